/// What an accessibility element is to assistive technology: a button, an adjustable value, text…
///
/// Roles have English names for transcripts; ``AccessibilityVocabulary`` turns them into other
/// languages.
///
/// ```swift
/// let transcript = AccessibilityTranscript(result)
/// transcript.elements.map(\.role)    // [.button, .adjustable, .button]
/// AccessibilityRole.adjustable.englishName  // "adjustable"
/// ```
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
        case button
        case adjustable
        case textField = "text field"
        case header
        case image
        case text
    }

    private let kind: Kind

    /// Something that acts when activated.
    public static let button = AccessibilityRole(kind: .button)
    /// A value that increment and decrement actions change.
    public static let adjustable = AccessibilityRole(kind: .adjustable)
    /// A field that takes typed text.
    public static let textField = AccessibilityRole(kind: .textField)
    /// A heading that starts a section.
    public static let header = AccessibilityRole(kind: .header)
    /// A picture or icon.
    public static let image = AccessibilityRole(kind: .image)
    /// Static text.
    public static let text = AccessibilityRole(kind: .text)

    /// The role's English word, as transcripts print it and as the key a vocabulary translates.
    public var englishName: String { kind.rawValue }

    /// Whether elements of this role are operated by the user (buttons, adjustable values, fields).
    public var isInteractive: Bool {
        switch kind {
        case .button, .adjustable, .textField: true
        case .header, .image, .text: false
        }
    }

    /// The role's English word.
    public var description: String { englishName }
}
