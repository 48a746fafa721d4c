/// A node drawn moved by an offset; its layout size and position in its parent do not change.
public struct Offset: View {
    /// The node drawn moved.
    public let content: AnyView
    /// How far it is moved, in points.
    public let offset: Vector
    public typealias Body = Never
}

extension View {
    /// Draws the node moved by a horizontal and a vertical distance, as SwiftUI's offset.
    ///
    /// ```swift
    /// FlightCopy(sample: sample).offset(x: sample.offset.dx, y: sample.offset.dy)
    /// ```
    public func offset(x: Double = 0, y: Double = 0) -> Offset {
        Offset(content: AnyView(self), offset: Vector(dx: x, dy: y))
    }
}
