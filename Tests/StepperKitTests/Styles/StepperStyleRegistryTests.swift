import Testing
@testable import StepperKit
@testable import StepperKitUI

/// A style written in a test file, as an app would write one.
struct PillStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.decrementButton { Icon(.minus) }
            configuration.valueText
            configuration.incrementButton { Icon(.plus) }
        }
        .padding(.horizontal, 12)
        .background(Capsule().stroke(.tint, lineWidth: 2))
        .tag("pill")
    }
}

struct StepperStyleRegistryTests {
    @Test func holdsTheBuiltInsByName() {
        #expect(StepperStyleRegistry().names == ["capsule", "bordered", "controlSizeAware", "repeating"])
    }

    @Test func registersAnAppStyleUnderANewName() throws {
        var registry = StepperStyleRegistry()
        try registry.register(PillStepperStyle(), as: "pill")
        #expect(registry.names.last == "pill")
        #expect(try registry.style(named: "pill").name == "pill")
    }

    @Test func aDuplicateNameIsAnErrorListingTheNames() throws {
        let registry = try StepperStyleRegistry().registering(PillStepperStyle(), as: "pill")
        #expect(throws: StepperStyleRegistryError.duplicate("capsule", registered: ["capsule", "bordered", "controlSizeAware", "repeating", "pill"])) {
            try registry.registering(PillStepperStyle(), as: "capsule")
        }
        #expect(StepperStyleRegistryError.duplicate("pill", registered: ["capsule", "pill"]).description
            == "A stepper style named \"pill\" is already registered; registered: capsule, pill.")
    }

    @Test func anUnknownNameIsAnErrorListingTheNames() {
        #expect(throws: StepperStyleRegistryError.unknown("pil", registered: ["capsule", "bordered", "controlSizeAware", "repeating"])) {
            try StepperStyleRegistry().style(named: "pil")
        }
        #expect(StepperStyleRegistryError.unknown("pil", registered: ["capsule", "bordered"]).description
            == "No stepper style is named \"pil\"; registered: capsule, bordered.")
    }

    @Test(arguments: ["", " pill", "pill "])
    func namesMustBeNonEmptyWithoutSurroundingSpaces(name: String) {
        var registry = StepperStyleRegistry()
        #expect(throws: StepperStyleRegistryError.invalidName(name)) { try registry.register(PillStepperStyle(), as: name) }
    }

    @Test func aRegisteredStyleDrawsComponentsThroughTheEnvironment() throws {
        let registry = try StepperStyleRegistry().registering(PillStepperStyle(), as: "pill")
        let stepper = QuantityStepper(value: 3, in: 0...9, label: "Quantity")
            .stepperStyle(try registry.style(named: "pill"))
        let root = try layout(stepper, in: try environment()).root
        let pill = try #require(root.first(tagged: "pill"))
        // Accessibility is applied outside the style: the stepper is one adjustable element.
        let stepperNode = try #require(root.first(tagged: "quantityStepper"))
        #expect(stepperNode.accessibility?.label == "Quantity")
        #expect(stepperNode.accessibility?.value == "3")
        #expect(stepperNode.accessibility?.traits == .adjustable)
        #expect(stepperNode.accessibility?.children == .ignore)
        #expect(pill.buttons.map { $0.button?.action } == [.decrement, .increment])
    }

    @Test func anErasedStyleIsNamedAfterItsType() {
        #expect(AnyStepperStyle(PillStepperStyle()).name == "pill")
        #expect(AnyStepperStyle(.capsule).name == "capsule")
        #expect(AnyStepperStyle(.controlSizeAware).name == "controlSizeAware")
    }
}
