/// How a paragraph's base direction is chosen: fixed, or from its first strong letter.
///
/// The base direction decides which edge lines start from and how runs of the other direction
/// are ordered around each other (UAX #9); letters keep their own direction either way.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// try font.layout("مرحبا world", direction: .automatic).direction          // .rightToLeft
/// try font.layout("Hello عالم", direction: .automatic).direction           // .leftToRight
/// try font.layout("12,50 €", direction: .automatic(default: .rightToLeft)).direction  // .rightToLeft
/// try font.layout("Hello", direction: .rightToLeft).direction              // .rightToLeft
/// ```
public struct ParagraphDirection: Hashable, Sendable {
    private enum Rule: Hashable, Sendable {
        case fixed(TextDirection)
        case firstStrong(default: TextDirection)
    }

    private let rule: Rule

    /// Left to right whatever the text holds.
    public static let leftToRight = ParagraphDirection(rule: .fixed(.leftToRight))

    /// Right to left whatever the text holds.
    public static let rightToLeft = ParagraphDirection(rule: .fixed(.rightToLeft))

    /// The direction of the first strong letter; left to right when there is none.
    public static let automatic = ParagraphDirection(rule: .firstStrong(default: .leftToRight))

    /// The direction of the first strong letter; fallback when there is none, as for a number shown in a
    /// right-to-left interface.
    public static func automatic(default fallback: TextDirection) -> ParagraphDirection {
        ParagraphDirection(rule: .firstStrong(default: fallback))
    }

    /// A fixed direction.
    public static func fixed(_ direction: TextDirection) -> ParagraphDirection {
        ParagraphDirection(rule: .fixed(direction))
    }

    /// The direction this rule gives text.
    ///
    /// ```swift
    /// ParagraphDirection.automatic.resolved(for: "שלום")  // .rightToLeft
    /// ```
    public func resolved(for text: String) -> TextDirection {
        switch rule {
        case .fixed(let direction): direction
        case .firstStrong(let fallback): TextDirection.firstStrong(in: text) ?? fallback
        }
    }
}
