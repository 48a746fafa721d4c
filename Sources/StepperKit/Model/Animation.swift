internal import Foundation

/// How a change moves over time, with SwiftUI's names: a timing curve over a duration, or a spring.
///
/// A spring is SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π ÷ duration)², and a damping
/// ratio of 1 − bounce (bounce 0 is critically damped; above 0 it overshoots and rings). Its
/// ``duration`` is the perceptual one; it comes to rest at ``settlingDuration``. The presets follow
/// SwiftUI: `.smooth` has no bounce, `.snappy` 0.15 and `.bouncy` 0.3, each 0.5 s unless given.
///
/// ```swift
/// let morph = Animation.bouncy(duration: 0.35)      // the add-to-cart morph (reference document 000)
/// morph.progress(at: .milliseconds(175))            // 0.984…: nearly there at half its duration
/// morph.progress(at: .milliseconds(350))            // 1.014…: overshooting, at rest from 0.58 s
/// Animation.easeIn(duration: 0.65).progress(at: .milliseconds(325))   // 0.3153…: the flight, slow to start
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable {
        /// A cubic Bézier timing curve, done at the duration.
        case timing(TimingCurve)
        /// A spring with SwiftUI's bounce: 0 critically damped, toward 1 ever more oscillating.
        case spring(bounce: Double)
        /// SwiftUI's spring keyframes: a value moves from its start to each keyframe's value in turn.
        case keyframes(from: Double, [Keyframe])
    }

    /// One of SwiftUI's spring keyframes: to a value over a duration.
    ///
    /// It moves along the default spring (0.5 s, no bounce), scaled to arrive exactly at the keyframe's end.
    ///
    /// ```swift
    /// Animation.Keyframe(1.3, duration: .milliseconds(140))
    /// ```
    public struct Keyframe: Hashable, Sendable {
        /// The value reached at the keyframe's end.
        public let value: Double
        /// How long the move takes.
        public let duration: Duration

        /// A keyframe to a value over a duration.
        public init(_ value: Double, duration: Duration) {
            self.value = value
            self.duration = max(duration, .zero)
        }
    }

    /// The shape of the motion.
    public let curve: Curve
    /// The duration: a timing curve's whole length, a spring's perceptual duration.
    public let duration: Duration

    /// An animation along a curve over a duration; a duration under 1 ms is taken as 1 ms.
    ///
    /// ```swift
    /// let fade = Animation(curve: .timing(.easeInOut), duration: .milliseconds(200))
    /// ```
    public init(curve: Curve, duration: Duration) {
        switch curve {
        case .timing, .keyframes: self.curve = curve
        // A bounce of 1 or more would never settle; below −1 the damping formula turns over.
        case .spring(let bounce): self.curve = .spring(bounce: bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0)
        }
        self.duration = max(duration, .milliseconds(1))
    }

    // MARK: - Presets

    /// Constant speed over a duration in seconds.
    ///
    /// ```swift
    /// Animation.linear(duration: 2).progress(at: .seconds(1))   // 0.5
    /// ```
    public static func linear(duration: Double) -> Animation { timing(.linear, duration) }

    /// Slow to start, over a duration in seconds (SwiftUI's default 0.35).
    ///
    /// ```swift
    /// Animation.easeIn(duration: 0.65)   // the flying copy (reference document 001)
    /// ```
    public static func easeIn(duration: Double = 0.35) -> Animation { timing(.easeIn, duration) }

    /// Slow to end, over a duration in seconds.
    ///
    /// ```swift
    /// Animation.easeOut(duration: 0.2).progress(at: .milliseconds(100))   // 0.6846…
    /// ```
    public static func easeOut(duration: Double = 0.35) -> Animation { timing(.easeOut, duration) }

    /// Slow at both ends, over a duration in seconds.
    ///
    /// ```swift
    /// Animation.easeInOut(duration: 1).progress(at: .milliseconds(500))   // 0.5
    /// ```
    public static func easeInOut(duration: Double = 0.35) -> Animation { timing(.easeInOut, duration) }

    /// A spring of a perceptual duration in seconds and a bounce, as SwiftUI's spring(duration:bounce:).
    ///
    /// ```swift
    /// Animation.spring(duration: 0.5, bounce: 0).settlingDuration   // 0.788 s
    /// ```
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(curve: .spring(bounce: bounce), duration: seconds(duration))
    }

    /// A spring without bounce.
    ///
    /// ```swift
    /// Animation.smooth(duration: 0.3)
    /// ```
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce (0.15), as the cart's count changes (reference document 001).
    ///
    /// ```swift
    /// Animation.snappy().duration   // 0.5 seconds
    /// ```
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (0.3), as the add-to-cart stepper morphs (reference document 000).
    ///
    /// ```swift
    /// Animation.bouncy(duration: 0.35)
    /// ```
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Spring keyframes from a value, as SwiftUI's keyframe animator with spring keyframes.
    ///
    /// Its duration is the keyframes' together.
    ///
    /// ```swift
    /// let bump = Animation.keyframes(from: 1, [.init(1.3, duration: .milliseconds(140)), .init(1, duration: .milliseconds(300))])
    /// bump.progress(at: .milliseconds(140))   // 1.3: a keyframe track's value, not a fraction
    /// ```
    public static func keyframes(from start: Double, _ keyframes: [Keyframe]) -> Animation {
        Animation(curve: .keyframes(from: start, keyframes), duration: keyframes.reduce(.zero) { $0 + $1.duration })
    }

    // MARK: - Progress

    /// How far the change has gone after some time: 0 before it starts, 1 once done.
    ///
    /// A spring passes 1 and comes back before it rests. For keyframes, the track's value: its start before, the last
    /// keyframe's value after.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).progress(at: .milliseconds(-5))   // 0
    /// ```
    public func progress(at elapsed: Duration) -> Double {
        let t = Self.seconds(of: elapsed)
        guard t > 0 else {
            if case .keyframes(let start, _) = curve { return start }
            return 0
        }
        switch curve {
        case .timing(let timing):
            return timing.progress(at: t / Self.seconds(of: duration))
        case .spring(let bounce):
            guard t < Self.seconds(of: settlingDuration) else { return 1 }
            return 1 - Self.springDisplacement(at: t, duration: Self.seconds(of: duration), bounce: bounce)
        case .keyframes(let start, let keyframes):
            var value = start
            var remaining = t
            for keyframe in keyframes {
                let length = Self.seconds(of: keyframe.duration)
                if remaining < length {
                    return value + (keyframe.value - value) * Self.keyframeProgress(remaining, over: length)
                }
                value = keyframe.value
                remaining -= length
            }
            return value
        }
    }

    /// A keyframe's progress: the default spring's (0.5 s, no bounce) step response at `time`, scaled to be 1 at `length`.
    private static func keyframeProgress(_ time: Double, over length: Double) -> Double {
        let response = { (t: Double) in 1 - springDisplacement(at: t, duration: 0.5, bounce: 0) }
        return response(time) / response(length)
    }

    /// When the motion is over: a timing curve's duration; for a spring, the first moment after which
    /// it stays within 0.1% of its target.
    ///
    /// ```swift
    /// Animation.bouncy(duration: 0.35).settlingDuration   // 0.576 s
    /// ```
    public var settlingDuration: Duration {
        switch curve {
        case .timing, .keyframes:
            return duration
        case .spring(let bounce):
            // The displacement's envelope, e^(−ζω₀t)·A, falls under 10⁻³ (ζ = 1 − bounce, ω₀ = 2π ÷ duration).
            let d = Self.seconds(of: duration)
            let omega = 2 * Double.pi / d
            let zeta = Self.dampingRatio(bounce: bounce)
            let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
            let amplitude = zeta < 1 ? 1 / (1 - zeta * zeta).squareRoot() : (zeta == 1 ? 1 : 2)
            // Critically damped, (1 + ω₀t)·e^(−ω₀t) decays slower than e^(−ω₀t): a few more time constants.
            let extra = zeta == 1 ? 3 / omega : 0
            let seconds = log(1000 * amplitude) / decay + extra
            return Self.seconds(seconds)
        }
    }

    public var description: String {
        let seconds = Self.seconds(of: duration)
        switch curve {
        case .timing(let timing):
            let name = [(TimingCurve.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
                .first { $0.0 == timing }?.1 ?? "timingCurve"
            return "\(name)(duration: \(seconds))"
        case .spring(let bounce):
            return "spring(duration: \(seconds), bounce: \(bounce))"
        case .keyframes(let start, let keyframes):
            return "keyframes(from: \(start), \(keyframes.map { "\($0.value) in \(Self.seconds(of: $0.duration)) s" }.joined(separator: ", ")))"
        }
    }

    // MARK: - Internal

    private static func timing(_ curve: TimingCurve, _ duration: Double) -> Animation {
        Animation(curve: .timing(curve), duration: seconds(duration))
    }

    /// SwiftUI's damping ratio for a bounce: 1 − bounce, and 1 ÷ (1 + bounce) for a negative bounce.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// How far from its target (1 at the start, 0 at rest) a spring released from rest is after `t` seconds.
    static func springDisplacement(at t: Double, duration: Double, bounce: Double) -> Double {
        let omega = 2 * Double.pi / duration
        let zeta = dampingRatio(bounce: bounce)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + omega * t)
        }
        // Overdamped: two real roots r₁, r₂ < 0, x(0) = 1 and x′(0) = 0.
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root
        let r2 = -zeta * omega - root
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    static func seconds(of duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// A duration of `seconds`, with non-finite and negative values as zero and huge ones capped at a day.
    static func seconds(_ seconds: Double) -> Duration {
        guard seconds.isFinite, seconds > 0 else { return .zero }
        return .microseconds(Int64((min(seconds, 86_400) * 1e6).rounded()))
    }
}
