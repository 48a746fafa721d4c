/// What a stepper does with a typed number that is out of range or off the step: reject, clamp or snap.
///
/// - ``reject`` (the default) keeps the value and reports why: out of range, or off the step with the
///   nearest valid values.
/// - ``clamp`` moves an out-of-range number to the nearest valid bound and reports it as clamped; an
///   in-range number off the step is still rejected, because clamping fixes only the range.
/// - ``snap`` moves any invalid number to the nearest valid value: reported as clamped when it was out
///   of range, as snapped when it was between two valid values.
///
/// Empty text and text that is not a whole number are rejected by every behaviour.
///
/// ```swift
/// let english = try NumberParser(locale: LocaleID("en_US"))
/// LabeledStepperModel(value: 0, in: 0...100, step: 5, commitBehavior: .snap)
///     .outcome(ofCommitting: "12", parser: english)   // .snapped(from: 12, to: 10)
/// ```
public struct CommitBehavior: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case reject, clamp, snap
    }

    let kind: Kind

    /// Keep the value and report why the typed number is not valid.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10).commitBehavior == .reject   // true: the default
    /// ```
    public static let reject = CommitBehavior(kind: .reject)

    /// Clamp an out-of-range number to the nearest valid bound, and report it.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 1, in: 1...10, commitBehavior: .clamp)
    /// ```
    public static let clamp = CommitBehavior(kind: .clamp)

    /// Snap any invalid number to the nearest valid value, and report it.
    ///
    /// ```swift
    /// LabeledStepperModel(value: 0, in: 0...100, step: 5, commitBehavior: .snap)
    /// ```
    public static let snap = CommitBehavior(kind: .snap)

    /// The behaviour's name: "reject", "clamp" or "snap".
    ///
    /// ```swift
    /// CommitBehavior.snap.description   // "snap"
    /// ```
    public var description: String {
        switch kind {
        case .reject: "reject"
        case .clamp: "clamp"
        case .snap: "snap"
        }
    }
}
