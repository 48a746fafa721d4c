/// A node with another drawn behind it (background) or in front of it (overlay), sized to the node.
public struct Layered: Node {
    /// Behind or in front.
    public enum Placement: String, Hashable, Sendable {
        case background, overlay
    }

    public let content: AnyNode
    public let layer: AnyNode
    public let placement: Placement
    public let alignment: Alignment
    public typealias Body = Never
}

extension Node {
    /// Draws `background` behind this node, proposed this node's size.
    ///
    /// ```swift
    /// HStack { … }.background(Capsule().fill(.tintGradient))
    /// ```
    public func background(alignment: Alignment = .center, _ background: some Node) -> Layered {
        Layered(content: AnyNode(self), layer: AnyNode(background), placement: .background, alignment: alignment)
    }

    /// Draws a shape filled with `fill` behind this node.
    public func background(_ fill: Fill, in shape: some ShapeDescription) -> Layered {
        background(shape.fill(fill))
    }

    /// Draws `overlay` in front of this node, proposed this node's size.
    ///
    /// ```swift
    /// Icon(.cart).overlay(alignment: .topTrailing, badge)
    /// ```
    public func overlay(alignment: Alignment = .center, _ overlay: some Node) -> Layered {
        Layered(content: AnyNode(self), layer: AnyNode(overlay), placement: .overlay, alignment: alignment)
    }
}
