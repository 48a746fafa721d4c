/// The name of an action a button or adjustable element triggers; models turn it into an event.
///
/// ```swift
/// Button(.increment) { Icon(.plus) }
/// model.send(.tap(.increment))
/// ```
public struct ActionID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Add the first item (the Add button).
    public static let add = ActionID("add")
    /// Increase by one step.
    public static let increment = ActionID("increment")
    /// Decrease by one step.
    public static let decrement = ActionID("decrement")
    /// Remove the item (decrement at a quantity of 1).
    public static let remove = ActionID("remove")

    public var description: String { rawValue }
}
