/// A node inset by padding on some edges.
public struct Padding: View {
    /// The padded node.
    public let content: AnyView
    /// The padding on each edge.
    public let insets: EdgeInsets

    /// The padding added when no length is given: 16 pt, as SwiftUI's on iOS.
    public static let defaultPadding: Double = 16

    public typealias Body = Never
}

extension View {
    /// Adds a length of padding, in points, on some edges (all edges by default), as SwiftUI's padding.
    ///
    /// Without a length, the padding is the system's default, ``Padding/defaultPadding`` (16 pt):
    ///
    /// ```swift
    /// Text("Add").padding(.horizontal, 22)
    /// Text("Add").padding()              // 16 pt on every edge
    /// Text("Add").padding(.vertical)     // 16 pt above and below
    /// ```
    public consuming func padding(_ edges: Edges = .all, _ length: Double? = nil) -> Padding {
        Padding(content: AnyView(self), insets: EdgeInsets(edges, length ?? Padding.defaultPadding))
    }

    /// Adds a length of padding, in points, on every edge.
    public consuming func padding(_ length: Double) -> Padding {
        padding(.all, length)
    }

    /// Adds the given insets.
    public consuming func padding(_ insets: EdgeInsets) -> Padding {
        Padding(content: AnyView(self), insets: insets)
    }
}
