/// A node with another drawn behind it (background) or in front of it (overlay), sized to the node.
public struct Layered<Content: Node, Layer: Node>: Node {
    /// Behind or in front.
    public typealias Placement = LayerPlacement

    /// The node the layer is drawn with.
    public let content: Content
    /// The layer, proposed the content's size.
    public let layer: Layer
    /// Whether the layer is drawn behind or in front.
    public let placement: Placement
    /// Where the layer sits on the content.
    public let alignment: Alignment
    public typealias Body = Never

    @usableFromInline
    init(content: Content, layer: Layer, placement: Placement, alignment: Alignment) {
        self.content = content
        self.layer = layer
        self.placement = placement
        self.alignment = alignment
    }
}

/// Whether a layer is drawn behind its node or in front of it.
public enum LayerPlacement: String, Hashable, Sendable {
    /// Behind the content, or in front of it.
    case background, overlay
}

extension Node {
    /// Draws a background node behind this node, proposed this node's size.
    ///
    /// ```swift
    /// HStack { … }.background(Capsule().fill(.tintGradient))
    /// ```
    @inlinable
    public consuming func background<Background: Node>(alignment: Alignment = .center, _ background: Background) -> Layered<Self, Background> {
        Layered(content: self, layer: background, placement: .background, alignment: alignment)
    }

    /// Draws a shape filled with a paint behind this node.
    @inlinable
    public consuming func background(_ fill: Fill, in shape: some ShapeDescription) -> Layered<Self, ShapeNode> {
        background(shape.fill(fill))
    }

    /// Draws an overlay node in front of this node, proposed this node's size.
    ///
    /// ```swift
    /// Icon(.cart).overlay(alignment: .topTrailing, badge)
    /// ```
    @inlinable
    public consuming func overlay<Overlay: Node>(alignment: Alignment = .center, _ overlay: Overlay) -> Layered<Self, Overlay> {
        Layered(content: self, layer: overlay, placement: .overlay, alignment: alignment)
    }
}
