/// A node inset by padding on some edges.
public struct Padding<Content: Node>: Node {
    /// The padded node.
    public let content: Content
    /// The padding on each edge.
    public let insets: EdgeInsets
    public typealias Body = Never

    @usableFromInline
    init(content: Content, insets: EdgeInsets) {
        self.content = content
        self.insets = insets
    }
}

extension Node {
    /// Adds a length of padding, in points, on some edges (all edges by default).
    ///
    /// ```swift
    /// Text("Add").padding(.horizontal, 22)
    /// ```
    @inlinable
    public consuming func padding(_ edges: Edges = .all, _ length: Double) -> Padding<Self> {
        Padding(content: self, insets: EdgeInsets(edges, length))
    }

    /// Adds a length of padding, in points, on every edge.
    @inlinable
    public consuming func padding(_ length: Double) -> Padding<Self> {
        padding(.all, length)
    }

    /// Adds the given insets.
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> Padding<Self> {
        Padding(content: self, insets: insets)
    }
}
