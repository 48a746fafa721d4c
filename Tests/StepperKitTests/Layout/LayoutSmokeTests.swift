import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit

struct LayoutSmokeTests {
    @Test func dumpsACapsuleStepper() throws {
        let engine = try LayoutEngine()
        let environment = EnvironmentValues(locale: try LocaleID("en_US"))
        let configuration = StepperStyleConfiguration(
            value: 3, formattedValue: "3", bounds: 0...99, canIncrement: true, canDecrement: true,
            environment: environment, accessibility: .separateControls(valueName: "Quantity")
        )
        let node = CapsuleStepperStyle().makeBody(configuration: configuration)
        let result = try engine.layout(node, in: environment)
        // 44 pt decrement + 34 pt count + 44 pt increment at the default size.
        #expect(result.root.frame.size == Size(width: 122, height: 44))
        #expect(result.root.first(tagged: "value")?.accessibility?.label == "Quantity")
    }
}
