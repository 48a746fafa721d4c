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
    /// let flight = Flight(id: Flight.ID(1), destination: Vector(dx: 200, dy: -400), launchedAt: .zero)
    /// let sample = flight.sample(at: .milliseconds(325))
    /// FlightCopy(image: IconName("backpack"), sample: sample).offset(x: sample.offset.dx, y: sample.offset.dy)
    /// ```
    public consuming func offset(x: Double = 0, y: Double = 0) -> Offset {
        Offset(content: AnyView(self), offset: Vector(dx: x, dy: y))
    }
}
