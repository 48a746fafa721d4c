/// Text shaped as one line by HarfBuzz: its glyphs in visual order, with positions, and its width.
///
/// ```swift
/// let shaped = try Font(.family("DejaVu Sans"), size: 17).shape("Hello")
/// shaped.glyphs.count   // 5
/// shaped.width          // 43.089
/// ```
public struct ShapedText: Hashable, Sendable {
    /// The text that was shaped.
    public let text: String
    /// The glyphs, in the order they are drawn.
    public let glyphs: [PositionedGlyph]
    /// The sum of the glyphs' advances, in points.
    public let width: Double
}
