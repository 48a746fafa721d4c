/// A piece of user interface: the building block of every component and style, shaped as SwiftUI's view.
///
/// A view describes what to show; the layout engine sizes and places it for an environment, and
/// renderers draw the result. Write your own views as in SwiftUI, composing others in ``body``
/// and reading the environment with ``Environment``:
///
/// ```swift
/// struct PriceTag: View {
///     var amount: String
///     @Environment(\.controlSize) private var controlSize
///
///     var body: some View {
///         Text(verbatim: amount)
///             .font(controlSize == .mini ? .footnote : .headline)
///             .padding(8)
///             .background(Capsule().fill(.tint))
///     }
/// }
/// ```
///
/// The kit's own primitives (``Text``, ``HStack``, ``Button``, …) have no body (`Body` is `Never`):
/// the layout engine knows them directly.
public protocol View: Sendable {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of this view; primitives have none.
    ///
    /// The engine reads it while laying the view out, with the view's environment current, so
    /// ``Environment`` properties read the values at the view's place in the tree.
    @ViewBuilder var body: Body { get }

    /// The layout engine's way into a view; not for apps to implement or call.
    ///
    /// The default lays out the view's body; the kit's primitives make their own elements. As a
    /// requirement, a view's way in is found through its conformance in one call, as SwiftUI's
    /// views are, rather than by asking at run time whether its type is a primitive.
    func _makeElements(_ context: _ElementContext) throws(LayoutError) -> _ElementList
}

extension View {
    /// Lays out the view's body: the way in of every view with a body.
    public func _makeElements(_ context: _ElementContext) throws(LayoutError) -> _ElementList {
        // A view of the app's own that declares no body (`Body = Never`) is not one the engine can
        // lay out: said, rather than reaching the default body, which traps.
        if Body.self == Never.self { throw .noBody(String(describing: Self.self)) }
        return _ElementList(list: try context.builder.bodyElements(of: self, context))
    }
}

extension Never: View {
    public typealias Body = Never

    /// No value of the never type exists, so this is never read.
    public var body: Never {
        self
    }
}

extension View where Body == Never {
    /// Primitives have no body; the layout engine handles them directly.
    public var body: Never {
        // Programmer error, never reachable from data: the engine asks no view with `Body = Never`
        // for a body (a kit primitive makes its elements, any other such view is a LayoutError
        // .noBody), so only code reading `body` of a primitive directly gets here, as SwiftUI traps
        // when a primitive view's body is read.
        fatalError("\(type(of: self)) is a primitive view and has no body")
    }
}
