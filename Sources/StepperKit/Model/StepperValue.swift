/// A stepper's whole-number value with its bounds, step and large step, and the rules all steppers share.
///
/// Valid values lie on the step grid counted from the lower bound (`lower`, `lower + step`, …) and
/// within the bounds; the highest of them is ``highestValidValue``. The value is always kept between the
/// lower bound and the highest valid value. Adjustments land on the grid: one step up from an off-grid
/// value goes to the next grid value, not `value + step`. All arithmetic is exact and never overflows,
/// even for bounds near `Int.min` and `Int.max`.
///
/// ```swift
/// var copies = StepperValue(4, in: 0...10, step: 3)   // grid 0, 3, 6, 9
/// copies.canIncrement            // true
/// copies.apply(.increment)       // 4 → 6
/// copies.apply(.maximum)         // 9, the highest valid value
/// copies.snapped(8)              // 9, the nearest valid value
/// ```
public struct StepperValue: Hashable, Sendable {
    // MARK: - Configuration

    /// The bounds the value stays within.
    ///
    /// ```swift
    /// StepperValue(1, in: 1...10).bounds   // 1...10
    /// ```
    public let bounds: ClosedRange<Int>

    /// The distance between neighbouring valid values, at least 1.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 0).step   // 1: a step below 1 counts as 1
    /// ```
    public let step: Int

    /// The distance Page Up and Page Down move, 10 steps unless given (a value below 1 uses the default).
    ///
    /// ```swift
    /// StepperValue(0, in: 0...100, step: 5).largeStep   // 50
    /// ```
    public let largeStep: Int

    private var storage: Int

    // MARK: - Creating

    /// A value with bounds and a step; the value is clamped between the lower bound and the highest valid value.
    ///
    /// The value is not snapped to the grid: the app's number is kept when it is in range, and the next
    /// adjustment lands on the grid.
    ///
    /// ```swift
    /// StepperValue(250, in: 1...100).value            // 100
    /// StepperValue(4, in: 0...10, step: 3).value      // 4
    /// StepperValue(10, in: 0...10, step: 3).value     // 9
    /// ```
    public init(_ value: Int, in bounds: ClosedRange<Int>, step: Int = 1, largeStep: Int? = nil) {
        let step = max(step, 1)
        let defaultLargeStep = Int(clamping: Int128(step) * 10)
        self.bounds = bounds
        self.step = step
        self.largeStep = largeStep.map { $0 >= 1 ? $0 : defaultLargeStep } ?? defaultLargeStep
        self.storage = bounds.lowerBound
        self.storage = clamped(value)
    }

    // MARK: - Value

    /// The current value; setting it clamps the new value between the lower bound and the highest valid value.
    ///
    /// ```swift
    /// var tickets = StepperValue(1, in: 1...10)
    /// tickets.value = 42
    /// tickets.value   // 10
    /// ```
    public var value: Int {
        get { storage }
        set { storage = clamped(newValue) }
    }

    /// The highest value on the step grid within the bounds; End goes here.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 3).highestValidValue   // 9
    /// ```
    public var highestValidValue: Int {
        // The grid value at or below the upper bound is at least the lower bound, so it fits an Int.
        Int(clamping: gridFloor(Int128(bounds.upperBound)))
    }

    /// The range of valid values: from the lower bound to the highest valid value.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 3).validRange   // 0...9
    /// ```
    public var validRange: ClosedRange<Int> { bounds.lowerBound...highestValidValue }

    /// Whether one step up would change the value.
    ///
    /// ```swift
    /// StepperValue(9, in: 0...10, step: 3).canIncrement   // false: 12 is beyond the bounds
    /// ```
    public var canIncrement: Bool { value < highestValidValue }

    /// Whether one step down would change the value.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10).canDecrement   // false
    /// ```
    public var canDecrement: Bool { value > bounds.lowerBound }

    // MARK: - Validating

    /// Whether a number is on the step grid counted from the lower bound (it may be out of bounds).
    ///
    /// ```swift
    /// StepperValue(0, in: 1...100, step: 5).isOnStep(11)   // true: 1, 6, 11, …
    /// ```
    public func isOnStep(_ candidate: Int) -> Bool {
        (Int128(candidate) - Int128(bounds.lowerBound)) % Int128(step) == 0
    }

    /// Whether a number is within the bounds and on the step grid.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 3).isValid(9)    // true
    /// StepperValue(0, in: 0...10, step: 3).isValid(10)   // false: off the grid
    /// ```
    public func isValid(_ candidate: Int) -> Bool {
        validRange.contains(candidate) && isOnStep(candidate)
    }

