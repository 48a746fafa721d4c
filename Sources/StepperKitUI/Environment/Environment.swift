/// A property that reads a value of the environment a view is laid out in, as SwiftUI's environment property.
///
/// Declare it with a key path of ``EnvironmentValues``, the kit's values and any an app adds with
/// an ``EnvironmentKey``, and read it in ``View/body``:
///
/// ```swift
/// struct PriceLabel: View {
///     let price: Money
///     @Environment(\.locale) private var locale
///
///     var body: some View {
///         Text(verbatim: price.formatted(locale: locale))
///     }
/// }
/// ```
///
/// The layout engine makes the view's environment current while it reads the view's body, so the
/// property gives the value at the view's place in the tree: whatever an ancestor set with
/// ``View/environment(_:_:)`` or another modifier, else the key's default.
///
/// Read it only in `body` (and in what `body` calls). As SwiftUI warns, a view outside the engine's
/// reading of its body has no environment: there the property reads the default environment
/// (`EnvironmentValues()`), whatever the view's place.
@propertyWrapper
public struct Environment<Value>: Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

    /// A property reading the environment value at a key path.
    ///
    /// ```swift
    /// struct LocaleBadge: View {
    ///     @Environment(\.locale) private var locale
    ///
    ///     var body: some View { Text(verbatim: locale.identifier) }
    /// }
    /// ```
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the body being read, or in the default environment outside one.
    public var wrappedValue: Value {
        let environment = BodyEvaluation.currentEnvironment
        // The whole environment (`\.self`, what styles read) is returned as it is: a projection through
        // a key path looks up generic metadata on every read (~300 instructions). A key path from the
        // environment to a value of its own type at offset 0 is only the identity: no stored
        // property of it is an environment. Layout-profile 772.9 → 768.6 M instructions (−0.55%).
        if Value.self == EnvironmentValues.self, MemoryLayout<EnvironmentValues>.offset(of: keyPath) == 0 {
            // Cannot trap: Value is EnvironmentValues, checked on the line above.
            return environment as! Value
        }
        return environment[keyPath: keyPath]
    }
}
