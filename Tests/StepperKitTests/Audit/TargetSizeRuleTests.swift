import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct TargetSizeRuleTests {
    /// Three 11 pt icon buttons side by side: their 44 pt hit areas overlap, so each keeps only its
    /// side of every overlap.
    @Test func crowdedButtonsShareTheirHitAreas() throws {
        let crowded = HStack(spacing: 0) {
            Button(.decrement) { Icon(.minus) }.accessibilityLabel("Less")
            Button(.add) { Icon(.cart) }.accessibilityLabel("Cart")
            Button(.increment) { Icon(.plus) }.accessibilityLabel("More")
        }
        .font(.caption2)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(crowded)) == [
            "error [target-size] HStack/Button[1]: hit area 27.5×44 pt is smaller than 44×44 pt (its 44×44 pt hit area overlaps HStack/Button[2], HStack/Button[3]) (en_US, large)",
            "error [target-size] HStack/Button[2]: hit area 11×44 pt is smaller than 44×44 pt (its 44×44 pt hit area overlaps HStack/Button[1], HStack/Button[3]) (en_US, large)",
            "error [target-size] HStack/Button[3]: hit area 27.5×44 pt is smaller than 44×44 pt (its 44×44 pt hit area overlaps HStack/Button[1], HStack/Button[2]) (en_US, large)",
            // Only the middle one is under 24 pt, and a 24 pt circle around it meets its neighbours.
            "error [target-size-minimum] HStack/Button[2]: hit area 11×44 pt is under WCAG 2.5.8's 24×24 pt and a 24 pt circle around it meets HStack/Button[1] (en_US, large)",
        ])
    }

    @Test func buttonsDrawnAt44PointsPass() throws {
        let roomy = HStack(spacing: 0) {
            Button(.decrement) { Icon(.minus).frame(width: 44, height: 44) }.accessibilityLabel("Less")
            Button(.add) { Icon(.cart).frame(width: 44, height: 44) }.accessibilityLabel("Cart")
            Button(.increment) { Icon(.plus).frame(width: 44, height: 44) }.accessibilityLabel("More")
        }
        .font(.caption2)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(roomy)).isEmpty)
    }

    @Test func disabledButtonsAreNotTargets() throws {
        let crowded = HStack(spacing: 0) {
            Button(.decrement) { Icon(.minus) }.accessibilityLabel("Less").disabled(true)
            Button(.increment) { Icon(.plus) }.accessibilityLabel("More").disabled(true)
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(crowded)).isEmpty)
    }

    /// A hit area the engine would never make: the rule checks hit areas, not how they were made. A
    /// lone 20 pt target passes WCAG 2.5.8 by its spacing exception but not the kit's 44 pt.
    @Test(arguments: [
        (30.0, ["error [target-size] Button: hit area 30×30 pt is smaller than 44×44 pt (en_US, large)"]),
        (20.0, ["error [target-size] Button: hit area 20×20 pt is smaller than 44×44 pt (en_US, large)"]),
        (44.0, []),
    ])
    func loneHitAreaIsMeasuredAsIs(side: Double, expected: [String]) throws {
        let frame = Rect(x: 0, y: 0, width: side, height: side)
        let button = LaidOutNode(
            kind: .button, frame: frame,
            button: ButtonInfo(action: .add, role: nil, hitArea: frame, isEnabled: true, repeatsWhileHeld: false),
            accessibility: AccessibilityInfo(
                label: "Add", value: nil, hint: nil, traits: [], isHidden: false, children: nil, adjustableActions: nil
            )
        )
        let result = LayoutResult(root: button, environment: try AccessibilityFixtures.environment())
        #expect(AccessibilityFixtures.findings(result) == expected)
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility5])
    func capsuleStepperHitsBig(size: DynamicTypeSize) throws {
        for quantity in [0, 1, 3] {
            let result = try AccessibilityFixtures.capsule(quantity: quantity, size: size)
            #expect(AccessibilityFixtures.findings(result, rules: [.targetSize, .minimumTargetSize]).isEmpty)
        }
    }
}
