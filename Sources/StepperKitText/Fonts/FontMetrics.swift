/// A font's vertical metrics at a point size, in points: ascent, descent, line gap, line height and
/// cap height.
///
/// Ascent, descent and line gap come from the font's `hhea` table, as Core Text reads them; the
/// cap height from its `OS/2` table, or the top of "H" when the table has none.
///
/// ```swift
/// let metrics = try Font(.family("DejaVu Sans"), size: 17).metrics
/// metrics.ascent      // 15.780 (1901 of 2048 units)
/// metrics.descent     // 4.009  (483 units)
/// metrics.lineHeight  // 19.789
/// metrics.capHeight   // 12.393 (1493 units)
/// ```
public struct FontMetrics: Hashable, Sendable {
    /// How far the font rises above the baseline.
    public let ascent: Double
    /// How far the font reaches below the baseline, as a positive number.
    public let descent: Double
    /// Extra space the font asks for between lines.
    public let lineGap: Double
    /// The height of capital letters above the baseline.
    public let capHeight: Double

    /// The distance between the baselines of two lines: ascent + descent + line gap.
    public var lineHeight: Double { ascent + descent + lineGap }

    init(face: LoadedFace, size: Double) {
        let scale = size / Double(face.unitsPerEm)
        ascent = Double(face.ascender) * scale
        descent = Double(face.descender) * scale
        lineGap = Double(face.lineGap) * scale
        capHeight = Double(face.capHeight) * scale
    }
}
