/// A change to a stepper value: some steps, some large steps, or a jump to a bound.
///
/// ```swift
/// let copies = StepperValue(4, in: 0...100)
/// copies.value(after: .increment)      // 5
/// copies.value(after: .steps(-3))      // 1
/// copies.value(after: .largeSteps(1))  // 14 (Page Up)
/// copies.value(after: .maximum)        // 100 (End)
/// ```
public enum StepperAdjustment: Hashable, Sendable {
    /// Moves by this many steps, up when positive and down when negative, onto the step grid.
    case steps(Int)
    /// Moves by this many large steps, up when positive and down when negative, onto the step grid.
    case largeSteps(Int)
    /// Goes to the lower bound (Home).
    case minimum
    /// Goes to the highest valid value (End).
    case maximum

    /// One step up.
    ///
    /// ```swift
    /// StepperValue(1, in: 0...10).value(after: .increment)   // 2
    /// ```
    public static let increment = StepperAdjustment.steps(1)

    /// One step down.
    ///
    /// ```swift
    /// StepperValue(1, in: 0...10).value(after: .decrement)   // 0
    /// ```
    public static let decrement = StepperAdjustment.steps(-1)
}
