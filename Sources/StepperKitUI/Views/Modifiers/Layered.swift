/// A node with another drawn behind it (background) or in front of it (overlay), sized to the node.
public struct Layered: View {
    /// Behind or in front.
    public enum Placement: String, Hashable, Sendable {
        /// Behind the content, or in front of it.
        case background, overlay
    }

    /// The node the layer is drawn with.
    public let content: AnyView
    /// The layer, proposed the content's size.
    public let layer: AnyView
    /// Whether the layer is drawn behind or in front.
    public let placement: Placement
    /// Where the layer sits on the content.
    public let alignment: Alignment
    public typealias Body = Never
}

extension View {
    /// Draws a background node behind this node, proposed this node's size.
    ///
    /// ```swift
    /// HStack { … }.background(Capsule().fill(.tintGradient))
    /// ```
    public func background(alignment: Alignment = .center, _ background: some View) -> Layered {
        Layered(content: AnyView(self), layer: AnyView(background), placement: .background, alignment: alignment)
    }

    /// Draws a shape filled with a paint behind this node.
    public func background(_ fill: Fill, in shape: some Shape) -> Layered {
        background(shape.fill(fill))
    }

    /// Draws an overlay node in front of this node, proposed this node's size.
    ///
    /// ```swift
    /// Icon(.cart).overlay(alignment: .topTrailing, badge)
    /// ```
    public func overlay(alignment: Alignment = .center, _ overlay: some View) -> Layered {
        Layered(content: AnyView(self), layer: AnyView(overlay), placement: .overlay, alignment: alignment)
    }
}
