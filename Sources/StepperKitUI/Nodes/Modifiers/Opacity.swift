/// A node drawn with reduced opacity; at 0 it still takes its space, as in SwiftUI.
public struct Opacity<Content: Node>: Node {
    /// The node drawn translucent.
    public let content: Content
    /// The opacity, from 0 (invisible) to 1 (opaque).
    public let opacity: Double
    public typealias Body = Never

    @usableFromInline
    init(content: Content, opacity: Double) {
        self.content = content
        self.opacity = opacity
    }
}

extension Node {
    /// Draws the node with an opacity from 0 (invisible) to 1 (opaque).
    ///
    /// ```swift
    /// Text("Subtotal %@", arguments: [.string(subtotal)]).opacity(quantity > 0 ? 1 : 0)
    /// ```
    @inlinable
    public consuming func opacity(_ opacity: Double) -> Opacity<Self> {
        Opacity(content: self, opacity: min(max(opacity, 0), 1))
    }
}
