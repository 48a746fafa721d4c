/// A piece of user interface: the building block of every component and style.
///
/// Like a SwiftUI view, a node describes what to show; the layout engine sizes and places it for an
/// environment, and renderers draw the result. Write your own nodes by composing others in
/// ``body(in:)``:
///
/// ```swift
/// struct PriceTag: View {
///     var amount: String
///     func body(in environment: EnvironmentValues) -> some View {
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
public protocol View: Sendable {
    /// The node's content.
    associatedtype Body: View

    /// The content of this node in an environment; primitives have none.
    @ViewBuilder func body(in environment: EnvironmentValues) -> Body

    /// The layout engine's way into a node; not for apps to implement or call.
    ///
    /// The default lays out the node's body; the kit's primitives make their own elements. As a
    /// requirement, a node's way in is found through its conformance in one call, as SwiftUI's
    /// views are, rather than by asking at run time whether its type is a primitive.
    func _makeElements(_ context: _ElementContext) throws(LayoutError) -> _ElementList
}

extension View {
    /// Lays out the node's body: the way in of every node with a body.
    public func _makeElements(_ context: _ElementContext) throws(LayoutError) -> _ElementList {
        // A node of the app's own that declares no body (`Body = Never`) is not one the engine can
        // lay out: said, rather than reaching the default body, which traps.
        if Body.self == Never.self { throw .noBody(String(describing: Self.self)) }
        return try body(in: context.environment)._makeElements(context)
    }
}

extension Never: View {
    public typealias Body = Never

    /// No value of the never type exists, so this is never called.
    public func body(in environment: EnvironmentValues) -> Never {
        self
    }
}

extension View where Body == Never {
    /// Primitives have no body; the layout engine handles them directly.
    public func body(in environment: EnvironmentValues) -> Never {
        // Programmer error, never reachable from data: the engine asks no node with `Body = Never`
        // for a body (a kit primitive makes its elements, any other such node is a LayoutError
        // .noBody), so only code calling body(in:) on a primitive directly gets here, as SwiftUI traps
        // when a primitive view's body is called.
        fatalError("\(type(of: self)) is a primitive node and has no body")
    }
}
