internal import Foundation

/// The cart icon's state machine: a count badge that bumps the icon and is announced when the count changes.
///
/// The badge shows the count when it is above 0, in a red capsule at least 18 × 18 pt with 5 pt of
/// horizontal padding. Each change bumps the icon (no bump with Reduce Motion), rolls the number, and
/// is announced as ``Announcement/cartCount(_:)`` — the localizer speaks it as the plural "N items".
///
/// The bump is two spring keyframes, `SpringKeyframe(1.3, duration: 0.14)` then
/// `SpringKeyframe(1, duration: 0.3)`: each segment follows the step response of SwiftUI's default
/// spring (critically damped, 0.5 s response: `s(τ) = 1 − (1 + ωτ)e^(−ωτ)`, ω = 2π / 0.5 s),
/// normalised to reach its keyframe value exactly at the segment's end. A change during a bump
/// restarts it from the current scale.
///
/// ```swift
/// var cart = CartBadgeModel()
/// cart.apply(.countChanged(to: 1, now: .zero))   // [.announcement(.cartCount(1)), .transition(cart bump)]
/// cart.scale(at: .milliseconds(140))              // 1.3
/// cart.scale(at: .milliseconds(440))              // 1.0
/// ```
public struct CartBadgeModel: ComponentModel, Hashable {
    /// What can happen to the cart badge.
    ///
    /// ```swift
    /// CartBadgeModel.Event.countChanged(to: 2, now: .seconds(1))
    /// ```
    public enum Event: Hashable, Sendable {
        /// The cart now holds a number of items, as of a moment on the caller's clock.
        case countChanged(to: Int, now: Duration)
    }

    // MARK: - Layout constants

    /// The badge capsule's minimum size: 18 × 18 pt.
    ///
    /// ```swift
    /// CartBadgeModel.minimumBadgeSize   // 18×18
    /// ```
    public static let minimumBadgeSize = Size(width: 18, height: 18)

    /// The padding on each side of the badge's number: 5 pt.
    ///
    /// ```swift
    /// CartBadgeModel.badgeHorizontalPadding   // 5
    /// ```
    public static let badgeHorizontalPadding = 5.0

    // MARK: - Bump constants

    /// The scale at the top of a bump: 1.3.
    ///
    /// ```swift
    /// CartBadgeModel.bumpPeakScale   // 1.3
    /// ```
    public static let bumpPeakScale = 1.3

    /// How long a bump takes to reach its peak: 0.14 s.
    ///
    /// ```swift
    /// CartBadgeModel.bumpRiseDuration   // .milliseconds(140)
    /// ```
    public static let bumpRiseDuration = Duration.milliseconds(140)

    /// How long a bump takes from its peak back to 1: 0.3 s.
    ///
    /// ```swift
    /// CartBadgeModel.bumpSettleDuration   // .milliseconds(300)
    /// ```
    public static let bumpSettleDuration = Duration.milliseconds(300)

    // MARK: - State

    /// The number of items in the cart.
    ///
    /// ```swift
    /// CartBadgeModel(count: 3).count   // 3
    /// ```
    public private(set) var count: Int

    /// Whether Reduce Motion is on; the icon does not bump then.
    ///
    /// ```swift
    /// CartBadgeModel(reduceMotion: true).scale(at: .zero)   // 1
    /// ```
    public var reduceMotion: Bool

    /// When the current bump started, or nil when the icon has not bumped.
    ///
    /// ```swift
    /// CartBadgeModel().send(.countChanged(to: 1, now: .seconds(2))).state.bumpStartedAt   // 2 seconds
    /// ```
    public private(set) var bumpStartedAt: Duration?

    /// The scale the current bump started from: 1, or the scale of an interrupted bump.
    private var bumpStartScale: Double

    // MARK: - Creating

    /// A cart icon showing a number of items; a negative count is taken as 0, as a cart never holds fewer.
    ///
    /// ```swift
    /// let cart = CartBadgeModel(count: 0, reduceMotion: false)
    /// CartBadgeModel(count: -2).count   // 0
    /// ```
    public init(count: Int = 0, reduceMotion: Bool = false) {
        self.count = max(0, count)
        self.reduceMotion = reduceMotion
        self.bumpStartedAt = nil
        self.bumpStartScale = 1
    }

    // MARK: - Derived state

    /// Whether the badge shows: when the count is above 0.
    ///
    /// ```swift
    /// CartBadgeModel(count: 0).isBadgeVisible   // false
    /// ```
    public var isBadgeVisible: Bool { count > 0 }

    /// The icon's scale at a moment: 1 at rest, following the bump keyframes after a change, 1 with Reduce
    /// Motion.
    ///
    /// ```swift
    /// var cart = CartBadgeModel()
    /// cart.apply(.countChanged(to: 1, now: .zero))
    /// cart.scale(at: .milliseconds(70))   // 1.1257…, rising towards 1.3
    /// ```
    public func scale(at now: Duration) -> Double {
        guard !reduceMotion, let bumpStartedAt else { return 1 }
        return Self.bumpScale(afterElapsed: now - bumpStartedAt, from: bumpStartScale)
    }

    /// The bump's scale some time after it started from a scale: to 1.3 over 0.14 s, then to 1 over 0.3 s.
    ///
    /// ```swift
    /// CartBadgeModel.bumpScale(afterElapsed: .zero)                 // 1
    /// CartBadgeModel.bumpScale(afterElapsed: .milliseconds(140))    // 1.3
    /// CartBadgeModel.bumpScale(afterElapsed: .milliseconds(290))    // 1.1105…
    /// CartBadgeModel.bumpScale(afterElapsed: .seconds(1))           // 1
    /// ```
    public static func bumpScale(afterElapsed elapsed: Duration, from startScale: Double = 1) -> Double {
        guard elapsed > .zero else { return startScale }
        return bump(from: startScale).progress(at: elapsed)
    }

    /// The bump as spring keyframes from a scale: to 1.3 over 0.14 s, then back to 1 over 0.3 s.
    ///
    /// ```swift
    /// CartBadgeModel.bump(from: 1).duration   // 0.44 seconds
    /// ```
    public static func bump(from startScale: Double) -> Animation {
        .keyframes(from: startScale, [.init(bumpPeakScale, duration: bumpRiseDuration), .init(1, duration: bumpSettleDuration)])
    }

    // MARK: - Events

    /// Returns the badge after an event: announced, rolled and bumped when the count changed, unchanged
    /// otherwise.
    ///
    /// ```swift
    /// CartBadgeModel(count: 2).send(.countChanged(to: 2, now: .zero)).effects   // []
    /// ```
    public func send(_ event: Event) -> Update<CartBadgeModel> {
        switch event {
        case .countChanged(let requested, let now):
            let newCount = max(0, requested)
            guard newCount != count else { return Update(state: self, effects: []) }
            var next = self
            next.count = newCount
            var effects: [Effect] = [.announcement(.cartCount(newCount))]
            if count > 0, newCount > 0 {
                effects.append(.transition(Transition(.numericText(from: count, to: newCount), reduceMotion: reduceMotion)))
            }
            if !reduceMotion {
                next.bumpStartScale = scale(at: now)
                next.bumpStartedAt = now
                effects.append(.transition(Transition(.cartBump, isAnimated: true)))
            }
            return Update(state: next, effects: effects)
        }
    }
}
