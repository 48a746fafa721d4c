/// A piece of user interface: the building block of every component and style.
///
/// Like a SwiftUI view, a node describes what to show; the layout engine sizes and places it for an
/// environment, and renderers draw the result. Write your own nodes by composing others in
/// ``body(in:)``:
///
/// ```swift
/// struct PriceTag: Node {
///     var amount: String
///     func body(in environment: EnvironmentValues) -> some Node {
///         Text(verbatim: amount)
///             .font(.headline)
///             .padding(8)
///             .background(Capsule().fill(.tint))
///     }
/// }
/// ```
///
/// The kit's own primitives (``Text``, ``HStack``, ``Button``, …) have no body: the layout engine
/// knows them directly.
public protocol Node: Sendable {
    /// The node's content.
    associatedtype Body: Node

    /// The content of this node in an environment; primitives have none.
    @NodeBuilder func body(in environment: EnvironmentValues) -> Body
}

extension Never: Node {
    public typealias Body = Never

    /// No value of the never type exists, so this is never called.
    public func body(in environment: EnvironmentValues) -> Never {
        self
    }
}

extension Node where Body == Never {
    /// Primitives have no body; the layout engine handles them directly.
    public func body(in environment: EnvironmentValues) -> Never {
        // Programmer error, never reachable from data: the engine asks no node with `Body = Never`
        // for a body (a kit primitive makes its elements, any other such node is a LayoutError
        // .noBody), so only code calling body(in:) on a primitive directly gets here, as SwiftUI traps
        // when a primitive view's body is called.
        fatalError("\(type(of: self)) is a primitive node and has no body")
    }
}
