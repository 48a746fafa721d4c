import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// Dumps compared without writing them agree with their lines compared as text: the same entries and
/// lines, the same first differing line, and equal where only what the dump rounds away differs.
struct DumpComparisonTests {
    static func root(_ view: some View) throws -> LaidOutNode {
        try engine().layout(view, in: EnvironmentValues(locale: try LocaleID("en_US")), proposal: ProposedSize(width: 200, height: nil)).root
    }

    /// A screen of a label and a row with a button and a square: where the square is moved, its colour,
    /// and whether the row ends in one more text.
    struct Look: Sendable {
        var x = 3.0
        var label = "Basket"
        var color = Color.black
        var extra = false

        var screen: some View {
            VStack {
                Text(verbatim: label)
                HStack {
                    Button("decrement") { Icon(.minus) }.tag("decrement")
                    Rectangle().fill(.color(color)).frame(width: 20, height: 20).offset(x: x)
                    if extra { Text(verbatim: "more") }
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Row")
            }
        }
    }

    /// The first line at which two dumps' text differs, as the motion rules compared them before.
    static func textDifference(_ a: LaidOutNode, _ b: LaidOutNode) -> Int? {
        let (left, right) = (a.dumpLines, b.dumpLines)
        guard left != right else { return nil }
        return zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
    }

    @Test func entriesWriteTheDumpsLines() throws {
        let root = try Self.root(Look().screen)
        #expect(TreeDump.entries(of: root).map(\.line) == root.dumpLines)
    }

    @Test(arguments: [
        // Two layouts of one screen: separate nodes, equal fields.
        (Look(), Look()),
        // Moved less than the dump's thousandth: fields differ, lines do not.
        (Look(), Look(x: 3 + 1e-7)),
        // -0 and 0 print alike.
        (Look(x: 0), Look(x: -0.0)),
        // Not a number prints "nan" on both sides, though it equals nothing.
        (Look(x: .nan), Look(x: .nan)),
        // Moved a hundredth: the square's line differs.
        (Look(), Look(x: 3.01)),
        // Another label: the text's line differs.
        (Look(), Look(label: "Cart")),
        // Another colour, printed as another hex.
        (Look(), Look(color: .white)),
        // A colour a thousandth of a step apart prints as the same hex.
        (Look(), Look(color: Color(red: 1e-6, green: 0, blue: 0))),
        // A node more at the end: the shorter dump's length.
        (Look(), Look(extra: true)),
    ])
    func firstDifferenceIsTheTextsFirstDifferentLine(a: Look, b: Look) throws {
        let (left, right) = (try Self.root(a.screen), try Self.root(b.screen))
        let (leftEntries, rightEntries) = (TreeDump.entries(of: left), TreeDump.entries(of: right))
        #expect(TreeDump.firstDifference(leftEntries, rightEntries) == Self.textDifference(left, right))
        #expect(TreeDump.firstDifference(rightEntries, leftEntries) == Self.textDifference(right, left))
        for (x, y) in zip(leftEntries, rightEntries) {
            #expect(TreeDump.sameLine(x, y) == (x.line == y.line))
        }
    }
}
