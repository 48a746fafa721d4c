/// A line break inside a word: an emergency break between graphemes, where UAX #14 allows none,
/// because the word is wider than the line.
///
/// A layout lists the splits it shows (``TextLayout/wordSplits``); an audit reports them, and a
/// layout engine avoids them by offering the text at least ``TextLayouter/widestUnbreakableWidth()``.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let text = "Tienda"
/// let layout = try font.layout(text, in: TextContainer(width: 40))
/// layout.lines.map(\.text)            // ["Tien", "da"]
/// layout.wordSplits[0].line           // 0: the first line ends inside the word
/// layout.wordSplits[0].utf8Offset     // 4: before "da"
/// layout.wordSplits[0].wordRange      // 0..<6: "Tienda"
/// ```
public struct WordSplit: Hashable, Sendable {
    /// The index of the line that ends inside the word.
    public let line: Int
    /// Where the word is split, as a UTF-8 offset in the laid-out text.
    public let utf8Offset: Int
    /// The UTF-8 range, in the laid-out text, of the unbreakable segment that was split (between two
    /// break opportunities, trailing white space left out).
    public let wordRange: Range<Int>
}
