import Testing
@testable import StepperKit
@testable import StepperKitUI

struct QuantityStepperModelTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var start: Int
        var bounds: ClosedRange<Int> = 0...100
        var step = 1
        var reduceMotion = false
        var event: StepperEvent
        var value: Int
        var effects: [Effect]

        var testDescription: String { "\(start) in \(bounds) step \(step): \(event) → \(value)" }
    }

    static let rows: [Row] = [
        Row(start: 10, event: .tap(.increment), value: 11, effects: [tick, animated(.numericText(from: 10, to: 11)), announced(11)]),
        Row(start: 10, event: .tap(.decrement), value: 9, effects: [tick, animated(.numericText(from: 10, to: 9)), announced(9)]),
        // The range the seed left as "todo" is enforced: no change, no haptic at a bound.
        Row(start: 100, event: .tap(.increment), value: 100, effects: []),
        Row(start: 0, event: .tap(.decrement), value: 0, effects: []),
        Row(start: 0, event: .tap(.add), value: 0, effects: []),  // no Add button on this stepper
        // VoiceOver reads the adjusted value itself: no announcement.
        Row(start: 10, event: .accessibilityIncrement, value: 11, effects: [tick, animated(.numericText(from: 10, to: 11))]),
        Row(start: 10, event: .accessibilityDecrement, value: 9, effects: [tick, animated(.numericText(from: 10, to: 9))]),
        Row(start: 10, event: .home, value: 0, effects: [tick, animated(.numericText(from: 10, to: 0)), announced(0)]),
        Row(start: 10, event: .end, value: 100, effects: [tick, animated(.numericText(from: 10, to: 100)), announced(100)]),
        Row(start: 10, event: .pageUp, value: 20, effects: [tick, animated(.numericText(from: 10, to: 20)), announced(20)]),
        Row(start: 5, event: .pageDown, value: 0, effects: [tick, animated(.numericText(from: 5, to: 0)), announced(0)]),
        Row(start: 0, bounds: 0...100, step: 5, event: .tap(.increment), value: 5,
            effects: [tick, animated(.numericText(from: 0, to: 5)), announced(5)]),
        Row(start: 0, bounds: 0...100, step: 5, event: .pageUp, value: 50,
            effects: [tick, animated(.numericText(from: 0, to: 50)), announced(50)]),
        Row(start: 10, reduceMotion: true, event: .tap(.increment), value: 11,
            effects: [tick, still(.numericText(from: 10, to: 11)), announced(11)]),
        // Holds: the press plus the repeats of the accelerating schedule; one haptic per step,
        // the final value announced once.
        Row(start: 0, bounds: 0...1_000, event: .hold(.increment, for: .milliseconds(400)), value: 1,
            effects: [tick, animated(.numericText(from: 0, to: 1)), announced(1)]),
        Row(start: 0, bounds: 0...1_000, event: .hold(.increment, for: .milliseconds(500)), value: 2,
            effects: ticks(2) + [animated(.numericText(from: 0, to: 2)), announced(2)]),
        Row(start: 0, bounds: 0...1_000, event: .hold(.increment, for: .milliseconds(600)), value: 3,
            effects: ticks(3) + [animated(.numericText(from: 0, to: 3)), announced(3)]),
        Row(start: 0, bounds: 0...1_000, event: .hold(.increment, for: .seconds(1)), value: 9,
            effects: ticks(9) + [animated(.numericText(from: 0, to: 9)), announced(9)]),
        Row(start: 0, bounds: 0...1_000, event: .hold(.increment, for: .seconds(3)), value: 49,
            effects: ticks(49) + [animated(.numericText(from: 0, to: 49)), announced(49)]),
        Row(start: 100, bounds: 0...1_000, step: 5, event: .hold(.decrement, for: .seconds(1)), value: 55,
            effects: ticks(9) + [animated(.numericText(from: 100, to: 55)), announced(55)]),
        // A hold stops at the bound: 49 presses wanted, 5 possible.
        Row(start: 95, event: .hold(.increment, for: .seconds(3)), value: 100,
            effects: ticks(5) + [animated(.numericText(from: 95, to: 100)), announced(100)]),
    ]

    @Test(arguments: rows)
    func eventsMoveTheValueWithinTheRange(row: Row) {
        let model = QuantityStepperModel(value: row.start, in: row.bounds, step: row.step, reduceMotion: row.reduceMotion)
        let update = model.send(row.event)
        #expect(update.state.value == row.value)
        #expect(update.effects == row.effects)
    }

    @Test(arguments: [(250, 100), (-5, 0), (42, 42)])
    func theInitialValueIsClampedIntoTheRange(given: Int, kept: Int) {
        #expect(QuantityStepperModel(value: given, in: 0...100).value == kept)
    }

    @Test(arguments: [(0, false, true), (50, true, true), (100, true, false)])
    func buttonsAreDisabledAtTheBounds(value: Int, canDecrement: Bool, canIncrement: Bool) {
        let model = QuantityStepperModel(value: value, in: 0...100)
        #expect(model.canDecrement == canDecrement)
        #expect(model.canIncrement == canIncrement)
    }

    @Test func theSteadyScheduleRepeatsWithoutAccelerating() {
        let model = QuantityStepperModel(value: 0, in: 0...100, holdSchedule: .steady)
        // The press and 6 repeats: 500, 600, …, 1000 ms.
        #expect(model.send(.hold(.increment, for: .seconds(1))).state.value == 7)
    }

    @Test func eventsCanBeSentInSequence() {
        let update = QuantityStepperModel(value: 1, in: 1...10).send([.tap(.increment), .end, .tap(.increment)])
        #expect(update.state.value == 10)
        #expect(update.effects == [tick, animated(.numericText(from: 1, to: 2)), announced(2),
                                   tick, animated(.numericText(from: 2, to: 10)), announced(10)])
    }
}
