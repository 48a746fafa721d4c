import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A style with a defect planted: its "+" is a button of its own, never disabled, so at the limit it
/// is drawn whole and responds while the model says nothing more can be added.
struct AlwaysEnabledPlusStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 0) {
            configuration.decrementButton { Icon(.minus).frame(width: 44, height: 44) }
            configuration.valueText.frame(minWidth: 34)
            Button(.increment) { Icon(.plus).frame(width: 44, height: 44) }.accessibilityLabel("Increase quantity")
        }
        .foregroundStyle(.tint)
    }
}

/// A style with the opposite defect: it dims its "−" always, enabled or not.
struct AlwaysDimmedMinusStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 0) {
            configuration.decrementButton { Icon(.minus).frame(width: 44, height: 44) }.opacity(0.4)
            configuration.valueText.frame(minWidth: 34)
            configuration.incrementButton { Icon(.plus).frame(width: 44, height: 44) }
        }
        .foregroundStyle(.tint)
    }
}

struct EnabledStateRuleTests {
    static func findings(_ node: some View) throws -> [String] {
        AccessibilityFixtures.findings(try AccessibilityFixtures.layout(node, proposal: ProposedSize(width: 390, height: nil)), rules: [.enabledState])
    }

    /// The planted defect: a control drawn enabled while its model says disabled.
    @Test func aPlusDrawnEnabledAtTheLimitIsAnError() throws {
        #expect(try Self.findings(AddToCartStepper(quantity: 99).stepperStyle(AlwaysEnabledPlusStepperStyle())) == [
            "error [enabled-state] HStack#addToCartStepper/Button[2]: \"increment\" is disabled in the model, but the button is drawn enabled (at 100% opacity) and responds (en_US, large)",
        ])
    }

    /// Below the limit the same style is right: the model allows the "+".
    @Test func theSameStyleBelowTheLimitPasses() throws {
        #expect(try Self.findings(AddToCartStepper(quantity: 98).stepperStyle(AlwaysEnabledPlusStepperStyle())) == [])
    }

    @Test func aMinusDrawnDimmedWhileItWorksIsAnError() throws {
        #expect(try Self.findings(QuantityStepper(value: 5, in: 0...10, label: "Copies").stepperStyle(AlwaysDimmedMinusStepperStyle())) == [
            "error [enabled-state] HStack#quantityStepper/Opacity/Button: \"decrement\" is enabled in the model, but the button is drawn dimmed (at 40% opacity) and responds (en_US, large)",
        ])
    }

    /// Every built-in style draws what the model says, at the bounds and between.
    @Test(arguments: StepperStyleRegistry().names)
    func builtInStylesDrawTheModelsState(name: String) throws {
        let style = try StepperStyleRegistry().style(named: name)
        for quantity in [0, 1, 2, 99] {
            #expect(try Self.findings(AddToCartStepper(quantity: quantity).stepperStyle(style)) == [], "quantity \(quantity)")
        }
        #expect(try Self.findings(AddToCartStepper(quantity: 0, maximum: 0).stepperStyle(style)) == [])
        for value in [0, 5, 10] {
            #expect(try Self.findings(QuantityStepper(value: value, in: 0...10, label: "Copies").stepperStyle(style)) == [], "value \(value)")
        }
    }

    /// Disabled controls are exempt from contrast (WCAG 1.4.3 exempts inactive components): the
    /// dimmed "+" at 99 is 1.81:1 against the gradient's #5856D6 (white is 5.65:1), and the contrast rule does not report it.
    @Test func theDimmedPlusIsExemptFromContrast() throws {
        let result = try AccessibilityFixtures.capsule(quantity: 99)
        #expect(AccessibilityFixtures.findings(result, rules: [.contrast]) == [])
    }

    /// Listed after the still-screen rules it joined last, before the motion rules, which read timelines.
    @Test func theRuleIsListedBeforeTheMotionRules() {
        #expect(Array(AuditRule.all.suffix(5)) == [.enabledState, .motionReduce, .motionDuration, .motionFlash, .motionEndState])
        #expect(AuditRule(identifier: "enabled-state") == .enabledState)
    }
}
