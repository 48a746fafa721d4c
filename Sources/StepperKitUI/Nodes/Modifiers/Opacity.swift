/// A node drawn with reduced opacity; at 0 it still takes its space, as in SwiftUI.
public struct Opacity: Node {
    public let content: AnyNode
    public let opacity: Double
    public typealias Body = Never
}

extension Node {
    /// Draws the node with `opacity` in 0…1.
    ///
    /// ```swift
    /// Text("Subtotal %@", arguments: [.string(subtotal)]).opacity(quantity > 0 ? 1 : 0)
    /// ```
    public func opacity(_ opacity: Double) -> Opacity {
        Opacity(content: AnyNode(self), opacity: min(max(opacity, 0), 1))
    }
}
