import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

@Suite(.tags(.rendering))
struct TerminalRendererTests {
    @Test(arguments: [
        // 198 pt wide: "Add to cart" is 11 cells, centred where it was laid out after the plus.
        ("en_US", 0, """
            ╭──────────────────╮
            │  +  Add to cart  │
            ╰──────────────────╯
            """),
        // 122×44 pt is 15×3 cells (edges rounded to the nearest cell).
        ("en_US", 3, """
            ╭─────────────╮
            │ −    3    + │
            ╰─────────────╯
            """),
        // The wider Spanish title widens the capsule; the text keeps every cell its frame touches.
        ("es_ES", 0, """
            ╭───────────────────────╮
            │  + Añadir al carrito  │
            ╰───────────────────────╯
            """),
        ("es_ES", 3, """
            ╭─────────────╮
            │ −    3    + │
            ╰─────────────╯
            """),
        // At 1 the decrement button is the trash.
        ("es_ES", 1, """
            ╭─────────────╮
            │ ✕    1    + │
            ╰─────────────╯
            """),
        // en groups thousands, es does not below 10 000; with tabular digits the four-digit count
        // still rounds to a capsule as wide as en's.
        ("en_US", 1000, """
            ╭───────────────╮
            │ −   1,000   + │
            ╰───────────────╯
            """),
        ("es_ES", 1000, """
            ╭───────────────╮
            │ −   1000   +  │
            ╰───────────────╯
            """),
    ])
    func drawsTheCapsuleStepper(locale: String, value: Int, expected: String) throws {
        let root = try RenderingFixtures.capsuleStepper(value: value, locale: locale)
        #expect(TerminalRenderer().render(root) == expected)
    }

    @Test func wideCharactersTakeTwoCells() throws {
        let root = try RenderingFixtures.layout(
            // The katakana come from Noto Sans CJK (Debian's fonts-noto-cjk, which make installs): 28 pt each.
            HStack(spacing: 8) {
                Icon(.cart)
                Text(verbatim: "カート")
            }
            .font(.system(size: 28))
            .padding(.horizontal, 16)
            .frame(height: 48)
            .background(RoundedRectangle(cornerRadius: 8).stroke(.color(.indigo)))
        )
        // Every row is as many cells as the border, though the middle one has fewer characters:
        // "🛒" and each katakana take two cells.
        #expect(TerminalRenderer().render(root) == """
            ╭─────────────────╮
            │  🛒    カート   │
            ╰─────────────────╯
            """)
        let lines = TerminalRenderer().render(root).split(separator: "\n")
        #expect(lines.map { TerminalCells.width(of: $0) } == [19, 19, 19])
        #expect(lines.map(\.count) == [19, 15, 19])
    }

    @Test func textWiderInCellsThanItsFrameIsCutWithAnEllipsis() throws {
        // Ten narrow "i" measure 47.2 pt, which touch six cells; in a terminal they need ten.
        let root = try RenderingFixtures.layout(Text(verbatim: "iiiiiiiiii").font(.system(size: 17)))
        #expect(TerminalRenderer().render(root) == "iiiii…")
    }

    @Test func rectanglesHaveSquareCornersAndOneRowShapesHaveCaps() throws {
        let root = try RenderingFixtures.layout(
            VStack(spacing: 0) {
                Rectangle().stroke(.color(.indigo)).frame(width: 32, height: 32)
                Capsule().fill(.color(.indigo)).frame(width: 32, height: 16)
                Rectangle().fill(.color(.clear)).frame(width: 32, height: 16)  // draws nothing
            }
        )
        #expect(TerminalRenderer().render(root) == """
            ┌──┐
            └──┘
            (  )
            """)
    }

    @Test func invisibleNodesAreNotDrawn() throws {
        let root = try RenderingFixtures.layout(
            HStack(spacing: 8) {
                Text(verbatim: "shown")
                Text(verbatim: "hidden").opacity(0)
            }
        )
        let drawn = TerminalRenderer().render(root)
        #expect(drawn.contains("shown"))
        #expect(!drawn.contains("hidden"))
    }

    @Test func colorsPaintFillsAsBackgroundsAndTextAsForeground() throws {
        let root = try RenderingFixtures.layout(
            Text(verbatim: "OK")
                .foregroundStyle(Color.white)
                .frame(width: 32, height: 16)
                .background(Rectangle().fill(.color(.red)))
        )
        let red = "\u{1B}[48;2;255;59;48m"
        let white = "\u{1B}[38;2;255;255;255m"
        let reset = "\u{1B}[0m"
        #expect(TerminalRenderer(colors: true).render(root) == "\(red)[\(reset)\(white)\(red)OK\(reset)\(red)]\(reset)")
        #expect(TerminalRenderer().render(root) == "[OK]")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = TerminalGrid(columns: 4, rows: 1)
        grid.put("カ", column: 0, row: 0)
        grid.put("ト", column: 2, row: 0)
        grid.put("x", column: 1, row: 0)   // lands on カ's second half
        grid.put("y", column: 2, row: 0)   // lands on ト's first half
        #expect(grid.lines(colors: false) == [" xy"])
        // A wide character that would hang over the edge is dropped.
        #expect(grid.put("ト", column: 3, row: 0) == 0)
    }
}
