/// A run of one laid-out line in drawing order: text of one direction and script, with its glyphs
/// positioned from the line's left edge.
///
/// Runs come from ``TextLayout/visualRuns(ofLine:)`` left to right; within a run, glyphs are left
/// to right too, so a renderer draws every glyph of a line in order at `glyph.x`:
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let layout = try font.layout("Subtotal ١٢٫٥٠ €")
/// layout.visualRuns(ofLine: 0).map(\.text)       // ["Subtotal ", "١٢٫٥٠", " €"]
/// layout.visualRuns(ofLine: 0).map(\.direction)  // [.leftToRight, .leftToRight, .leftToRight]
///
/// let arabic = try font.layout("المجموع 12,50 €")
/// arabic.direction                                // .rightToLeft: its first letter is Arabic
/// arabic.visualRuns(ofLine: 0).map(\.text)        // [" €", "12,50", "المجموع "]
/// ```
public struct TextRun: Hashable, Sendable {
    /// The run's text in logical (reading) order.
    public let text: String
    /// The font that draws the run's glyphs: the layout's, or a fallback face at the same size.
    ///
    /// A fallback face has characters the layout's face lacks (Arabic letters and digits in Inter).
    /// Glyph indices are the face's own: draw each with `font.outline(of:)`.
    public let font: Font
    /// The UTF-8 range of text within the line's TextLine/text.
    public let utf8Range: Range<Int>
    /// The direction the run's characters go in.
    public let direction: TextDirection
    /// The run's bidirectional embedding level (UAX #9): even left to right, odd right to left.
    public let bidiLevel: Int
    /// The run's ISO 15924 script code ("Latn", "Arab", "Hebr"); empty when the run has no script
    /// of its own (only digits, spaces or symbols).
    public let script: String
    /// The run's left edge, from the line's left edge.
    public let x: Double
    /// The run's advance width.
    public let width: Double
    /// The run's glyphs left to right; each x is from the line's left edge and each utf8Offset is within
    /// the line's TextLine/text.
    public let glyphs: [PositionedGlyph]
}
