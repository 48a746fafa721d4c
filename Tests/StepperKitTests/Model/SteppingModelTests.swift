import Testing
@testable import StepperKit

/// The value a screen's reachable actions lead to is worked out without effects: it is the value
/// `send(_:)` leads to, for every event, value, bound and step.
struct SteppingModelTests {
    static let events: [StepperEvent] = [
        .tap(.increment), .tap(.decrement), .tap(.add), .accessibilityIncrement, .accessibilityDecrement,
        .home, .end, .pageUp, .pageDown, .hold(.increment, for: .seconds(2)), .hold(.decrement, for: .milliseconds(900)),
    ]

    @Test(arguments: [(0...10, 1, nil), (1...100, 1, 10), (-20...20, 5, nil), (0...7, 3, 2)] as [(ClosedRange<Int>, Int, Int?)])
    func valueAfterAnEventIsTheValueSendLeadsTo(bounds: ClosedRange<Int>, step: Int, largeStep: Int?) {
        for value in bounds {
            let quantity = QuantityStepperModel(value: value, in: bounds, step: step, largeStep: largeStep)
            let labeled = LabeledStepperModel(value: value, in: bounds, step: step, largeStep: largeStep)
            for event in Self.events {
                #expect(quantity.value(after: event) == quantity.send(event).state.value, "\(event) from \(value)")
                #expect(labeled.value(after: event) == labeled.send(.stepper(event)).state.value, "\(event) from \(value)")
            }
        }
    }

    @Test func quantityAfterAnEventIsTheQuantitySendLeadsTo() {
        for quantity in 0...12 {
            for maximum in [1, 5, 10] {
                let model = AddToCartModel(quantity: quantity, maximum: maximum)
                for event in Self.events {
                    #expect(model.quantity(after: event) == model.send(event).state.quantity, "\(event) from \(quantity) of \(maximum)")
                }
            }
        }
    }
}
