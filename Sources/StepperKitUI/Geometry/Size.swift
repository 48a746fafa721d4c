/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.compact)×\(height.compact)" }
}
