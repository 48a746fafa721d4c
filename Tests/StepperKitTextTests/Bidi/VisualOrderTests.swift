import Testing
@testable import StepperKitText

@Suite(.tags(.bidi))
struct VisualOrderTests {
    /// "Marhaba": HarfBuzz's Arabic shaper picks the joining forms, which are exactly the glyphs of
    /// the presentation-form characters ﻣ ﺮ ﺣ ﺒ ﺎ (initial, final, initial, medial, final) in DejaVu Sans.
    @Test func arabicShapesWithJoiningForms() throws {
        let font = try Fixtures.dejaVuSans()
        let joined = try font.layout("مرحبا")
        let presentationForms = try font.layout("ﻣﺮﺣﺒﺎ")
        let runs = joined.visualRuns(ofLine: 0)
        try #require(runs.count == 1)
        #expect(runs[0].direction == .rightToLeft)
        #expect(runs[0].script == "Arab")
        // Drawn from the left: the last letter (alef, at byte 8) first.
        #expect(runs[0].glyphs.map(\.glyph) == [5256, 5260, 5277, 5288, 5341])
        #expect(runs[0].glyphs.map(\.utf8Offset) == [8, 6, 4, 2, 0])
        #expect(presentationForms.visualRuns(ofLine: 0)[0].glyphs.map(\.glyph) == runs[0].glyphs.map(\.glyph))
        // Alone, each letter takes its isolated form: other glyphs.
        let isolated = try ["م", "ر", "ح", "ب", "ا"].map { try font.layout($0).visualRuns(ofLine: 0)[0].glyphs[0].glyph }
        #expect(isolated.reversed() != runs[0].glyphs.map(\.glyph))
        // The width is the presentation forms' advances as FreeType reads them from the font.
        let units = try FreeTypeReference.units(of: "ﻣﺮﺣﺒﺎ", fontPath: Fixtures.dejaVuSansPath)
        expectPoints(joined.width, Double(units) * 17 / 2048)
        expectPoints(runs[0].width, joined.width)
        #expect(joined.direction == .rightToLeft)
    }

    @Test(arguments: [
        // Arabic-Indic digits in a left-to-right line stay in reading order, left to right.
        ("Subtotal ١٢٫٥٠ €", ParagraphDirection.automatic, ["Subtotal ", "١٢٫٥٠", " €"], [0, 2, 0]),
        // A right-to-left paragraph: the amount reads left to right, the euro sign ends up leftmost.
        ("المجموع 12,50 €", .automatic, [" €", "12,50", "المجموع "], [1, 2, 1]),
        // The same text in a left-to-right paragraph: the Arabic word and its number form one
        // right-to-left block (rule W2 makes the digits Arabic numbers), then the euro sign.
        ("المجموع 12,50 €", .leftToRight, ["12,50", "المجموع ", " €"], [2, 1, 0]),
        ("Hola مرحبا", .automatic, ["Hola ", "مرحبا"], [0, 1]),
        ("שלום (1)", .automatic, [")", "1", "שלום ("], [1, 2, 1]),
        ("Add to cart", .rightToLeft, ["Add to cart"], [2]),
    ])
    func runsComeInVisualOrder(text: String, direction: ParagraphDirection, runs: [String], levels: [Int]) throws {
        let layout = try Fixtures.dejaVuSans().layout(text, direction: direction)
        let visual = layout.visualRuns(ofLine: 0)
        #expect(visual.map(\.text) == runs)
        #expect(visual.map(\.bidiLevel) == levels)
        #expect(visual.map(\.direction) == levels.map { $0 % 2 == 1 ? .rightToLeft : .leftToRight })
        // Runs abut, glyphs go left to right, and together they are exactly as wide as the line.
        var x = 0.0
        for run in visual {
            expectPoints(run.x, x)
            #expect(run.glyphs.map(\.x) == run.glyphs.map(\.x).sorted())
            x += run.width
        }
        expectPoints(x, layout.lines[0].width)
        let line = layout.lines[0].text
        #expect(visual.map { String(decoding: Array(line.utf8)[$0.utf8Range], as: UTF8.self) } == runs)
    }

    @Test(arguments: [
        ("Total (مرحبا)", ParagraphDirection.automatic, "Total (ابحرم)"),
        ("שלום (1)", .automatic, "(1) םולש"),
        ("المجموع 12,50 €", .automatic, "€ 12,50 عومجملا"),
        ("Subtotal ١٢٫٥٠ €", .automatic, "Subtotal ١٢٫٥٠ €"),
        // Brackets are mirrored inside right-to-left runs; a combining mark stays on its letter.
        ("(שָׁלוֹם)", .rightToLeft, "(םוֹלשָׁ)"),
        ("Añadir al carrito", .automatic, "Añadir al carrito"),
    ])
    func terminalTextIsInVisualOrder(text: String, direction: ParagraphDirection, visual: String) throws {
        let layout = try Fixtures.dejaVuSans().layout(text, direction: direction)
        #expect(layout.visualText(ofLine: 0) == visual)
        #expect(layout.visualText(ofLine: 1) == "")
    }

    /// Lines break in reading order; each is then drawn right to left on its own.
    @Test func rightToLeftTextWrapsInReadingOrder() throws {
        let font = try Fixtures.dejaVuSans()
        let layout = try font.layout("שלום עולם", in: TextContainer(width: 50))
        #expect(layout.lines.map(\.text) == ["שלום", "עולם"])
        #expect(layout.direction == .rightToLeft)
        #expect((0..<2).map { layout.visualText(ofLine: $0) } == ["םולש", "םלוע"])
        #expect(layout.visualRuns(ofLine: 1).map(\.glyphs).map { $0.map(\.utf8Offset) } == [[6, 4, 2, 0]])
    }

    /// A truncated line is reordered on its own, its ellipsis included: in a right-to-left paragraph
    /// the ellipsis ends the line on the left.
    @Test func truncatedRightToLeftLineEndsWithTheEllipsisOnTheLeft() throws {
        let layout = try Fixtures.dejaVuSans().layout("שלום עולם", in: TextContainer(width: 50, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["שלו…"])
        #expect(layout.visualText(ofLine: 0) == "…ולש")
        let runs = layout.visualRuns(ofLine: 0)
        expectPoints(runs.reduce(0) { $0 + $1.width }, layout.lines[0].width)
    }

    /// Levels come from the whole paragraph: a line's neutral characters keep the direction they
    /// have there, not the one they would have on the line alone.
    @Test func linesKeepTheirParagraphsLevels() throws {
        // In a right-to-left paragraph, "abc," is followed by "def" on the next line: the comma sits
        // between two left-to-right letters, so it stays with "abc" (alone it would go right to left).
        let layout = try Fixtures.dejaVuSans().layout("abc, def", in: TextContainer(width: 40), direction: .rightToLeft)
        #expect(layout.lines.map(\.text) == ["abc,", "def"])
        #expect(layout.visualRuns(ofLine: 0).map(\.text) == ["abc,"])
        #expect(layout.visualText(ofLine: 0) == "abc,")
    }

    @Test func languageReachesTheShaper() throws {
        // Same text, two languages: both lay out, and the language is kept with the paragraph.
        let font = try Fixtures.dejaVuSans()
        var layouter = try TextLayouter("مرحبا", font: font, direction: .automatic, language: "ar")
        let layout = layouter.layout()
        #expect(layout.paragraph.language == "ar")
        #expect(layout.visualRuns(ofLine: 0)[0].glyphs.map(\.glyph) == [5256, 5260, 5277, 5288, 5341])
    }
}
