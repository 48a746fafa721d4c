/// A rectangle in points: an origin (top-left) and a size.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top leading corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle with a top leading corner and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with a top leading corner at a position and a width and height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The leading edge's position.
    public var minX: Double { origin.x }
    /// The top edge's position.
    public var minY: Double { origin.y }
    /// The trailing edge's position.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's position.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width in points.
    public var width: Double { size.width }
    /// The height in points.
    public var height: Double { size.height }
    /// The centre point.
    public var mid: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The same rectangle moved horizontally and vertically.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// A rectangle at least as large as a minimum size in each dimension, grown evenly around the same centre.
    public func expanded(toAtLeast minimum: Size) -> Rect {
        let width = max(size.width, minimum.width)
        let height = max(size.height, minimum.height)
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// Whether the two rectangles overlap with positive area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public var description: String { "(\(minX.compact), \(minY.compact), \(width.compact)×\(height.compact))" }
}
