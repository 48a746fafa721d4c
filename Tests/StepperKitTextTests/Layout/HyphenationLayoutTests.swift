import Testing
@testable import StepperKitText

/// Words wider than their line break at a hyphenation point of the text's language, with a hyphen
/// drawn and measured; without a dictionary, or when no point fits, between graphemes as before.
@Suite(.tags(.layout, .hyphenation))
struct HyphenationLayoutTests {
    static let spanish = Result { try Hyphenator(localeIdentifier: "es_ES") }

    /// Body text at the largest accessibility size (53 pt, Inter Display) on a 320 pt phone.
    static func accessibility5Body() throws -> Font {
        let metrics = try DynamicTypeTable.standard().metrics(for: .body, size: .accessibility5)
        return try Font(.default, size: metrics.pointSize, weight: metrics.weight)
    }

    @Test(arguments: [
        // 320 pt less 16 pt margins: the word is 302.317 pt wide, "aterciopela‐" fits.
        ("aterciopelada", 288.0, ["aterciopela‐", "da"]),
        // A 200 pt column beside a stepper: "aterciope‐" (234.2 pt) does not fit, "atercio‐" does.
        ("aterciopelada", 200.0, ["atercio‐", "pelada"]),
        ("senderismo", 200.0, ["sende‐", "rismo"]),
        // Narrower still, the rest of the word is hyphenated again from the point it starts at.
        ("senderismo", 150.0, ["sen‐", "deris‐", "mo"]),
        ("aterciopelada", 150.0, ["ater‐", "ciope‐", "lada"]),
    ])
    func spanishWordsBreakAtTheLastPointThatFitsWithADrawnHyphen(word: String, width: Double, lines: [String]) throws {
        let font = try Self.accessibility5Body()
        let spanish = try Self.spanish.get()
        let layout = try font.layout(word, in: TextContainer(width: width), hyphenator: spanish)
        #expect(layout.lines.map(\.text) == lines)
        #expect(layout.lines.map(\.endsWithHyphen) == lines.indices.map { $0 < lines.count - 1 })
        #expect(layout.wordSplits.map(\.isHyphenated) == Array(repeating: true, count: lines.count - 1))
        let points = spanish.hyphenationPoints(in: word)
        var start = 0
        for (index, line) in layout.lines.enumerated() where line.endsWithHyphen {
            let prefix = String(line.text.dropLast())
            let end = start + prefix.utf8.count
            // Breaks where the dictionary allows, at the last point whose line fits.
            #expect(points.contains(end))
            #expect(layout.wordSplits[index].utf8Offset == end)
            if let later = points.first(where: { $0 > end }) {
                let longer = String(decoding: Array(word.utf8)[start..<later], as: UTF8.self) + "\u{2010}"
                #expect(font.width(of: longer, cached: false) > width, "\(longer) would have fit")
            }
            // The line's width is its text's, hyphen included, shaped by HarfBuzz as drawn.
            expectPoints(line.width, font.width(of: line.text, cached: false))
            expectFits(line.width, width)
            // The hyphen is drawn: the line's last glyph, U+2010 of the same face.
            let glyphs = layout.visualRuns(ofLine: index).flatMap(\.glyphs)
            let hyphen = try #require(glyphs.last)
            #expect(hyphen.utf8Offset == prefix.utf8.count)
            expectPoints(hyphen.advance, 17.960)
            expectPoints(hyphen.x + hyphen.advance, line.width)
            #expect(layout.visualText(ofLine: index) == line.text)
            start = end
        }
    }

    /// The hyphen's width is its advance in the font, read independently of HarfBuzz by FreeType:
    /// DejaVu Sans has no GPOS kerning between "e" and U+2010, so the line is the sum of advances.
    @Test func theHyphensWidthIsTheFontsOwn() throws {
        let font = try Fixtures.dejaVuSans(size: 34)
        let layout = try font.layout("senderismo", in: TextContainer(width: 120), hyphenator: Self.spanish.get())
        #expect(layout.lines.map(\.text) == ["sende‐", "rismo"])
        let hyphenUnits = try FreeTypeReference.units(of: "\u{2010}", fontPath: Fixtures.dejaVuSansPath)
        #expect(hyphenUnits == 739)
        let lineUnits = try FreeTypeReference.units(of: "sende\u{2010}", fontPath: Fixtures.dejaVuSansPath)
        expectPoints(layout.lines[0].width, Double(lineUnits) * 34 / 2048)
        expectPoints(layout.lines[0].width, 114.949)
    }

