import Foundation
import StepperKitLocalization
import StepperKitText
import Testing
@testable import StepperKitUI

/// The terminal draws the layout's own lines, one row each, never wrapping them again: a line measured
/// in points may need more cells than its frame touches, and then it takes the blank cells beside it.
struct TerminalLinesTests {
    /// The line of the defect: one line 186.98 pt wide at the large size, 25 characters, so 25 cells
    /// where its frame touches 24.
    static let cartLine = "3 artículos en tu carrito"

    static func laidOut(_ view: some View, width: Double = 390) throws -> LayoutResult {
        try layout(view, in: try environment("es_ES"), proposal: ProposedSize(width: width, height: nil))
    }

    static func texts(_ result: LayoutResult) -> [LaidOutText] {
        result.root.allNodes.compactMap { node in
            if case .text(let text) = node.content { text } else { nil }
        }
    }

    @Test func theSpanishCartLineIsOneRowAsItIsOneLine() throws {
        let result = try Self.laidOut(VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: Self.cartLine)
            Text(verbatim: "Total 10,50\u{A0}€").font(.headline)
        }.padding(16))
        let line = try #require(Self.texts(result).first?.layout.lines.first)
        #expect(Self.texts(result).first?.layout.lines.count == 1)
        #expect((line.width * 100).rounded() / 100 == 186.98)
        #expect(TerminalRenderer().render(result.root) == """

              3 artículos en tu carrito

              Total 10,50\u{A0}€
            """)
    }

    @Test func aTwoLineTextIsTwoRowsOfItsOwnLines() throws {
        let result = try Self.laidOut(Text(verbatim: Self.cartLine).frame(width: 120).padding(16))
        let text = try #require(Self.texts(result).first)
        #expect(text.layout.lines.map(\.text) == ["3 artículos en", "tu carrito"])
        // Both start at the paragraph's leading edge, 24 pt in: the frame centres the text.
        #expect(TerminalRenderer().render(result.root) == """

               3 artículos en
               tu carrito
            """)
    }

    @Test func lineSpacingTighterThanACellStillGivesEveryLineItsOwnRow() throws {
        // Caption lines are closer than a 16 pt row: two can have their middles in one row, and four lines
        // need four rows where the text is three rows tall. The padding leaves the lines, wider in cells
        // than their 60 pt, room to be drawn whole.
        let result = try Self.laidOut(
            Text(verbatim: "uno dos tres cuatro cinco seis siete").font(.caption2).frame(width: 60).padding(.horizontal, 40)
        )
        let lines = try #require(Self.texts(result).first).layout.lines.map(\.text)
        let drawn = TerminalRenderer().render(result.root).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == 4)
        #expect(drawn.filter { !$0.isEmpty } == lines)
    }

    @Test func aLineBlockedByAnotherDrawnThingIsCutWithAnEllipsis() throws {
        // The icon sits right after the text's frame: the 25th cell is the icon's.
        let result = try Self.laidOut(HStack(spacing: 0) {
            Text(verbatim: Self.cartLine)
            Icon(.plus)
        }.fixedSize())
        #expect(TerminalRenderer().render(result.root) == "3 artículos en tu carri…+")
    }

    @Test func aLineBesideAnotherTextKeepsClearOfIt() throws {
        // The price's own cells start where the line's frame ends (23.4 cells, rounded to 23).
        let result = try Self.laidOut(HStack(spacing: 0) {
            Text(verbatim: Self.cartLine)
            Text(verbatim: "7,00\u{A0}€")
        }.fixedSize())
        #expect(TerminalRenderer().render(result.root) == "3 artículos en tu carr…7,00\u{A0}€")
    }

    /// The column of the first character of each row that has one.
    static func firstColumns(_ drawn: String) -> [Int] {
        drawn.split(separator: "\n").compactMap { row in row.firstIndex { $0 != " " }.map { row.distance(from: row.startIndex, to: $0) } }
    }

    /// A single line keeps the side it was laid out against: the texts of a leading stack start in one
    /// column, as the SVG draws them (before, each was centred on its own frame, which a large title's
    /// points make wider than its cells), a trailing stack's end in one, and a centred stack's stay centred.
    @Test(arguments: [
        (HorizontalAlignment.leading, [13, 13, 13]),   // before: 16, 13 and 15
        (.trailing, [23, 13, 22]),                     // each ends in column 27 (before: 26, 27 and 26)
        (.center, [18, 13, 18]),
    ])
    func singleLinesKeepTheirStacksAlignment(alignment: HorizontalAlignment, columns: [Int]) throws {
        let result = try Self.laidOut(VStack(alignment: alignment, spacing: 16) {
            Text(verbatim: "Cafés").font(.largeTitle)
            Text(verbatim: "Café flat white")
            Text(verbatim: "3,50\u{A0}€").font(.title)
        }.frame(width: 300).padding(16).fixedSize())
        #expect(Self.firstColumns(TerminalRenderer().render(result.root)) == columns)
    }
}
