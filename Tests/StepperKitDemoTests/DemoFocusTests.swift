import Testing
import StepperKit
import StepperKitDemo

/// `stepperkit render labeledStepper --focus increment`: focus is on one control, not on every "+".
struct DemoFocusTests {
    @Test(arguments: [ActionID.increment, .decrement])
    func focusRingsOneControlOfTheLabeledStepperScreen(action: ActionID) throws {
        let environment = try environment().with { $0.focusedAction = action }
        let root = try layout(DemoScene.labeledStepper.node(), in: environment, proposal: DemoScene.screenProposal).root
        let focused = root.allNodes.filter { $0.button?.isFocused == true }
        #expect(focused.count == 1)
        #expect(focused.first?.button?.action == action)
    }
}
