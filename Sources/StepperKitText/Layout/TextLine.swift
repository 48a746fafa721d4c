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
    /// Whether the line ends inside a word: the next line goes on with the same word, because the
    /// word is wider than the line.
    ///
    /// The word is broken at a hyphenation point, with a hyphen (see ``endsWithHyphen``), when the
    /// layout has a ``Hyphenator`` with one that fits; else between graphemes.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let lines = try font.layout("Copies", in: TextContainer(width: 30)).lines
    /// lines.map(\.text)              // ["Co", "pie", "s"]
    /// lines.map(\.endsInsideWord)    // [true, true, false]
    /// ```
    public let endsInsideWord: Bool
    /// Whether the line ends at a hyphenation point of a word wider than the line, with a hyphen drawn.
    ///
    /// The hyphen is the last character of ``text``: U+2010 HYPHEN, or "-" when the font lacks it.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 34)
    /// let spanish = try Hyphenator(localeIdentifier: "es_ES")
    /// let lines = try font.layout("senderismo", in: TextContainer(width: 120), hyphenator: spanish).lines
    /// lines.map(\.text)              // ["sende‐", "rismo"]
    /// lines.map(\.endsWithHyphen)    // [true, false]
    /// ```
    public let endsWithHyphen: Bool
    /// The UTF-8 range of `text` in the laid-out text; nil for a truncated line, which is not a
    /// slice of it.
    let sourceRange: Range<Int>?
}
