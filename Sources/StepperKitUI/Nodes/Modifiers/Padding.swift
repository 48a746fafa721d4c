/// A node inset by padding on some edges.
public struct Padding: Node {
    public let content: AnyNode
    public let insets: EdgeInsets
    public typealias Body = Never
}

extension Node {
    /// Adds `length` points of padding on `edges` (all edges by default).
    ///
    /// ```swift
    /// Text("Add").padding(.horizontal, 22)
    /// ```
    public func padding(_ edges: Edges = .all, _ length: Double) -> Padding {
        Padding(content: AnyNode(self), insets: EdgeInsets(edges, length))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> Padding {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> Padding {
        Padding(content: AnyNode(self), insets: insets)
    }
}
