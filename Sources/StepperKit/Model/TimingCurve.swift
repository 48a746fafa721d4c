/// An animation timing curve from elapsed fraction to progress, a cubic Bézier from (0, 0) to (1, 1) as in CSS and SwiftUI.
///
/// The curve is x(s), y(s) for s in 0…1 with control points `p1` and `p2`. ``progress(at:)`` solves
/// x(s) = fraction for s (Newton's method, falling back to bisection) and returns y(s), to within 10⁻¹².
///
/// ```swift
/// TimingCurve.easeIn.progress(at: 0.5)   // 0.3153…: an ease-in is slow to start
/// TimingCurve.linear.progress(at: 0.5)   // 0.5
/// ```
public struct TimingCurve: Hashable, Sendable {
    /// The first control point, with x in 0…1.
    ///
    /// ```swift
    /// TimingCurve.easeIn.p1   // (0.42, 0)
    /// ```
    public let p1: Point

    /// The second control point, with x in 0…1.
    ///
    /// ```swift
    /// TimingCurve.easeIn.p2   // (1, 1)
    /// ```
    public let p2: Point

    /// A curve through two control points; x coordinates outside 0…1 are clamped so that the curve is a function of time.
    ///
    /// ```swift
    /// let snappy = TimingCurve(p1: Point(x: 0.2, y: 0.9), p2: Point(x: 0.3, y: 1))
    /// ```
    public init(p1: Point, p2: Point) {
        self.p1 = Point(x: min(max(p1.x, 0), 1), y: p1.y)
        self.p2 = Point(x: min(max(p2.x, 0), 1), y: p2.y)
    }

    // MARK: - Presets

    /// Constant speed.
    ///
    /// ```swift
    /// TimingCurve.linear.progress(at: 0.25)   // 0.25
    /// ```
    public static let linear = TimingCurve(p1: Point(x: 0, y: 0), p2: Point(x: 1, y: 1))

    /// SwiftUI's and CSS's ease-in, (0.42, 0, 1, 1): slow start, the curve of a fly-to-cart flight.
    ///
    /// ```swift
    /// TimingCurve.easeIn.progress(at: 0.5)   // 0.3153…
    /// ```
    public static let easeIn = TimingCurve(p1: Point(x: 0.42, y: 0), p2: Point(x: 1, y: 1))

    /// SwiftUI's and CSS's ease-out, (0, 0, 0.58, 1): slow finish.
    ///
    /// ```swift
    /// TimingCurve.easeOut.progress(at: 0.5)   // 0.6846…
    /// ```
    public static let easeOut = TimingCurve(p1: Point(x: 0, y: 0), p2: Point(x: 0.58, y: 1))

    /// SwiftUI's and CSS's ease-in-out, (0.42, 0, 0.58, 1): slow start and finish.
    ///
    /// ```swift
    /// TimingCurve.easeInOut.progress(at: 0.5)   // 0.5
    /// ```
    public static let easeInOut = TimingCurve(p1: Point(x: 0.42, y: 0), p2: Point(x: 0.58, y: 1))

    // MARK: - API

    /// The progress at an elapsed fraction of the duration; fractions outside 0…1 are clamped.
    ///
    /// ```swift
    /// TimingCurve.easeIn.progress(at: 0)     // 0
    /// TimingCurve.easeIn.progress(at: 1.5)   // 1
    /// ```
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return Self.bezier(solve(fraction), p1.y, p2.y)
    }

    // MARK: - Internal

    /// One coordinate of the Bézier from 0 to 1 with control coordinates `c1` and `c2`, at parameter `s`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * c1 + 3 * inverse * s * s * c2 + s * s * s
    }

    /// d/ds of ``bezier(_:_:_:)``.
    private static func bezierSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * c1 + 6 * inverse * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The parameter s at which x(s) = `x`; x(s) is non-decreasing because both control x lie in 0…1.
    private func solve(_ x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, p1.x, p2.x) - x
            if abs(error) < tolerance { return s }
            let slope = Self.bezierSlope(s, p1.x, p2.x)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        // Newton did not converge (a flat stretch of x(s)): bisect, which always does.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, p1.x, p2.x)
            if abs(value - x) < tolerance { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
