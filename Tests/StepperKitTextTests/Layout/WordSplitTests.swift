import Testing
@testable import StepperKitText

@Suite(.tags(.layout))
struct WordSplitTests {
    @Test(arguments: [
        ("Copies", 30.0, ["Co", "pie", "s"], [true, true, false], [2, 5]),
        ("Tienda", 40.0, ["Tien", "da"], [true, false], [4]),
        ("Copies", 60.0, ["Copies"], [false], []),
        // Breaks at opportunities are not splits, even when a line is narrow.
        ("Add to cart", 40.0, ["Add", "to", "cart"], [false, false, false], []),
        // Only the long word is split; "ñ" is two bytes.
        ("Añadir Supercalifragilistic", 60.0, ["Añadir", "Superc", "alifragi", "listic"], [false, true, true, false], [14, 22]),
    ])
    func reportsEmergencyBreaksInsideWords(text: String, width: Double, lines: [String], endsInsideWord: [Bool], offsets: [Int]) throws {
        let layout = try Fixtures.dejaVuSans().layout(text, in: TextContainer(width: width))
        #expect(layout.lines.map(\.text) == lines)
        #expect(layout.lines.map(\.endsInsideWord) == endsInsideWord)
        #expect(layout.wordSplits.map(\.utf8Offset) == offsets)
        #expect(layout.hasWordSplit == !offsets.isEmpty)
    }

    @Test func splitNamesItsLineAndWord() throws {
        let text = "Añadir Supercalifragilistic"
        let layout = try Fixtures.dejaVuSans().layout(text, in: TextContainer(width: 60))
        #expect(layout.wordSplits.map(\.line) == [1, 2])
        let word = try #require(layout.wordSplits.first?.wordRange)
        #expect(String(decoding: Array(text.utf8)[word], as: UTF8.self) == "Supercalifragilistic")
    }

    /// A split hidden by truncation is not reported: only splits with both sides shown are.
    @Test func truncationHidesTheSplitsItCuts() throws {
        let layout = try Fixtures.dejaVuSans().layout("Copies", in: TextContainer(width: 30, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["C…"])
        #expect(layout.wordSplits.isEmpty)
        #expect(layout.lines.map(\.endsInsideWord) == [false])
        let two = try Fixtures.dejaVuSans().layout("Copies", in: TextContainer(width: 30, lineLimit: 2))
        #expect(two.lines.map(\.text) == ["Co", "p…"])
        #expect(two.wordSplits.map(\.utf8Offset) == [2])
    }

    @Test(arguments: [
        ("Añadir al carrito", "Añadir"),
        ("Copies", "Copies"),
        // Opening punctuation sticks to its word, a no-break space joins the amount to its sign.
        ("¿Añadir 3 artículos?", "artículos?"),
        ("Tot 10\u{A0}€", "10\u{A0}€"),
        // Trailing spaces and line separators do not count.
        ("Add   \nto cart", "cart"),
    ])
    func widestUnbreakableSegmentIsTheWidestWord(text: String, word: String) throws {
        let font = try Fixtures.dejaVuSans()
        var layouter = try TextLayouter(text, font: font)
        let widest = layouter.widestUnbreakableWidth()
        #expect(widest == font.width(of: word, cached: false))
        // At that width nothing is split; a hair narrower, the widest word is.
        #expect(layouter.layout(in: TextContainer(width: widest)).wordSplits.isEmpty)
        #expect(layouter.layout(in: TextContainer(width: widest - 0.01)).hasWordSplit)
    }

    /// Exactly, at every size of a resized layouter: the catalog check reads a text's width there.
    @Test(arguments: ["Añadir al carrito", "Add\nto cart", "Copies", "", "المجموع 12,50 €", "two\nlines\n", "Te AV\n\nWo."])
    func idealWidthIsTheUnconstrainedLayoutsWidth(text: String) throws {
        for font in [try Fixtures.dejaVuSans(), try Font(.family("Inter"), size: 17)] {
            let analysed = try TextLayouter(text, font: font)
            for size in [11.0, 17, 23.5, 53] {
                var layouter = analysed.resized(to: size)
                #expect(layouter.idealWidth() == layouter.layout().width, "\(text) at \(size) pt")
            }
        }
    }

    @Test func emptyTextHasNoWidthAndNoSplit() throws {
        var layouter = try TextLayouter("", font: Fixtures.dejaVuSans())
        #expect(layouter.widestUnbreakableWidth() == 0)
        #expect(layouter.idealWidth() == 0)
        #expect(layouter.layout(in: TextContainer(width: 0)).wordSplits.isEmpty)
    }
}
