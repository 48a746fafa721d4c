import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// The focus indicator in both renderers, and terminal text that keeps every word of a wrapped text:
/// the layout's lines, one row each (TerminalLinesTests in StepperKitUITests has the cases).
struct FocusAndWrappingTests {
    static func stepper(focus: ActionID?, quantity: Int = 2) throws -> LaidOutNode {
        let environment = EnvironmentValues(locale: try LocaleID("en_US")).with { $0.focusedAction = focus }
        return try LayoutEngine().layout(AddToCartStepper(quantity: quantity).stepperStyle(.capsule), in: environment).root
    }

    @Test func theFocusedButtonIsMarkedInTheLayout() throws {
        let root = try Self.stepper(focus: .increment)
        #expect(root.buttons.filter { $0.button?.isFocused == true }.map { $0.button?.action } == [.increment])
        #expect(try Self.stepper(focus: nil).buttons.allSatisfy { $0.button?.isFocused == false })
    }

    @Test func svgDrawsAFocusRingAroundTheFocusedControlOnly() throws {
        let svg = SVGRenderer().render(try Self.stepper(focus: .increment))
        // The 44 pt increment button at x 78, ringed 4.5 pt outside with a 3 pt stroke.
        #expect(svg.contains(##"<rect x="73.5" y="-4.5" width="53" height="53" rx="26.5" fill="none" stroke="#0040DD" stroke-width="3" class="focus-ring"/>"##))
        #expect(svg.components(separatedBy: "focus-ring").count == 2)
        #expect(!SVGRenderer().render(try Self.stepper(focus: nil)).contains("focus-ring"))
    }

    @Test(arguments: [
        (ActionID.increment, 2, "│ −    2   [+]│"),
        (.decrement, 2, "│[−]   2    + │"),
        // The bracket closes right after the drawn title, not after the last cell its frame touches.
        (.add, 0, "│ [+  Add]  │"),
    ])
    func theTerminalBracketsTheFocusedControl(focus: ActionID, quantity: Int, row: String) throws {
        let lines = TerminalRenderer().render(try Self.stepper(focus: focus, quantity: quantity)).split(separator: "\n")
        #expect(lines.map(String.init).contains(row))
    }

    @Test(arguments: ["en_US", "es_ES"], [DynamicTypeSize.large, .accessibility3])
    func theTerminalKeepsEveryWordOfAWrappedText(locale: String, size: DynamicTypeSize) throws {
        let text = "Twenty liters, water resistant and light enough for every day."
        let environment = EnvironmentValues(locale: try LocaleID(locale)).with { $0.dynamicTypeSize = size }
        let node = Text(verbatim: text).padding(24)
        let root = try LayoutEngine().layout(node, in: environment, proposal: ProposedSize(width: 390, height: nil)).root
        let drawn = TerminalRenderer().render(root).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(drawn == text)
    }
}