    /// Without a dictionary for the locale the layout is the one it always made: an emergency break.
    @Test func withoutADictionaryTheWordIsSplitBetweenGraphemes() throws {
        let font = try Self.accessibility5Body()
        let arabic = try? Hyphenator(localeIdentifier: "ar_EG")
        #expect(arabic == nil)
        let layout = try font.layout("senderismo", in: TextContainer(width: 200), hyphenator: arabic)
        #expect(layout.lines.map(\.text) == ["senderis", "mo"])
        #expect(layout.wordSplits.map(\.isHyphenated) == [false])
        #expect(layout.lines.map(\.endsWithHyphen) == [false, false])
        #expect(layout == (try font.layout("senderismo", in: TextContainer(width: 200))))
        // Where Spanish has its dictionary, the same word is hyphenated.
        let spanish = try font.layout("senderismo", in: TextContainer(width: 200), hyphenator: Self.spanish.get())
        #expect(spanish.wordSplits.map(\.isHyphenated) == [true])
    }

    /// A line that starts mid-syllable after an emergency break is split between graphemes too, and
    /// one that starts at a point is hyphenated: each break says which it is.
    @Test func whereNoPointFitsTheWordIsSplitBetweenGraphemes() throws {
        let font = try Fixtures.dejaVuSans(size: 34)
        let spanish = try Self.spanish.get()
        let narrow = try font.layout("senderismo", in: TextContainer(width: 60), hyphenator: spanish)
        // "sen‐" is 72.449 pt: no point fits 60 pt.
        #expect(narrow.lines.map(\.text) == ["se", "nd", "eri", "sm", "o"])
        #expect(narrow.wordSplits.map(\.isHyphenated) == [false, false, false, false])
        // "ater‐" is 81.331 pt: "ater" is an emergency break (at a point, but drawn without a
        // hyphen); the next line starts at that point and is hyphenated.
        let mixed = try font.layout("aterciopelada", in: TextContainer(width: 80), hyphenator: spanish)
        #expect(mixed.lines.map(\.text) == ["ater", "cio‐", "pe‐", "lada"])
        #expect(mixed.wordSplits.map(\.isHyphenated) == [false, true, true])
        #expect(mixed.wordSplits.map(\.utf8Offset) == [4, 7, 9])
    }

    /// Only a word wider than its line is broken: one that fits on the next line moves there whole.
    @Test(arguments: [
        ("Senderismo de montaña", 288.0, ["Senderismo", "de montaña"]),
        ("Senderismo y aterciopelada", 320.0, ["Senderismo y", "aterciopelada"]),
        ("Aterciopelada y suave", 320.0, ["Aterciopelada", "y suave"]),
    ])
    func wordsThatFitALineAreNeverHyphenated(text: String, width: Double, lines: [String]) throws {
        let font = try Self.accessibility5Body()
        let hyphenated = try font.layout(text, in: TextContainer(width: width), hyphenator: Self.spanish.get())
        #expect(hyphenated.lines.map(\.text) == lines)
        #expect(hyphenated.wordSplits.isEmpty)
        #expect(hyphenated == (try font.layout(text, in: TextContainer(width: width))))
        // Each of them is hyphenated where a word is wider than its line.
        let narrow = try font.layout(text, in: TextContainer(width: 150), hyphenator: Self.spanish.get())
        #expect(narrow.wordSplits.contains { $0.isHyphenated })
    }

    /// Shrinking to the minimum scale factor comes first, as before: hyphenation only where even the
    /// smallest scale leaves a word wider than its line. On a line limit's last line the word is
    /// truncated, not hyphenated.
    @Test(arguments: [
        TextContainer(width: 200, minimumScaleFactor: 0.5),
        TextContainer(width: 200, lineLimit: 1),
        TextContainer(width: 100, lineLimit: 1),
    ])
    func fittingAndTruncatingAreUnchanged(container: TextContainer) throws {
        let font = try Self.accessibility5Body()
        let hyphenated = try font.layout("senderismo", in: container, hyphenator: Self.spanish.get())
        #expect(hyphenated.wordSplits.isEmpty)
        #expect(hyphenated == (try font.layout("senderismo", in: container)))
        // Without the scale factor or the limit, it is hyphenated.
        let wrapped = try font.layout("senderismo", in: TextContainer(width: container.width), hyphenator: Self.spanish.get())
        #expect(wrapped.lines.last?.endsWithHyphen == false)
        #expect(wrapped.wordSplits.allSatisfy(\.isHyphenated) && !wrapped.wordSplits.isEmpty)
    }

    /// A layouter keeps its hyphenator at every size and in another face, as a layout engine uses it.
    @Test func resizedAndRefacedLayoutersHyphenateToo() throws {
        let spanish = try Self.spanish.get()
        let analysed = try TextLayouter("senderismo", font: Fixtures.dejaVuSans(size: 17), hyphenator: spanish)
        #expect(analysed.hyphenator == spanish)
        var resized = analysed.resized(to: 34)
        #expect(resized.layout(in: TextContainer(width: 120)).lines.map(\.text) == ["sende‐", "rismo"])
        var refaced = analysed.refaced(to: try Self.accessibility5Body())
        #expect(refaced.layout(in: TextContainer(width: 200)).lines.map(\.text) == ["sende‐", "rismo"])
    }
}
