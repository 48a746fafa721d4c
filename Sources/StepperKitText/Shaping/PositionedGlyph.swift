/// One glyph of shaped text: which glyph of the face, which text it draws, and where, in points.
///
/// ```swift
/// let glyph = try Font(.family("DejaVu Sans"), size: 17).shape("AV").glyphs[1]
/// glyph.utf8Offset  // 1: it draws the "V"
/// glyph.x           // 10.542: the pen position after "A", kerned
/// glyph.advance     // 11.629
/// ```
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph's index in the face (not a Unicode code point).
    public let glyph: UInt32
    /// The UTF-8 offset in the text of the first character this glyph draws (its cluster).
    public let utf8Offset: Int
    /// The horizontal position of the glyph's origin from the start of the line.
    public let x: Double
    /// The vertical offset of the glyph's origin from the baseline, upward positive.
    public let y: Double
    /// How far the pen moves after this glyph.
    public let advance: Double
}
