/// The name of an action a button or adjustable element triggers; models turn it into an event.
///
/// ```swift
/// extension ActionID { static let addToWishlist = ActionID("addToWishlist") }
/// Button(.addToWishlist) { Icon(.plus) }
/// ```
public struct ActionID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, such as "increment".
    public let rawValue: String

    /// An action with a name; actions with the same name are the same action.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}
