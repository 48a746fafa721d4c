import Testing
@testable import StepperKitText

/// Characters a font lacks are shaped with an installed face that has them, as Core Text cascades:
/// Inter has no Arabic or Hebrew, DejaVu Sans (always installed with the kit) has both.
@Suite(.tags(.fonts, .bidi))
struct FontFallbackTests {
    static func inter(size: Double = 17, weight: FontWeight = .regular) throws -> Font {
        try Font(.family("Inter"), size: size, weight: weight)
    }

    @Test func arabicDigitsInInterAreDrawnWithDejaVuSans() throws {
        let inter = try Self.inter()
        let layout = try inter.layout("١٢٣")
        let runs = layout.visualRuns(ofLine: 0)
        try #require(runs.count == 1)
        #expect(runs[0].font.face.family == "DejaVu Sans")
        #expect(runs[0].font.size == 17)
        #expect(runs[0].glyphs.allSatisfy { $0.glyph != 0 })
        #expect(layout.missingCharacters.isEmpty)
        // The width is DejaVu Sans's advances as FreeType reads them, at the same size (each glyph's
        // advance converted to Inter's 2816-unit em and rounded: within half an Inter unit a glyph).
        let units = try FreeTypeReference.units(of: "١٢٣", fontPath: Fixtures.dejaVuSansPath)
        let reference: Double = Double(units) * 17 / 2048
        let rounding: Double = 3 * 0.5 * 17 / 2816 + 1e-9
        #expect(abs(layout.width - reference) <= rounding)
        expectPoints(layout.width, 27.402)
    }

    /// The Latin words stay in Inter; only the digits and the Arabic decimal separator fall back.
    @Test func aMixedLineFallsBackOnlyWhereInterLacksCharacters() throws {
        let layout = try Self.inter().layout("Subtotal ١٢٫٥٠ €")
        let runs = layout.visualRuns(ofLine: 0)
        #expect(runs.map(\.text) == ["Subtotal ", "١٢٫٥٠", " €"])
        #expect(runs.map(\.font.face.family) == ["Inter", "DejaVu Sans", "Inter"])
        var x = 0.0
        for run in runs {
            expectPoints(run.x, x)
            x += run.width
        }
        expectPoints(x, layout.lines[0].width)
    }

    /// A space between two Arabic words stays with them, so the phrase is one run in one face.
    @Test func spacesStayInTheFallbackRun() throws {
        let runs = try Self.inter().layout("مرحبا بك").visualRuns(ofLine: 0)
        #expect(runs.map(\.text) == ["مرحبا بك"])
        #expect(runs.map(\.font.face.family) == ["DejaVu Sans"])
        #expect(runs[0].direction == .rightToLeft)
    }

    /// A combining mark belongs to its letter: Inter has the kasra (U+0650) but not the beh.
    @Test func marksStayWithTheirLetter() throws {
        let runs = try Self.inter().layout("بِ").visualRuns(ofLine: 0)
        #expect(runs.count == 1)
        #expect(runs.first?.font.face.family == "DejaVu Sans")
    }

    /// The fallback face is matched to the font's weight: bold Inter falls back to DejaVu Sans Bold.
    @Test func theFallbackFollowsTheWeight() throws {
        let runs = try Self.inter(weight: .bold).layout("שלום").visualRuns(ofLine: 0)
        #expect(runs.map(\.font.face.style) == ["Bold"])
        #expect(runs.map(\.font.face.family) == ["DejaVu Sans"])
    }

    /// Text in a script no installed font has keeps the font's missing-glyph box, and says so.
    @Test func charactersNoFontHasAreReported() throws {
        let layout = try Self.inter().layout("A\u{11F04}\u{11F05}\u{11F04}")
        #expect(layout.missingCharacters == ["\u{11F04}", "\u{11F05}"])
        // Two runs (Latin, then Kawi), both in Inter.
        #expect(layout.visualRuns(ofLine: 0).map(\.font.face.family) == ["Inter", "Inter"])
        #expect(try Self.inter().layout("Añadir al carrito").missingCharacters.isEmpty)
        // Controls, joiners and line separators are not drawn, so they are never missing.
        #expect(try Self.inter().layout("a\u{200D}b\tc\nd").missingCharacters.isEmpty)
    }

    #if DEBUG // fontconfig's sorted lookups are counted in debug builds only
    /// A text of thousands of distinct characters no font has is answered from the union of the
    /// installed character sets: fontconfig never sorts its fonts for them, and each is reported once.
    @Test func charactersNoFontHasCostNoFontconfigSort() throws {
        let scalars = (0x100000..<0x100000 + 5000).compactMap(Unicode.Scalar.init)
        let text = String(String.UnicodeScalarView(scalars + scalars))
        let before = Fontconfig.shared.sortedLookups
        let layout = try Self.inter().layout(text)
        #expect(layout.missingCharacters.count == 5000)
        // Tests running at the same time may sort for a few characters of their own; 5000 would
        // mean one sort per character.
        #expect(Fontconfig.shared.sortedLookups - before < 100)
    }
    #endif

    /// Wrapping measures fallback runs in the paragraph's units: a line of Arabic digits breaks at
    /// its spaces like any other text.
    @Test func fallbackTextWrapsAtItsSpaces() throws {
        let inter = try Self.inter()
        let single = try inter.layout("١٢٣ ٤٥٦").width
        let layout = try inter.layout("١٢٣ ٤٥٦ ٧٨٩", in: TextContainer(width: single + 1))
        #expect(layout.lines.map(\.text) == ["١٢٣ ٤٥٦", "٧٨٩"])
        #expect(!layout.hasWordSplit)
    }
}
