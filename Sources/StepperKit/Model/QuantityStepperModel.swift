/// The custom stepper's state machine (Swift Talk 321): a value kept within its range, moved by a step.
///
/// The range is enforced: the value never leaves the bounds, "+" and
/// "−" are disabled at the ends, and every event lands on the step grid counted from the lower bound.
/// Holding a button repeats it on the model's ``RepeatSchedule`` (the `.repeating` style). Every change
/// plays a selection haptic and rolls the number (not animated with Reduce Motion); changes not made
/// through VoiceOver's adjustable action are announced.
///
/// ```swift
/// var quantity = QuantityStepperModel(value: 10, in: 0...100)
/// quantity.apply(.tap(.increment))                            // 11
/// quantity.apply(.hold(.increment, for: .seconds(1)))         // 20: the press and 8 repeats
/// quantity.apply(.end)                                        // 100
/// quantity.canIncrement                                       // false
/// ```
public struct QuantityStepperModel: StepperModel, Hashable {
    /// The quantity stepper takes the shared stepper events.
    public typealias Event = StepperEvent

    // MARK: - State

    /// The value with its bounds, step and large step.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 3, in: 0...10).stepper.bounds   // 0...10
    /// ```
    public private(set) var stepper: StepperValue

    /// Whether Reduce Motion is on; the rolling number is then reported as not animated.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 1, in: 0...10, reduceMotion: true).reduceMotion   // true
    /// ```
    public var reduceMotion: Bool

    /// When a held button repeats.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 1, in: 0...10, holdSchedule: .steady)
    /// ```
    public var holdSchedule: RepeatSchedule

    // MARK: - Creating

    /// A stepper holding a value within bounds (clamped into them), moving by a step.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 250, in: 0...100).value   // 100
    /// ```
    public init(value: Int, in bounds: ClosedRange<Int>, step: Int = 1, largeStep: Int? = nil,
                reduceMotion: Bool = false, holdSchedule: RepeatSchedule = .accelerating) {
        self.stepper = StepperValue(value, in: bounds, step: step, largeStep: largeStep)
        self.reduceMotion = reduceMotion
        self.holdSchedule = holdSchedule
    }

    // MARK: - Events

    /// Returns the stepper after an event, with its haptics, rolling number and announcement.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 0, in: 0...10).send(.tap(.decrement)).effects   // []: at the bound
    /// ```
    public func send(_ event: StepperEvent) -> Update<QuantityStepperModel> {
        let (stepper, effects) = stepper.update(for: event, schedule: holdSchedule, reduceMotion: reduceMotion)
        var next = self
        next.stepper = stepper
        return Update(state: next, effects: effects)
    }
}
