import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// Screens the accessibility tests lay out: the capsule stepper at a quantity, and any node.
enum AccessibilityFixtures {
    /// An environment for a locale and Dynamic Type size.
    static func environment(_ locale: String = "en_US", _ size: DynamicTypeSize = .large) throws -> EnvironmentValues {
        EnvironmentValues(locale: try LocaleID(locale)).with { $0.dynamicTypeSize = size }
    }

    /// `node` laid out for a proposal in an environment.
    static func layout(
        _ node: some View, locale: String = "en_US", size: DynamicTypeSize = .large, proposal: ProposedSize = .unspecified
    ) throws -> LayoutResult {
        try LayoutEngine().layout(node, in: environment(locale, size), proposal: proposal)
    }

    /// The add-to-cart stepper's configuration at a quantity: collapsed to Add at 0, trash at 1.
    static func stepperConfiguration(quantity: Int, limit: Int = 99, in environment: EnvironmentValues) -> StepperStyleConfiguration {
        StepperStyleConfiguration(
            value: quantity, formattedValue: "\(quantity)", bounds: 0...limit,
            canIncrement: quantity < limit, canDecrement: quantity > 0,
            decrementRole: quantity == 1 ? .remove : .decrement, isCollapsed: quantity <= 0,
            environment: environment, accessibility: .separateControls(valueName: "Quantity")
        )
    }

    /// The capsule stepper at a quantity, laid out.
    static func capsule(quantity: Int, limit: Int = 99, locale: String = "en_US", size: DynamicTypeSize = .large) throws -> LayoutResult {
        let environment = try environment(locale, size)
        // The component, not the bare style: accessibility is applied outside the style.
        let node = AddToCartStepper(model: AddToCartModel(quantity: quantity, maximum: limit)).stepperStyle(.capsule)
        return try LayoutEngine().layout(node, in: environment)
    }

    /// The descriptions of the audit's findings on a screen.
    static func findings(_ result: LayoutResult, rules: [AuditRule] = AuditRule.all) -> [String] {
        AccessibilityAudit(rules: rules).findings(in: result).map(\.description)
    }
}
