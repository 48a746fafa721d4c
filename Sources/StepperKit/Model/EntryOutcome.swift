public import Foundation

/// What committing typed text did to a stepper: accepted it, clamped it, snapped it, or rejected it.
///
/// Nothing is changed silently: a clamp or a snap says which number was typed, so the view can
/// announce "Changed 250 to 100", and a rejection says why.
///
/// ```swift
/// let english = try NumberParser(locale: LocaleID("en_US"))
/// let copies = LabeledStepperModel(value: 1, in: 1...100, commitBehavior: .clamp)
/// copies.outcome(ofCommitting: "42", parser: english)    // .accepted(42)
/// copies.outcome(ofCommitting: "250", parser: english)   // .clamped(from: 250, to: 100)
/// ```
public enum EntryOutcome: Hashable, Sendable {
    /// The typed number was valid and is the new value.
    case accepted(Int)
    /// The typed number was out of range; the value became the nearest valid bound.
    case clamped(from: Decimal, to: Int)
    /// The typed number was between two valid values; the value became the nearest one.
    case snapped(from: Int, to: Int)
    /// The text was not taken; the value is unchanged.
    case rejected(EntryRejection)

    /// The value the stepper holds after the commit, or nil when the entry was rejected.
    ///
    /// ```swift
    /// EntryOutcome.clamped(from: 250, to: 100).value   // 100
    /// EntryOutcome.rejected(.empty).value              // nil
    /// ```
    public var value: Int? {
        switch self {
        case .accepted(let value), .clamped(_, let value), .snapped(_, let value): value
        case .rejected: nil
        }
    }
}
