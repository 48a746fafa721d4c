/// An action assistive technology can perform on an element, and the kit action it triggers.
///
/// Buttons are activated; adjustable elements are incremented and decremented:
///
/// ```swift
/// let element = AccessibilityTranscript(result).elements[1]   // the stepper's value
/// element.actions   // [.increment(.increment), .decrement(.decrement)]
/// AccessibilityAction.activate(.add).englishName  // "activate"
/// ```
public struct AccessibilityAction: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
        case activate, increment, decrement
    }

    private let kind: Kind
    /// The action the gesture triggers, such as increment.
    public let target: ActionID

    /// Activating the element (a double tap in VoiceOver).
    public static func activate(_ target: ActionID) -> AccessibilityAction {
        AccessibilityAction(kind: .activate, target: target)
    }

    /// Incrementing an adjustable element (a swipe up in VoiceOver).
    public static func increment(_ target: ActionID) -> AccessibilityAction {
        AccessibilityAction(kind: .increment, target: target)
    }

    /// Decrementing an adjustable element (a swipe down in VoiceOver).
    public static func decrement(_ target: ActionID) -> AccessibilityAction {
        AccessibilityAction(kind: .decrement, target: target)
    }

    /// The gesture's English word, such as "increment", as transcripts print it and as the key a
    /// vocabulary translates.
    public var englishName: String { kind.rawValue }

    /// Whether this is activation (which a button's role already implies in a transcript).
    public var isActivation: Bool { kind == .activate }

    /// "increment → increment": the gesture and the kit action it triggers.
    public var description: String { "\(englishName) → \(target)" }
}
