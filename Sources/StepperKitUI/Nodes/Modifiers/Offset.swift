/// A node drawn moved by an offset; its layout size and position in its parent do not change.
public struct Offset: Node {
    public let content: AnyNode
    public let offset: Vector
    public typealias Body = Never
}

extension Node {
    /// Draws the node moved by `x` and `y` points, as SwiftUI's `offset`.
    ///
    /// ```swift
    /// FlightCopy(sample: sample).offset(x: sample.offset.dx, y: sample.offset.dy)
    /// ```
    public func offset(x: Double = 0, y: Double = 0) -> Offset {
        Offset(content: AnyNode(self), offset: Vector(dx: x, dy: y))
    }
}
