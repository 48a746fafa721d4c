import Testing
@testable import StepperKit
@testable import StepperKitUI

struct StepperValueTests {
    struct AdjustmentRow: Sendable, CustomTestStringConvertible {
        var start: Int
        var bounds: ClosedRange<Int>
        var step = 1
        var largeStep: Int?
        var adjustment: StepperAdjustment
        var expected: Int

        var testDescription: String { "\(start) in \(bounds) step \(step): \(adjustment) → \(expected)" }
    }

    static let adjustments: [AdjustmentRow] = [
        AdjustmentRow(start: 5, bounds: 0...10, adjustment: .increment, expected: 6),
        AdjustmentRow(start: 5, bounds: 0...10, adjustment: .decrement, expected: 4),
        AdjustmentRow(start: 10, bounds: 0...10, adjustment: .increment, expected: 10),
        AdjustmentRow(start: 0, bounds: 0...10, adjustment: .decrement, expected: 0),
        // Off the grid 0, 3, 6, 9: one step goes to the next grid value, not value ± step.
        AdjustmentRow(start: 4, bounds: 0...10, step: 3, adjustment: .increment, expected: 6),
        AdjustmentRow(start: 4, bounds: 0...10, step: 3, adjustment: .decrement, expected: 3),
        // 12 is beyond the bounds and 10 is off the grid: 9 is the top.
        AdjustmentRow(start: 9, bounds: 0...10, step: 3, adjustment: .increment, expected: 9),
        AdjustmentRow(start: 4, bounds: 0...10, step: 3, adjustment: .steps(5), expected: 9),
        // The grid counts from the lower bound: 1, 6, 11, 16, …
        AdjustmentRow(start: 1, bounds: 1...100, step: 5, adjustment: .steps(3), expected: 16),
        // Page Up/Down: 10 steps by default, clamped.
        AdjustmentRow(start: 5, bounds: 0...100, adjustment: .largeSteps(1), expected: 15),
        AdjustmentRow(start: 95, bounds: 0...100, adjustment: .largeSteps(1), expected: 100),
        AdjustmentRow(start: 5, bounds: 0...100, adjustment: .largeSteps(-1), expected: 0),
        AdjustmentRow(start: 0, bounds: 0...100, step: 5, adjustment: .largeSteps(1), expected: 50),
        // A large step off the step's multiples still lands on the grid: 7 + 12 = 19 → 16.
        AdjustmentRow(start: 7, bounds: 1...100, step: 5, largeStep: 12, adjustment: .largeSteps(1), expected: 16),
        // Home and End.
        AdjustmentRow(start: 50, bounds: 0...100, adjustment: .minimum, expected: 0),
        AdjustmentRow(start: 50, bounds: 0...100, adjustment: .maximum, expected: 100),
        AdjustmentRow(start: 0, bounds: 0...10, step: 3, adjustment: .maximum, expected: 9),
        // Extremes: nothing overflows.
        AdjustmentRow(start: .max - 1, bounds: .min ... .max, adjustment: .largeSteps(1), expected: .max),
        AdjustmentRow(start: .min + 1, bounds: .min ... .max, adjustment: .largeSteps(-1), expected: .min),
        AdjustmentRow(start: 0, bounds: .min ... .max, adjustment: .steps(.max), expected: .max),
        AdjustmentRow(start: 0, bounds: .min ... .max, adjustment: .steps(.min), expected: .min),
        // Int.min + Int.max == -1, the next grid value.
        AdjustmentRow(start: .min, bounds: .min ... .max, step: .max, adjustment: .increment, expected: -1),
        AdjustmentRow(start: 0, bounds: 0...10, adjustment: .steps(0), expected: 0),
    ]

    @Test(arguments: adjustments)
    func adjustmentsLandOnTheGridWithinTheBounds(row: AdjustmentRow) {
        var value = StepperValue(row.start, in: row.bounds, step: row.step, largeStep: row.largeStep)
        #expect(value.value(after: row.adjustment) == row.expected)
        #expect(value.apply(row.adjustment) == (row.expected != row.start))
        #expect(value.value == row.expected)
    }

