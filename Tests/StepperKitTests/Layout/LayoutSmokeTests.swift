import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

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
        // The bare style's value is plain text: the component makes it the "Quantity" element.
        #expect(result.root.first(tagged: "value")?.accessibility == nil)
    }
}

struct LayoutServicesTests {
    @Test func theFontCacheStaysBoundedWhenAnimationsAskForManySizes() throws {
        let services = LayoutServices(icons: try IconSet.standard(), localizer: try Localizer.kit)
        let engine = LayoutEngine(services: services)
        let environment = try environment()
        // A flight's copy shrinks continuously: each sampled moment is a new point size.
        for step in 0..<300 {
            let sample = Flight.Sample(progress: Double(step) / 300, offset: .zero, scale: 1 - 0.75 * Double(step) / 300)
            _ = try engine.layout(FlightCopy(image: .cart, sample: sample).overlay(Text(verbatim: "x").font(.system(size: 10 + Double(step) / 10))), in: environment)
        }
        #expect(services.cachedFontCount <= 256)
        #expect(services.cachedFontCount > 100)
    }
}
