/// One laid-out line: the text it shows (ellipsis included), its width and its baseline, in points.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let lines = try font.layout("Añadir al carrito", in: TextContainer(width: 90)).lines
/// lines.map(\.text)      // ["Añadir al", "carrito"]
/// lines[1].baseline      // 35.569: one line height below the first baseline
/// ```
public struct TextLine: Hashable, Sendable {
    /// The text the line shows in logical (reading) order, without trailing white space or line separators.
    ///
    /// TextLayout/visualRuns(ofLine:) gives it in drawing order.
    public let text: String
    /// The advance width of the line's text at the layout's scale.
    public let width: Double
    /// The distance from the top of the text to this line's baseline.
    public let baseline: Double
    /// Whether the line ends inside a word: the next line goes on with the same word, split
    /// between graphemes because the word is wider than the line.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let lines = try font.layout("Copies", in: TextContainer(width: 30)).lines
    /// lines.map(\.text)              // ["Co", "pie", "s"]
    /// lines.map(\.endsInsideWord)    // [true, true, false]
    /// ```
    public let endsInsideWord: Bool
    /// The UTF-8 range of `text` in the laid-out text; nil for a truncated line, which is not a
    /// slice of it.
    let sourceRange: Range<Int>?
}
