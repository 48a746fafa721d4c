import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct HiddenActionRuleTests {
    static let phone = ProposedSize(width: 390, height: nil)

    /// A 20 pt button drawn transparent, disabled, or not there at all: End reaches what no one sees.
    @Test func keyWithoutAShownEnabledButtonIsAnError() throws {
        let hidden = HStack {
            Button(.increment) { Rectangle().fill(.tint).frame(width: 20, height: 20) }
                .accessibilityLabel("More")
                .opacity(0)
                .tag("transparent")
        }
        .reachableActions([ReachableAction(.end, performs: .increment)])
        let disabled = HStack {
            Button(.increment) { Rectangle().fill(.tint).frame(width: 20, height: 20) }
                .accessibilityLabel("More")
                .disabled(true)
        }
        .reachableActions([ReachableAction(.pageUp, performs: .increment)])
        let missing = HStack {
            Button(.add) { Text(verbatim: "Add") }
        }
        .reachableActions([ReachableAction(.home, performs: .remove)])
        let screen = VStack { hidden; disabled; missing }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings == [
            "error [hidden-action] VStack/HStack[1]: End performs \"increment\", but VStack/HStack[1]/Opacity#transparent/Button is transparent (en_US, large)",
            "error [hidden-action] VStack/HStack[2]: Page Up performs \"increment\", but VStack/HStack[2]/Button is disabled (en_US, large)",
            "error [hidden-action] VStack/HStack[3]: Home performs \"remove\", but no button performs it (en_US, large)",
        ])
    }

    @Test func keyWithAShownEnabledButtonPasses() throws {
        let screen = HStack {
            Button(.increment) { Rectangle().fill(.tint).frame(width: 44, height: 44) }.accessibilityLabel("More")
        }
        .reachableActions([ReachableAction(.end, performs: .increment)])
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings.isEmpty)
    }

    /// Of several buttons performing the action, one usable is enough; when none is, the first is named.
    @Test func anyUsableButtonPassesAndTheFirstIsNamedWhenNoneIs() throws {
        func row(secondShown: Bool) -> some View {
            HStack {
                Button(.increment) { Rectangle().fill(.tint).frame(width: 44, height: 44) }.accessibilityLabel("More").disabled(true)
                Button(.increment) { Rectangle().fill(.tint).frame(width: 44, height: 44) }.accessibilityLabel("Add one").opacity(secondShown ? 1 : 0)
            }
            .reachableActions([ReachableAction(.end, performs: .increment)])
        }
        let screen = VStack { row(secondShown: true); row(secondShown: false) }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings == [
            "error [hidden-action] VStack/HStack[2]: End performs \"increment\", but VStack/HStack[2]/Button is disabled (en_US, large)",
        ])
    }

    /// VoiceOver reaches buttons that a person cannot see: beyond the screen, or without area.
    @Test func accessibleButtonsThatAreNotShownAreErrors() throws {
        let screen = HStack {
            Button(.increment) { Rectangle().fill(.tint).frame(width: 20, height: 20) }
                .accessibilityLabel("More")
                .offset(x: -100, y: 0)
            Button(.decrement) { Rectangle().fill(.tint).frame(width: 0, height: 20) }
                .accessibilityLabel("Less")
            Spacer()
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings == [
            "error [hidden-action] HStack/Button[1]: button \"More\" is reachable by assistive technology but beyond the 390 pt screen (en_US, large)",
            "error [hidden-action] HStack/Button[2]: button \"Less\" is reachable by assistive technology but 0×20 pt, without area (en_US, large)",
        ])
    }

    /// What the add-to-cart model once let keys do: End set 99 while only Add showed, Home removed
    /// the item at 5. Declared as the old model did, the rule catches both.
    @Test func theOldAddToCartKeysAreCaught() throws {
        let screen = VStack {
            AddToCartStepper(quantity: 0).reachableActions([ReachableAction(.end, performs: .increment)])
            AddToCartStepper(quantity: 5).reachableActions([ReachableAction(.home, performs: .remove)])
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings == [
            "error [hidden-action] VStack/Background#addToCartStepper[1]: End performs \"increment\", but no button performs it (en_US, large)",
            "error [hidden-action] VStack/Background#addToCartStepper[2]: Home performs \"remove\", but no button performs it (en_US, large)",
        ])
    }

    /// The steppers' models now reach only what their visible buttons do, in every built-in style.
    @Test(arguments: [0, 1, 2, 99])
    func addToCartStepperKeysMatchItsButtons(quantity: Int) throws {
        for style in StepperStyleRegistry().names {
            let screen = AddToCartStepper(quantity: quantity).stepperStyle(try StepperStyleRegistry().style(named: style))
            let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
            #expect(findings.isEmpty, "\(style): \(findings)")
        }
    }

    @Test(arguments: [0, 10, 100])
    func quantityStepperKeysMatchItsButtons(value: Int) throws {
        let screen = QuantityStepper(value: value, in: 0...100, label: "Copies")
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.hiddenAction])
        #expect(findings.isEmpty)
    }

    /// The reachable inputs of the add-to-cart stepper, named by what they do.
    @Test func addToCartInputsAreNamedByTheirEffect() {
        #expect(AddToCartModel(quantity: 0).reachableActions.isEmpty)
        #expect(AddToCartModel(quantity: 1).reachableActions.map(\.description) == [
            "accessibility increment → increment", "accessibility decrement → remove", "End → increment", "Page Up → increment",
        ])
        #expect(AddToCartModel(quantity: 5).reachableActions.map(\.description) == [
            "accessibility increment → increment", "accessibility decrement → decrement", "Home → decrement", "End → increment",
            "Page Up → increment", "Page Down → decrement",
        ])
    }
}
