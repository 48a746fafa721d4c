import Testing
@testable import StepperKitUI

/// `layoutPriority(_:)` with SwiftUI's semantics, and stacks placed at their ideal size.
struct StackPriorityTests {
    /// A label, a spacer and a 100 pt control, the shape of every labeled stepper.
    static func row(_ label: String, priority: Double?) -> some View {
        HStack(spacing: 0) {
            if let priority {
                Text(verbatim: label).layoutPriority(priority)
            } else {
                Text(verbatim: label)
            }
            Spacer(minLength: 0)
            Rectangle().frame(width: 100, height: 44)
        }
    }

    @Test func withoutPriorityALabelGetsOnlyItsShareAndIsSplitInsideAWord() throws {
        let environment = try environment()
        let label = "Entradas"
        let ideal = try font(.body, in: environment).width(of: label)
        // 100 pt control; the label's share is half of what is left, less than its width.
        let width = 100 + 1.5 * ideal
        let text = try #require(try layout(Self.row(label, priority: nil), in: environment, proposal: ProposedSize(width: width, height: nil)).root.firstText)
        #expect(text.layout.lines.count > 1)
        #expect(!text.wrapsAtWordBoundaries)
    }

    @Test func aLabelWithPriorityTakesItsWholeWidthBeforeTheSpacer() throws {
        let environment = try environment()
        let label = "Entradas"
        let ideal = try font(.body, in: environment).width(of: label)
        let width = 100 + 1.5 * ideal
        let root = try layout(Self.row(label, priority: 1), in: environment, proposal: ProposedSize(width: width, height: nil)).root
        let text = try #require(root.firstText)
        #expect(text.shownText == label)
        let spacer = try #require(root.allNodes.first { $0.kind == .spacer })
        #expect(abs(spacer.frame.width - 0.5 * ideal) < 1e-9)
    }

    @Test func higherPrioritiesGetAllButTheLowerOnesMinimum() throws {
        // 200 pt: the priority-1 rectangle takes all but the 50 pt the other needs at least.
        let node = HStack(spacing: 0) {
            Rectangle().frame(minWidth: 50).tag("low")
            Rectangle().layoutPriority(1).tag("high")
        }
        let root = try layout(node, in: try environment(), proposal: ProposedSize(width: 200, height: 10)).root
        #expect(root.first(tagged: "high")?.frame.width == 150)
        #expect(root.first(tagged: "low")?.frame.width == 50)
    }

    @Test func equalPrioritiesShareAsBefore() throws {
        let node = HStack(spacing: 0) {
            Rectangle().layoutPriority(2).tag("a")
            Rectangle().layoutPriority(2).tag("b")
        }
        let root = try layout(node, in: try environment(), proposal: ProposedSize(width: 200, height: 10)).root
        #expect(root.first(tagged: "a")?.frame.width == 100)
        #expect(root.first(tagged: "b")?.frame.width == 100)
    }

    @Test func priorityPassesThroughModifiers() throws {
        let node = HStack(spacing: 0) {
            Rectangle().frame(minWidth: 20).tag("low")
            Rectangle().layoutPriority(1).padding(5).tag("high")
        }
        let root = try layout(node, in: try environment(), proposal: ProposedSize(width: 120, height: 10)).root
        #expect(root.first(tagged: "high")?.frame.width == 100)
    }

    @Test func aStackAtItsIdealWidthGivesEveryChildItsIdealWidth() throws {
        // Without a proposal the stack is as wide as its children's ideal widths; placed at that
        // width, the label is not re-offered a share and keeps its one line.
        let text = try #require(try layout(Self.row("Entradas", priority: nil), in: try environment()).root.firstText)
        #expect(text.shownText == "Entradas")
    }
}
