/// A line break inside a word, where UAX #14 allows none, because the word is wider than the line.
///
/// With a ``Hyphenator`` the layout breaks the word at the last hyphenation point where its start
/// and a hyphen fit, and draws the hyphen (``isHyphenated``); without one, or when no point fits,
/// it makes an emergency break between graphemes, with no hyphen.
///
/// A layout lists the splits it shows (``TextLayout/wordSplits``); an audit reports the emergency
/// ones, and a layout engine avoids both by offering the text at least
/// ``TextLayouter/widestUnbreakableWidth()``.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let text = "Tienda"
/// let layout = try font.layout(text, in: TextContainer(width: 40))
/// layout.lines.map(\.text)            // ["Tien", "da"]
/// layout.wordSplits[0].line           // 0: the first line ends inside the word
/// layout.wordSplits[0].utf8Offset     // 4: before "da"
/// layout.wordSplits[0].wordRange      // 0..<6: "Tienda"
/// layout.wordSplits[0].isHyphenated   // false: no hyphenator, an emergency break
///
/// let spanish = try Hyphenator(localeIdentifier: "es")
/// let hyphenated = try font.layout("senderismo", in: TextContainer(width: 60), hyphenator: spanish)
/// hyphenated.lines.map(\.text)             // ["sende‐", "rismo"]
/// hyphenated.wordSplits[0].isHyphenated    // true: at a dictionary point, with a hyphen
/// ```
public struct WordSplit: Hashable, Sendable {
    /// The index of the line that ends inside the word.
    public let line: Int
    /// Where the word is split, as a UTF-8 offset in the laid-out text.
    public let utf8Offset: Int
    /// The UTF-8 range, in the laid-out text, of the unbreakable segment that was split (between two
    /// break opportunities, trailing white space left out).
    public let wordRange: Range<Int>
    /// Whether the word is broken at a hyphenation point of its language's dictionary, with a hyphen drawn.
    ///
    /// False for an emergency break between graphemes, where the line ends with no hyphen.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let spanish = try Hyphenator(localeIdentifier: "es")
    /// try font.layout("senderismo", in: TextContainer(width: 60), hyphenator: spanish).wordSplits.map(\.isHyphenated)  // [true]
    /// try font.layout("senderismo", in: TextContainer(width: 60)).wordSplits.map(\.isHyphenated)                       // [false]
    /// ```
    public let isHyphenated: Bool
}
