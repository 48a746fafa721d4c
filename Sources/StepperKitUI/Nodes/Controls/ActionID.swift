/// The name of an action a button or adjustable element triggers; models turn it into an event.
///
/// ```swift
/// extension ActionID { static let addToWishlist = ActionID("addToWishlist") }
/// Button(.addToWishlist) { Icon(.plus) }
/// ```
public struct ActionID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }
}
