/// When a held stepper button repeats its action: after a first delay, then at intervals that shrink to a minimum.
///
/// The press itself acts once; repeat 1 comes `initialDelay` after the press; the gap after repeat
/// *j* is `initialInterval − (j − 1) × acceleration`, but never less than `minimumInterval`. A repeat
/// that falls due at the very instant the press ends still counts.
///
/// The default, ``accelerating``, starts at 500 ms, then every 100 ms, and each gap is 10 ms shorter
/// until it reaches 50 ms: repeats at 500, 600, 690, 770, 840, 900, 950, 1000, 1050 ms, … — so a
/// 1 s hold repeats 8 times and a 3 s hold 48 times (repeat *n* ≥ 6 is at 900 + 50 × (n − 6) ms).
///
/// ```swift
/// let schedule = RepeatSchedule.accelerating
/// schedule.repeatCount(forHold: .milliseconds(400))   // 0
/// schedule.repeatCount(forHold: .seconds(1))          // 8
/// schedule.repeatTimes(forHold: .milliseconds(700))   // [500 ms, 600 ms, 690 ms]
/// ```
public struct RepeatSchedule: Hashable, Sendable {
    // MARK: - Configuration

    /// The time from the press to the first repeat.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.initialDelay   // 500 ms
    /// ```
    public let initialDelay: Duration

    /// The gap between the first and the second repeat.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.initialInterval   // 100 ms
    /// ```
    public let initialInterval: Duration

    /// The shortest gap; the acceleration stops here.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.minimumInterval   // 50 ms
    /// ```
    public let minimumInterval: Duration

    /// How much shorter each gap is than the one before, until the minimum.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.acceleration   // 10 ms
    /// ```
    public let acceleration: Duration

    // MARK: - Presets

    /// First repeat after 500 ms, then every 100 ms, each gap 10 ms shorter down to 50 ms.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.repeatCount(forHold: .seconds(3))   // 48
    /// ```
    public static let accelerating = RepeatSchedule(
        initialDelay: .milliseconds(500), initialInterval: .milliseconds(100),
        minimumInterval: .milliseconds(50), acceleration: .milliseconds(10)
    )

    /// First repeat after 500 ms, then every 100 ms without accelerating, as in Swift Talk's repeating style.
    ///
    /// ```swift
    /// RepeatSchedule.steady.repeatCount(forHold: .seconds(1))   // 6
    /// ```
    public static let steady = RepeatSchedule(
        initialDelay: .milliseconds(500), initialInterval: .milliseconds(100),
        minimumInterval: .milliseconds(100), acceleration: .zero
    )

    // MARK: - Creating

    /// A schedule; durations are kept within 0…1 hour, gaps at least 1 ms, and a minimum above the initial gap is lowered to it.
    ///
    /// An acceleration between zero and one microsecond counts as one microsecond, so that every
    /// count stays exact.
    ///
    /// ```swift
    /// let polaris = RepeatSchedule(initialDelay: .milliseconds(400), initialInterval: .milliseconds(200),
    ///                              minimumInterval: .milliseconds(50), acceleration: .milliseconds(25))
    /// ```
    public init(initialDelay: Duration, initialInterval: Duration, minimumInterval: Duration, acceleration: Duration) {
        let hour = Duration.seconds(3600)
        func kept(_ duration: Duration, atLeast lowest: Duration) -> Duration {
            min(max(duration, lowest), hour)
        }
        self.initialDelay = kept(initialDelay, atLeast: .zero)
        self.initialInterval = kept(initialInterval, atLeast: .milliseconds(1))
        self.minimumInterval = min(kept(minimumInterval, atLeast: .milliseconds(1)), self.initialInterval)
        let acceleration = kept(acceleration, atLeast: .zero)
        self.acceleration = acceleration == .zero ? .zero : max(acceleration, .microseconds(1))
    }

    // MARK: - API

    /// How many times the action repeats while a press is held for a duration, not counting the press itself.
    ///
    /// ```swift
    /// let schedule = RepeatSchedule.accelerating
    /// schedule.repeatCount(forHold: .milliseconds(499))   // 0
    /// schedule.repeatCount(forHold: .milliseconds(500))   // 1
    /// schedule.repeatCount(forHold: .milliseconds(600))   // 2
    /// ```
    public func repeatCount(forHold duration: Duration) -> Int {
        guard duration >= initialDelay else { return 0 }
        let budget = (duration - initialDelay).attoseconds
        let accelerating = acceleratingGapCount
        // The largest number of accelerating gaps that fit the budget: a binary search, since their
        // running sum grows with each gap.
        var low: Int128 = 0
        var high = accelerating
        while low < high {
            let middle = low + (high - low + 1) / 2
            if sumOfAcceleratingGaps(middle) <= budget { low = middle } else { high = middle - 1 }
        }
        guard low == accelerating else { return Int(clamping: low + 1) }
        let steadyGaps = (budget - sumOfAcceleratingGaps(accelerating)) / minimumInterval.attoseconds
        return Int(clamping: accelerating + 1 + steadyGaps)
    }

    /// The times after the press at which the action repeats while a press is held for a duration.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.repeatTimes(forHold: .seconds(1))
    /// // [.milliseconds(500), .milliseconds(600), .milliseconds(690), .milliseconds(770),
    /// //  .milliseconds(840), .milliseconds(900), .milliseconds(950), .milliseconds(1000)]
    /// ```
    public func repeatTimes(forHold duration: Duration) -> [Duration] {
        let count = repeatCount(forHold: duration)
        var times: [Duration] = []
        times.reserveCapacity(count)
        var time = initialDelay
        for index in 0..<count {
            times.append(time)
            time += gap(after: index + 1)
        }
        return times
    }

    /// The gap between a repeat, counting from 1, and the next one.
    ///
    /// ```swift
    /// RepeatSchedule.accelerating.gap(after: 1)   // 100 ms
    /// RepeatSchedule.accelerating.gap(after: 3)   // 80 ms
    /// RepeatSchedule.accelerating.gap(after: 9)   // 50 ms
    /// ```
    public func gap(after number: Int) -> Duration {
        let shortening = Int128(max(number - 1, 0)) * acceleration.attoseconds
        let shortened = initialInterval.attoseconds - min(shortening, initialInterval.attoseconds)
        return Duration(attoseconds: max(shortened, minimumInterval.attoseconds))
    }

    // MARK: - Internal

    /// How many gaps are longer than the minimum: ⌈(initial − minimum) / acceleration⌉, or none without acceleration.
    private var acceleratingGapCount: Int128 {
        let acceleration = acceleration.attoseconds
        guard acceleration > 0 else { return 0 }
        return (initialInterval.attoseconds - minimumInterval.attoseconds + acceleration - 1) / acceleration
    }

    /// The total of the first `count` gaps while they still shrink: count × initial − acceleration × count(count − 1)/2.
    ///
    /// Exact in `Int128`: with gaps under an hour and an acceleration of at least a microsecond there are
    /// at most 3.6 × 10⁹ of them, so the products stay below 10³⁵.
    private func sumOfAcceleratingGaps(_ count: Int128) -> Int128 {
        count * initialInterval.attoseconds - acceleration.attoseconds * (count * (count - 1) / 2)
    }
}
