import Testing
@testable import StepperKit
@testable import StepperKitUI

struct RepeatScheduleTests {
    @Test(arguments: [
        (Duration.milliseconds(-5), 0),
        (.zero, 0),
        (.milliseconds(400), 0),
        (.milliseconds(499), 0),
        (.milliseconds(500), 1),   // a repeat due at the instant of release counts
        (.milliseconds(599), 1),
        (.milliseconds(600), 2),
        (.milliseconds(690), 3),   // the gap after repeat 2 is 90 ms
        (.seconds(1), 8),          // 500, 600, 690, 770, 840, 900, 950, 1000
        (.seconds(3), 48),         // 900 ms + 42 gaps of 50 ms
        (.seconds(60), 1_188),     // 6 + (60 000 − 900) / 50
    ])
    func acceleratingHoldRepeatCounts(hold: Duration, repeats: Int) {
        #expect(RepeatSchedule.accelerating.repeatCount(forHold: hold) == repeats)
    }

    @Test func acceleratingRepeatTimesShrinkByTenMillisecondsToFifty() {
        let times = RepeatSchedule.accelerating.repeatTimes(forHold: .milliseconds(1_100))
        #expect(times == [500, 600, 690, 770, 840, 900, 950, 1_000, 1_050, 1_100].map { Duration.milliseconds($0) })
    }

    @Test(arguments: [(1, 100), (2, 90), (5, 60), (6, 50), (100, 50), (0, 100)])
    func gapsShrinkUntilTheMinimum(after repeatNumber: Int, milliseconds: Int) {
        #expect(RepeatSchedule.accelerating.gap(after: repeatNumber) == .milliseconds(milliseconds))
    }

    @Test(arguments: [(Duration.milliseconds(400), 0), (.seconds(1), 6), (.seconds(3), 26)])
    func steadyRepeatsEveryHundredMilliseconds(hold: Duration, repeats: Int) {
        #expect(RepeatSchedule.steady.repeatCount(forHold: hold) == repeats)
    }

    @Test func repeatCountsAgreeWithRepeatTimes() {
        let schedule = RepeatSchedule(initialDelay: .milliseconds(400), initialInterval: .milliseconds(200),
                                      minimumInterval: .milliseconds(50), acceleration: .milliseconds(25))
        // 400, 600, 775, 925, 1050, 1150, 1225, 1275, 1325, …
        #expect(schedule.repeatTimes(forHold: .milliseconds(1_325)).count == 9)
        #expect(schedule.repeatCount(forHold: .milliseconds(1_325)) == 9)
        #expect(schedule.repeatCount(forHold: .milliseconds(1_324)) == 8)
    }

    @Test func unusableDurationsAreKeptWithinLimits() {
        let schedule = RepeatSchedule(initialDelay: .seconds(-1), initialInterval: .zero,
                                      minimumInterval: .seconds(10), acceleration: .nanoseconds(1))
        #expect(schedule.initialDelay == .zero)
        #expect(schedule.initialInterval == .milliseconds(1))
        #expect(schedule.minimumInterval == .milliseconds(1))
        #expect(schedule.acceleration == .microseconds(1))
        #expect(schedule.repeatCount(forHold: .seconds(1)) == 1_001)
    }

    @Test func theLongestHoldDoesNotOverflow() {
        let schedule = RepeatSchedule(initialDelay: .zero, initialInterval: .seconds(3600),
                                      minimumInterval: .milliseconds(1), acceleration: .microseconds(1))
        #expect(schedule.repeatCount(forHold: .seconds(Int64.max)) == Int.max)
    }
}
