extension Font {
    /// Lays text out in a container as SwiftUI's text would: wrapped, shrunk to fit, then truncated.
    ///
    /// Lines wrap at UAX #14 line-break opportunities (ICU); the text shrinks down to the minimum scale factor
    /// to fit, then is truncated with "…".
    ///
    /// Lines end at every line separator; a word wider than the width is broken at the last
    /// hyphenation point of `hyphenator` where its start and a hyphen fit, else between graphemes
    /// (both reported in ``TextLayout/wordSplits``); trailing spaces never push a line over. Line-break
    /// rules are ICU's root rules, which English and Spanish use. The text is split into
    /// bidirectional runs (UAX #9) and script runs, each shaped with its direction, script and
    /// `language`; lines are broken in logical order and drawn in visual order
    /// (``TextLayout/visualRuns(ofLine:)``).
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let wrapped = try font.layout("Añadir al carrito", in: TextContainer(width: 90))
    /// wrapped.lines.map(\.text)   // ["Añadir al", "carrito"]
    ///
    /// let cut = try font.layout("Añadir al carrito", in: TextContainer(width: 100, lineLimit: 1))
    /// cut.lines.map(\.text)       // ["Añadir al…"]
    /// cut.isTruncated             // true
    /// ```
    public func layout(
        _ text: String, in container: TextContainer = TextContainer(), direction: ParagraphDirection = .automatic,
        language: String? = nil, hyphenator: Hyphenator? = nil
    ) throws(LineBreakError) -> TextLayout {
        var layouter = try TextLayouter(text, font: self, direction: direction, language: language, hyphenator: hyphenator)
        return layouter.layout(in: container)
    }
}