    @Test(arguments: [
        // (value, bounds, step, canIncrement, canDecrement)
        (0, 0...10, 1, true, false),
        (5, 0...10, 1, true, true),
        (10, 0...10, 1, false, true),
        (9, 0...10, 3, false, true),  // the next grid value, 12, is out of bounds
        (7, 7...7, 1, false, false),  // a single-value range
    ])
    func enabledFlagsFollowTheValidRange(value: Int, bounds: ClosedRange<Int>, step: Int, up: Bool, down: Bool) {
        let stepper = StepperValue(value, in: bounds, step: step)
        #expect(stepper.canIncrement == up)
        #expect(stepper.canDecrement == down)
    }

    @Test(arguments: [
        // (given, bounds, step, kept)
        (250, 1...100, 1, 100),
        (-3, 1...100, 1, 1),
        (4, 0...10, 3, 4),   // in range: kept off the grid
        (10, 0...10, 3, 9),  // above the highest valid value
    ])
    func creatingClampsIntoTheValidRange(given: Int, bounds: ClosedRange<Int>, step: Int, kept: Int) {
        #expect(StepperValue(given, in: bounds, step: step).value == kept)
    }

    @Test func settingTheValueClamps() {
        var tickets = StepperValue(1, in: 1...10)
        tickets.value = 42
        #expect(tickets.value == 10)
        tickets.value = -42
        #expect(tickets.value == 1)
    }

    @Test(arguments: [
        // (step, largeStep, expected step, expected large step)
        (1, nil, 1, 10),
        (5, nil, 5, 50),
        (0, nil, 1, 10),   // a step below 1 counts as 1
        (-4, nil, 1, 10),
        (5, 12, 5, 12),
        (5, 0, 5, 50),     // a large step below 1 uses the default
        (Int.max, nil, Int.max, Int.max),  // 10 × step saturates
    ] as [(Int, Int?, Int, Int)])
    func stepsAreAtLeastOneAndLargeStepDefaultsToTenSteps(step: Int, largeStep: Int?, expectedStep: Int, expectedLarge: Int) {
        let value = StepperValue(0, in: 0...100, step: step, largeStep: largeStep)
        #expect(value.step == expectedStep)
        #expect(value.largeStep == expectedLarge)
    }

    @Test(arguments: [
        // (candidate, snapped, clamped) on 0...100 step 5
        (7, 5, 7),
        (8, 10, 8),
        (-3, 0, 0),
        (250, 100, 100),
        (10, 10, 10),
    ])
    func snappingGoesToTheNearestValidValueAndClampingOnlyFixesTheRange(candidate: Int, snapped: Int, clamped: Int) {
        let fives = StepperValue(0, in: 0...100, step: 5)
        #expect(fives.snapped(candidate) == snapped)
        #expect(fives.clamped(candidate) == clamped)
    }

    @Test func snappingHalfwayPicksTheHigherValue() {
        #expect(StepperValue(0, in: 0...100, step: 10).snapped(15) == 20)
    }

    @Test(arguments: [
        // (candidate, below, above) on 0...10 step 3: grid 0, 3, 6, 9
        (7, 6, 9),
        (6, 6, 6),
        (10, 9, nil),
        (-2, nil, 0),
        (50, 9, nil),
    ] as [(Int, Int?, Int?)])
    func neighboursAreTheNearestValidValuesOnEachSide(candidate: Int, below: Int?, above: Int?) {
        let neighbours = StepperValue(0, in: 0...10, step: 3).neighbours(of: candidate)
        #expect(neighbours.below == below)
        #expect(neighbours.above == above)
    }

    @Test(arguments: [
        // (candidate, on step, valid) on 1...100 step 5: grid 1, 6, 11, …, 96
        (11, true, true),
        (10, false, false),
        (101, true, false),  // on the grid, out of bounds
        (-4, true, false),
    ])
    func validityNeedsTheGridAndTheBounds(candidate: Int, onStep: Bool, valid: Bool) {
        let value = StepperValue(1, in: 1...100, step: 5)
        #expect(value.isOnStep(candidate) == onStep)
        #expect(value.isValid(candidate) == valid)
    }
}
