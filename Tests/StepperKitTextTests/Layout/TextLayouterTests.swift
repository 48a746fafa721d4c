import Testing
@testable import StepperKitText

@Suite(.tags(.layout))
struct TextLayouterTests {
    static let containers: [TextContainer] = [
        TextContainer(), TextContainer(width: 0), TextContainer(width: 11), TextContainer(width: 60),
        TextContainer(width: 90), TextContainer(width: 137.5), TextContainer(width: 400),
        TextContainer(width: 60, lineLimit: 1), TextContainer(width: 90, lineLimit: 2, truncationMode: .middle),
        TextContainer(width: 40, lineLimit: 1, truncationMode: .head, minimumScaleFactor: 0.6),
        TextContainer(width: 120, lineLimit: 1, minimumScaleFactor: 0.5), TextContainer(width: 0, lineLimit: 1),
    ]

    /// One layouter asked every container, in both orders, lays out exactly as a fresh
    /// `Font.layout` does for each.
    @Test(arguments: ParagraphAdvancesTests.texts + ["Supercalifragilistic", "Add\n", ""])
    func reusedLayouterMatchesFreshLayouts(text: String) throws {
        for font in try ParagraphAdvancesTests.fonts() {
            let fresh = try Self.containers.map { try font.layout(text, in: $0) }
            var forward = try TextLayouter(text, font: font)
            #expect(Self.containers.map { forward.layout(in: $0) } == fresh)
            var backward = try TextLayouter(text, font: font)
            #expect(Self.containers.reversed().map { backward.layout(in: $0) } == fresh.reversed())
        }
    }

    @Test func wrapsAsTheExampleSays() throws {
        var layouter = try TextLayouter("Añadir al carrito", font: Fixtures.dejaVuSans())
        #expect(layouter.layout(in: TextContainer(width: 90)).lines.map(\.text) == ["Añadir al", "carrito"])
        #expect(layouter.layout().lines.map(\.text) == ["Añadir al carrito"])
    }
}
