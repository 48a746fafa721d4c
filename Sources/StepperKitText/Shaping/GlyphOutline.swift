/// The outline of one glyph as a path: contours of lines and Bézier curves, y growing upward from the
/// glyph's origin on the baseline.
///
/// TrueType fonts (DejaVu Sans) draw with quadratic curves, CFF fonts (Inter) with cubic ones; every
/// contour starts with ``Segment/move(to:)`` and ends with ``Segment/close``. Outlines are filled with
/// the nonzero winding rule, as fonts are designed.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let glyph = font.shape("H").glyphs[0].glyph
/// let outline = font.outline(of: glyph)
/// outline?.segments.first    // .move(to: Point(x: 1.668, y: 12.393)): the top left of the stem
/// outline?.bounds?.maxY      // 12.393: the cap height, 1493 units × 17 ÷ 2048
/// ```
public struct GlyphOutline: Hashable, Sendable {
    /// The contours, each a move, then lines and curves, then a close.
    public let segments: [Segment]

    /// Creates an outline from its segments.
    ///
    /// ```swift
    /// let square = GlyphOutline(segments: [
    ///     .move(to: .init(x: 0, y: 0)), .line(to: .init(x: 1, y: 0)), .line(to: .init(x: 1, y: 1)),
    ///     .line(to: .init(x: 0, y: 1)), .close,
    /// ])
    /// square.bounds?.width  // 1
    /// ```
    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// A point of an outline, in points (or font units before scaling), y growing upward.
    public struct Point: Hashable, Sendable {
        /// The distance right of the glyph's origin.
        public var x: Double
        /// The distance above the baseline.
        public var y: Double

        /// A point at a horizontal and a vertical position.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One step of a contour.
    public enum Segment: Hashable, Sendable {
        /// Starts a contour at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point, bending toward one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point, bending toward two control points.
        case cubicCurve(to: Point, control1: Point, control2: Point)
        /// Ends the contour with a line back to its start.
        case close
    }

    /// The smallest box holding every point of the outline, control points included.
    public struct Bounds: Hashable, Sendable {
        /// The left edge.
        public var minX: Double
        /// The bottom edge (below the baseline when negative).
        public var minY: Double
        /// The right edge.
        public var maxX: Double
        /// The top edge.
        public var maxY: Double

        /// A box from its edges.
        public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// The distance between the left and right edges.
        public var width: Double { maxX - minX }
        /// The distance between the bottom and top edges.
        public var height: Double { maxY - minY }
    }

    // MARK: - API

    /// The control box of the outline, nil when it draws nothing (a space).
    ///
    /// Control points count, as FreeType's glyph metrics count them for unhinted glyphs: for a glyph
    /// whose curves touch their extremes (as fonts are drawn), this is the ink's bounding box.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// font.outline(of: font.shape("H").glyphs[0].glyph)?.bounds  // (1.668, 0) to (11.115, 12.393)
    /// font.outline(of: font.shape(" ").glyphs[0].glyph)?.bounds  // nil
    /// ```
    public var bounds: Bounds? {
        var box: Bounds?
        for point in segments.flatMap(\.points) {
            guard var grown = box else {
                box = Bounds(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
                continue
            }
            grown.minX = min(grown.minX, point.x)
            grown.minY = min(grown.minY, point.y)
            grown.maxX = max(grown.maxX, point.x)
            grown.maxY = max(grown.maxY, point.y)
            box = grown
        }
        return box
    }

    /// Whether the outline has no contours, as for a space.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// font.outline(of: font.shape(" ").glyphs[0].glyph)?.isEmpty  // true
    /// ```
    public var isEmpty: Bool { segments.isEmpty }

    /// The outline with every coordinate multiplied by a factor, as font units become points.
    ///
    /// ```swift
    /// let outline = GlyphOutline(segments: [.move(to: .init(x: 0, y: 0)), .line(to: .init(x: 2048, y: 0)), .close])
    /// outline.scaled(by: 17.0 / 2048)  // the outline at 17 pt: the line ends at x 17
    /// ```
    public func scaled(by factor: Double) -> GlyphOutline {
        GlyphOutline(segments: segments.map { $0.map { Point(x: $0.x * factor, y: $0.y * factor) } })
    }
}

extension GlyphOutline.Segment {
    /// The segment's end and control points.
    var points: [GlyphOutline.Point] {
        switch self {
        case .move(let to), .line(let to): [to]
        case .quadCurve(let to, let control): [control, to]
        case .cubicCurve(let to, let control1, let control2): [control1, control2, to]
        case .close: []
        }
    }

    /// The same segment with every point transformed.
    func map(_ transform: (GlyphOutline.Point) -> GlyphOutline.Point) -> GlyphOutline.Segment {
        switch self {
        case .move(let to): .move(to: transform(to))
        case .line(let to): .line(to: transform(to))
        case .quadCurve(let to, let control): .quadCurve(to: transform(to), control: transform(control))
        case .cubicCurve(let to, let control1, let control2):
            .cubicCurve(to: transform(to), control1: transform(control1), control2: transform(control2))
        case .close: .close
        }
    }
}
