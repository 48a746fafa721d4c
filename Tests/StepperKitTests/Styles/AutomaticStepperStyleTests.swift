import Testing
import StepperKitLocalization
@testable import StepperKit
@testable import StepperKitUI

/// Without a style set, each component draws its own look (issue 26: QuantityStepper ignored `.controlSize`).
struct AutomaticStepperStyleTests {
    @Test func theDefaultIsAutomatic() throws {
        #expect(EnvironmentValues().stepperStyle.name == "automatic")
        #expect(EnvironmentValues().stepperStyle.isAutomatic)
        #expect(!AnyStepperStyle(.capsule).isAutomatic)
        #expect(AnyStepperStyle(AnyStepperStyle(.automatic), name: "mine").isAutomatic)
    }

    /// Document 004's stepper: padding 4 / 8 pt and footnote / body as the control size goes mini / regular.
    @Test func aQuantityStepperFollowsTheControlSizeByDefault() throws {
        let stepper = QuantityStepper(value: 3, in: 0...9, label: "Copies")
        let regular = try layout(stepper, in: try environment(controlSize: .regular)).root
        let mini = try layout(stepper, in: try environment(controlSize: .mini)).root
        let explicit = try layout(stepper.stepperStyle(.controlSizeAware), in: try environment(controlSize: .mini)).root
        #expect(mini.dump() == explicit.dump())
        #expect(mini.frame.height < regular.frame.height)
        // The capsule would ignore it: the same height at both sizes.
        let capsule = { (size: ControlSize) in try layout(stepper.stepperStyle(.capsule), in: try environment(controlSize: size)).root.frame.height }
        #expect(try capsule(.mini) == capsule(.regular))
    }

    @Test func theAddToCartStepperDrawsTheCapsuleByDefault() throws {
        let automatic = try layout(AddToCartStepper(quantity: 2), in: try environment()).root
        let capsule = try layout(AddToCartStepper(quantity: 2).stepperStyle(.capsule), in: try environment()).root
        #expect(automatic.frame == capsule.frame)
        #expect(automatic.allNodes.map(\.frame) == capsule.allNodes.map(\.frame))
    }
}
