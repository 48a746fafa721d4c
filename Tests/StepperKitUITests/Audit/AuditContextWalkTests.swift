import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// The audit's one walk: the painted nodes, each subtree's bounds, and the transcript gathered on the
/// same walk, which must be the transcript's own walk's to the element.
struct AuditContextWalkTests {
    static func layout(_ screen: some View) throws -> LayoutResult {
        let engine = try engine()
        return try engine.layout(screen, in: EnvironmentValues(locale: try LocaleID("en_US")), proposal: ProposedSize(width: 320, height: nil))
    }

    /// Every case the transcript's walk treats apart: an adjustable container of separate elements
    /// whose value a text shows, a hidden subtree, a transparent text, and an element that ignores
    /// its children — between and after which the audit's walk must pick the transcript up again.
    static func screen() -> some View {
        VStack {
            Text("Basket")
            HStack {
                Button("decrement") { Icon(.minus) }.tag("decrement")
                Text("3")
                Button("increment") { Icon(.plus) }.tag("increment")
            }
            .accessibilityElement(children: .contain)
            .accessibilityValue("3")
            .accessibilityAdjustableAction(increment: "increment", decrement: "decrement")
            .tag("row")
            HStack {
                Text("Hidden")
                Button("add") { Icon(.cart) }
            }
            .accessibilityHidden()
            Text("Faded").opacity(0)
            HStack {
                Text("Gift")
                Text("wrap")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Gift wrap")
            Text("Total")
        }
    }

    static func context() throws -> AuditContext {
        AuditContext(result: try layout(screen()), audit: AccessibilityAudit())
    }

    @Test func gathersTheTranscriptOfTheTranscriptsOwnWalk() throws {
        let context = try Self.context()
        let own = AccessibilityTranscript(context.result.root)
        #expect(context.transcript == own)
        #expect(context.transcript.elements.map(\.path) == own.elements.map(\.path))
        #expect(context.transcript.text() == """
            text "Basket"
            button "minus"
            adjustable "", value "3" [increment, decrement]
            button "plus"
            text "Gift wrap"
            text "Total"
            """)
        #expect(context.transcript.elements.map(\.path) == [
            "VStack/Text[1]",
            "VStack/HStack#row/Button#decrement",
            "VStack/HStack#row/Text",
            "VStack/HStack#row/Button#increment",
            "VStack/HStack[2]",
            // The transparent text is inside an Opacity node: this is the second text of the stack.
            "VStack/Text[2]",
        ])
    }

    @Test func knowsThePaintedNodeOfEachElement() throws {
        let context = try Self.context()
        #expect(context.elementNodes.count == context.transcript.elements.count)
        for (element, index) in zip(context.transcript.elements, context.elementNodes) {
            #expect(context.painted[index].path.description == element.path)
        }
        #expect(context.elementNodes.map { context.painted[$0].node.kind } == [.text, .button, .text, .button, .hStack, .text])
    }

    @Test func aSubtreeIsExactlyTheNodesItIsAnAncestorOf() throws {
        let context = try Self.context()
        for index in context.painted.indices {
            let subtree = context.subtree(of: index).map { context.painted[$0].path }
            let below = context.painted.map(\.path).filter { context.painted[index].path.isAncestor(of: $0) }
            #expect(subtree == below, "\(context.painted[index].path)")
        }
        let row = try #require(context.painted.firstIndex { $0.path.description == "VStack/HStack#row" })
        #expect(context.subtree(of: row).map { context.painted[$0].path.description } == [
            "VStack/HStack#row/Button#decrement", "VStack/HStack#row/Button#decrement/Icon",
            "VStack/HStack#row/Text",
            "VStack/HStack#row/Button#increment", "VStack/HStack#row/Button#increment/Icon",
        ])
        #expect(context.subtree(of: context.painted.count - 1).isEmpty)
    }

    @Test func paintedNodesCarryWhatTheyInherit() throws {
        let context = try Self.context()
        let decorative = context.painted.filter(\.isDecorative).map(\.path.description)
        #expect(decorative == ["VStack/HStack[1]", "VStack/HStack[1]/Text", "VStack/HStack[1]/Button", "VStack/HStack[1]/Button/Icon"])
        let transparent = context.painted.filter { $0.opacity == 0 }.map(\.path.description)
        #expect(transparent == ["VStack/Opacity", "VStack/Opacity/Text"])
        #expect(context.painted[0].parentFrame == nil)
        #expect(context.painted.dropFirst().allSatisfy { painted in
            painted.parentFrame != nil && painted.parentFrame == painted.path.parent.flatMap { context.result.root.descendant(at: $0)?.frame }
        })
    }
}
