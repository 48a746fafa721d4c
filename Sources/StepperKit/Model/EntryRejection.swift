public import Foundation
public import StepperKitLocalization

/// Why typed text was not taken as a stepper's value; the value stays as it was.
///
/// The view layer turns a rejection into a message: "Enter a whole number" for `.notAWholeNumber`,
/// "Enter a number between %1$@ and %2$@" for `.outOfRange`, and so on.
///
/// ```swift
/// let english = try NumberParser(locale: LocaleID("en_US"))
/// let model = LabeledStepperModel(value: 1, in: 1...100)
/// model.outcome(ofCommitting: "250", parser: english)   // .rejected(.outOfRange(250, bounds: 1...100))
/// model.outcome(ofCommitting: "2.5", parser: english)   // .rejected(.notAWholeNumber(2.5))
/// ```
public enum EntryRejection: Hashable, Sendable {
    /// The field is empty or only white space: no value was entered (not zero, not NaN).
    case empty
    /// The text is not a number in the locale; the parse error says what and where.
    case notANumber(NumberParseError)
    /// The number has a fraction, such as 2.5, where a whole number is required.
    case notAWholeNumber(Decimal)
    /// The whole number lies outside the stepper's bounds.
    case outOfRange(Decimal, bounds: ClosedRange<Int>)
    /// The whole number is within the bounds but not on the step; the nearest valid values below and above are
    /// given.
    ///
    /// Either is nil where there is none (above the highest valid value, for one).
    case offStep(Int, below: Int?, above: Int?)
}
