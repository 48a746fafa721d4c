/// A node inset by padding on some edges.
public struct Padding: View {
    /// The padded node.
    public let content: AnyView
    /// The padding on each edge.
    public let insets: EdgeInsets
    public typealias Body = Never
}

extension View {
    /// Adds a length of padding, in points, on some edges (all edges by default).
    ///
    /// ```swift
    /// Text("Add").padding(.horizontal, 22)
    /// ```
    public func padding(_ edges: Edges = .all, _ length: Double) -> Padding {
        Padding(content: AnyView(self), insets: EdgeInsets(edges, length))
    }

    /// Adds a length of padding, in points, on every edge.
    public func padding(_ length: Double) -> Padding {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> Padding {
        Padding(content: AnyView(self), insets: insets)
    }
}
