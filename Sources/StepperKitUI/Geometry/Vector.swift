/// A displacement in points, such as a flight's destination relative to its start.
public struct Vector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal displacement in points.
    public var dx: Double
    /// The vertical displacement in points, positive downward.
    public var dy: Double

    /// A displacement by horizontal and vertical distances.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The displacement from one point to another.
    public init(from start: Point, to end: Point) {
        self.init(dx: end.x - start.x, dy: end.y - start.y)
    }

    public var description: String { "(\(dx.compact), \(dy.compact))" }
}
