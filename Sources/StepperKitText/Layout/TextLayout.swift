/// Text laid out in a container: its lines, its size, the scale it was drawn at and whether it was
/// truncated.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let layout = try font.layout("Añadir al carrito", in: TextContainer(width: 100, lineLimit: 1))
/// layout.lines.map(\.text)  // ["Añadir al…"]
/// layout.isTruncated        // true
/// layout.width              // 92.869
/// layout.height             // 19.789: one line
/// ```
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom; empty text has one empty line.
    public let lines: [TextLine]
    /// The font as drawn: the requested font at the layout's scale.
    public let font: Font
    /// The uniform scale applied to fit, from the container's minimum scale factor to 1.
    public let scale: Double
    /// Whether an ellipsis replaced text that did not fit.
    public let isTruncated: Bool

    /// The width of the widest line, in points.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The number of lines times the line height of the font as drawn, in points.
    public var height: Double { Double(lines.count) * font.metrics.lineHeight }
}
