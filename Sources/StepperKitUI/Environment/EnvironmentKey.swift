/// A key for a value in the environment, as SwiftUI's: a type with a default value.
///
/// Any component, the kit's or a third party's, carries its own settings this way. Declare a key,
/// expose it as a property of ``EnvironmentValues``, and set it on a subtree with
/// ``View/environment(_:_:)``:
///
/// ```swift
/// struct ShippingRegionKey: EnvironmentKey {
///     static let defaultValue = "eu"
/// }
///
/// extension EnvironmentValues {
///     var shippingRegion: String {
///         get { self[ShippingRegionKey.self] }
///         set { self[ShippingRegionKey.self] = newValue }
///     }
/// }
///
/// Text(verbatim: "Ships from the EU").environment(\.shippingRegion, "us")
/// ```
///
/// Tree dumps name a written value by its key (``name``, "shippingRegion" here) and describe it with
/// ``describe(_:)``, so no modifier writes a summary by hand.
public protocol EnvironmentKey: SendableMetatype {
    /// The type of the value.
    associatedtype Value: Sendable

    /// The value when no ancestor set one.
    static var defaultValue: Value { get }

    /// The key's name in dumps; by default the type's name without its "Key" suffix, lower camel case.
    static var name: String { get }

    /// How a value reads in dumps; by default its description, "nil" for an absent optional.
    static func describe(_ value: Value) -> String
}

// MARK: - Default implementations

extension EnvironmentKey {
    /// The type's name without a trailing "Key", starting lower case: ControlSizeKey is named "controlSize".
    public static var name: String {
        var name = String(describing: Self.self)
        if name.hasSuffix("Key"), name.count > 3 { name.removeLast(3) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// The value's description, with "nil" for an absent optional.
    public static func describe(_ value: Value) -> String {
        if let optional = value as? any OptionalDescribing { return optional.describedOrNil }
        return String(describing: value)
    }
}

/// Lets a default implementation describe an optional without "Optional(…)".
private protocol OptionalDescribing {
    var describedOrNil: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var describedOrNil: String {
        switch self {
        case .some(let wrapped): String(describing: wrapped)
        case .none: "nil"
        }
    }
}
