/// A displacement in points, such as a flight's destination relative to its start.
public struct Vector: Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The displacement from `start` to `end`.
    public init(from start: Point, to end: Point) {
        self.init(dx: end.x - start.x, dy: end.y - start.y)
    }

    public var description: String { "(\(dx.compact), \(dy.compact))" }
}
