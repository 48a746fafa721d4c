/// A point in points, y growing downward as on screen.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal position in points.
    public var x: Double
    /// The vertical position in points, growing downward.
    public var y: Double

    /// A point at a horizontal and a vertical position.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x.compact), \(y.compact))" }
}

extension Double {
    /// Up to three decimals without trailing zeros: 16.333, 44, 0.5 — for dumps and transcripts.
    var compact: String {
        let thousandths = (self * 1000).rounded()
        let rounded = thousandths / 1000
        // Int(_:) traps on infinity, NaN and magnitudes past Int.max, which Swift prints as they are.
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(rounded) }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        if abs(rounded) < 1e9 {
            // Below a billion, Swift's shortest form of a number of thousandths is those digits, trailing
            // zeros dropped (no other decimal as short is as near): written from the integer, which costs
            // a tenth of formatting the Double. Dumps and renderers write four of these per frame.
            let magnitude = Int(thousandths).magnitude
            var fraction = magnitude % 1000
            var places = 3
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            let digits = String(fraction)
            return (thousandths < 0 ? "-" : "") + String(magnitude / 1000) + "." + String(repeating: "0", count: places - digits.count) + digits
        }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 4 {
            text = String(text[...text.index(dot, offsetBy: 3)])
        }
        return text
    }
}
