/// One value of an audit matrix axis: a named change to the environment.
///
/// ```swift
/// let bold = AuditVariant("bold") { $0.font = .body.bold() }
/// let large = AuditVariant.environment("AX3", \.dynamicTypeSize, .accessibility3)
/// ```
public struct AuditVariant: Sendable, CustomStringConvertible {
    /// The variant's name in cells and reports, unique within its axis.
    public let name: String
    private let change: @Sendable (inout EnvironmentValues) -> Void

    /// A named variant that changes the environment with a closure.
    public init(_ name: String, _ change: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.name = name
        self.change = change
    }

    /// A variant that sets one environment value.
    public static func environment<Value: Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value
    ) -> AuditVariant {
        AuditVariant(name) { $0[keyPath: keyPath] = value }
    }

    /// Applies the variant to an environment.
    public func apply(to environment: inout EnvironmentValues) {
        change(&environment)
    }

    /// The variant's name.
    public var description: String { name }
}