    /// A number moved between the lower bound and the highest valid value, unchanged when already there.
    ///
    /// Clamping only fixes the range; an in-range value off the grid stays as it is.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 3).clamped(50)   // 9
    /// StepperValue(0, in: 0...10, step: 3).clamped(4)    // 4
    /// ```
    public func clamped(_ candidate: Int) -> Int {
        min(max(candidate, bounds.lowerBound), highestValidValue)
    }

    /// The valid value nearest to a number; halfway between two, the higher one.
    ///
    /// ```swift
    /// let fives = StepperValue(0, in: 0...100, step: 5)
    /// fives.snapped(7)     // 5
    /// fives.snapped(8)     // 10
    /// fives.snapped(-3)    // 0
    /// ```
    public func snapped(_ candidate: Int) -> Int {
        let inRange = Int128(clamped(candidate))
        let below = gridFloor(inRange)
        let above = gridCeiling(inRange)
        // `above` is at most the highest valid value, itself on the grid, because `inRange` is.
        return Int(clamping: inRange - below < above - inRange ? below : above)
    }

    /// The valid values on either side of a number: the highest below it and the lowest above it.
    ///
    /// A side is nil when no valid value lies there; a valid `candidate` is its own neighbour on both sides.
    ///
    /// ```swift
    /// StepperValue(0, in: 0...10, step: 3).neighbours(of: 7)    // (below: 6, above: 9)
    /// StepperValue(0, in: 0...10, step: 3).neighbours(of: 10)   // (below: 9, above: nil)
    /// ```
    public func neighbours(of candidate: Int) -> (below: Int?, above: Int?) {
        let target = Int128(candidate)
        let lowest = Int128(bounds.lowerBound)
        let highest = Int128(highestValidValue)
        let below = min(gridFloor(target), highest)
        let above = max(gridCeiling(target), lowest)
        return (below >= lowest ? Int(clamping: below) : nil, above <= highest ? Int(clamping: above) : nil)
    }

    // MARK: - Adjusting

    /// The value an adjustment would lead to, on the grid and within the valid range.
    ///
    /// An adjustment never moves the value the wrong way: steps up from the highest valid value keep it.
    ///
    /// ```swift
    /// let copies = StepperValue(4, in: 0...10, step: 3)
    /// copies.value(after: .increment)       // 6
    /// copies.value(after: .decrement)       // 3
    /// copies.value(after: .steps(5))        // 9
    /// copies.value(after: .largeSteps(-1))  // 0
    /// ```
    public func value(after adjustment: StepperAdjustment) -> Int {
        switch adjustment {
        case .steps(let count):
            return moved(by: Int128(count) * Int128(step))
        case .largeSteps(let count):
            return moved(by: Int128(count) * Int128(largeStep))
        case .minimum:
            return bounds.lowerBound
        case .maximum:
            return highestValidValue
        }
    }

    /// Applies an adjustment and says whether the value changed.
    ///
    /// ```swift
    /// var tickets = StepperValue(10, in: 1...10)
    /// tickets.apply(.increment)   // false: already at the top
    /// tickets.apply(.minimum)     // true: now 1
    /// ```
    @discardableResult
    public mutating func apply(_ adjustment: StepperAdjustment) -> Bool {
        let old = value
        value = value(after: adjustment)
        return value != old
    }

    // MARK: - Internal

    /// How many single steps lie between two values, counting a partial step as one.
    ///
    /// From 4 to 9 on the grid 0, 3, 6, 9 is two steps (4 → 6 → 9).
    func stepCount(from old: Int, to new: Int) -> Int {
        let distance = (Int128(new) - Int128(old)).magnitude
        let steps = (distance + UInt128(step) - 1) / UInt128(step)
        return Int(clamping: steps)
    }

    /// The value moved by a signed amount, onto the grid, within the valid range, never backwards.
    private func moved(by amount: Int128) -> Int {
        let current = Int128(value)
        if amount > 0 {
            let target = min(gridFloor(current + amount), Int128(highestValidValue))
            return target > current ? Int(clamping: target) : value
        }
        if amount < 0 {
            let target = max(gridCeiling(current + amount), Int128(bounds.lowerBound))
            return target < current ? Int(clamping: target) : value
        }
        return value
    }

    /// The grid value at or below `candidate`.
    private func gridFloor(_ candidate: Int128) -> Int128 {
        let lowest = Int128(bounds.lowerBound)
        let offset = candidate - lowest
        let size = Int128(step)
        // Floor division: Swift's `/` truncates toward zero.
        let quotient = offset >= 0 ? offset / size : -((-offset + size - 1) / size)
        return lowest + quotient * size
    }

    /// The grid value at or above `candidate`.
    private func gridCeiling(_ candidate: Int128) -> Int128 {
        let floor = gridFloor(candidate)
        return floor == candidate ? floor : floor + Int128(step)
    }
}
