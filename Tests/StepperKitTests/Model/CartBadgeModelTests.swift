import Testing
@testable import StepperKit
@testable import StepperKitUI

struct CartBadgeModelTests {
    // Reference values: each keyframe follows the critically damped step response
    // 1 − (1 + ωτ)e^(−ωτ), ω = 4π, normalised to reach its value at the keyframe's end.
    @Test(arguments: [
        (Duration.zero, 1.0),
        (.milliseconds(35), 1.0414545405394684),
        (.milliseconds(70), 1.1257733290643681),
        (.milliseconds(140), 1.3),                 // the peak, exactly
        (.milliseconds(200), 1.241090919644126),
        (.milliseconds(290), 1.110582351115186),
        (.milliseconds(440), 1.0),                 // settled, exactly
        (.seconds(1), 1.0),
        (.milliseconds(-10), 1.0),                 // before the bump
    ])
    func bumpKeyframesSpringToOnePointThreeAndBack(elapsed: Duration, scale: Double) {
        expectClose(CartBadgeModel.bumpScale(afterElapsed: elapsed), scale)
    }

    // A cart never holds fewer than nothing: "-1 item" is never announced nor drawn.
    @Test func negativeCountsAreZero() {
        #expect(CartBadgeModel(count: -2).count == 0)
        #expect(!CartBadgeModel(count: -2).isBadgeVisible)
        let update = CartBadgeModel(count: 3).send(.countChanged(to: -1, now: .zero))
        #expect(update.state.count == 0)
        #expect(CartBadgeModel(count: 0).send(.countChanged(to: -5, now: .zero)).effects.isEmpty)
    }

    @Test func aChangeBumpsTheIconFromItsTime() {
        let cart = CartBadgeModel().send(.countChanged(to: 1, now: .seconds(2))).state
        #expect(cart.bumpStartedAt == .seconds(2))
        expectClose(cart.scale(at: .seconds(2) + .milliseconds(140)), 1.3)
        expectClose(cart.scale(at: .seconds(3)), 1)
    }

    @Test func aChangeDuringABumpRestartsItFromTheCurrentScale() {
        let cart = CartBadgeModel().send([.countChanged(to: 1, now: .zero), .countChanged(to: 2, now: .milliseconds(70))]).state
        expectClose(cart.scale(at: .milliseconds(70)), 1.1257733290643681)
        expectClose(cart.scale(at: .milliseconds(210)), 1.3)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var start: Int
        var count: Int
        var reduceMotion = false
        var effects: [Effect]

        var testDescription: String { "\(start) → \(count)\(reduceMotion ? " with Reduce Motion" : "")" }
    }

    @Test(arguments: [
        // The badge appears: nothing to roll yet.
        Row(start: 0, count: 1, effects: [.announcement(.cartCount(1)), animated(.cartBump)]),
        Row(start: 1, count: 2, effects: [.announcement(.cartCount(2)), animated(.numericText(from: 1, to: 2)), animated(.cartBump)]),
        Row(start: 3, count: 0, effects: [.announcement(.cartCount(0)), animated(.cartBump)]),
        // With Reduce Motion: announced and swapped, never bumped.
        Row(start: 1, count: 2, reduceMotion: true, effects: [.announcement(.cartCount(2)), still(.numericText(from: 1, to: 2))]),
        Row(start: 0, count: 1, reduceMotion: true, effects: [.announcement(.cartCount(1))]),
        // No change, nothing to say.
        Row(start: 2, count: 2, effects: []),
    ])
    func countChangesAreAnnouncedAndBumped(row: Row) {
        let update = CartBadgeModel(count: row.start, reduceMotion: row.reduceMotion)
            .send(.countChanged(to: row.count, now: .zero))
        #expect(update.state.count == row.count)
        #expect(update.effects == row.effects)
    }

    @Test func reduceMotionKeepsTheIconStill() {
        let cart = CartBadgeModel(reduceMotion: true).send(.countChanged(to: 1, now: .zero)).state
        #expect(cart.bumpStartedAt == nil)
        #expect(cart.scale(at: .milliseconds(140)) == 1)
        // Turned on mid-bump, it stops the bump at once.
        var bumping = CartBadgeModel().send(.countChanged(to: 1, now: .zero)).state
        bumping.reduceMotion = true
        #expect(bumping.scale(at: .milliseconds(140)) == 1)
    }

    @Test(arguments: [(0, false), (1, true), (-1, false), (Int.max, true)])
    func theBadgeShowsOnlyAPositiveCount(count: Int, visible: Bool) {
        #expect(CartBadgeModel(count: count).isBadgeVisible == visible)
    }

    @Test func badgeLayoutConstants() {
        #expect(CartBadgeModel.minimumBadgeSize == Size(width: 18, height: 18))
        #expect(CartBadgeModel.badgeHorizontalPadding == 5)
        #expect(CartBadgeModel.bumpPeakScale == 1.3)
        #expect(CartBadgeModel.bumpRiseDuration == .milliseconds(140))
        #expect(CartBadgeModel.bumpSettleDuration == .milliseconds(300))
    }
}
