extension Font {
    /// Lays text out in a container as SwiftUI's text would: wrapped, shrunk to fit, then truncated.
    ///
    /// Lines wrap at UAX #14 line-break opportunities (ICU); the text shrinks down to the minimum scale factor
    /// to fit, then is truncated with "…".
    ///
    /// Lines end at every line separator; a word wider than the width is split between graphemes;
    /// trailing spaces never push a line over. Line-break rules are ICU's root rules, which English
    /// and Spanish use; text is shaped left to right as one run per line.
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
    public func layout(_ text: String, in container: TextContainer = TextContainer()) throws(LineBreakError) -> TextLayout {
        var layouter = try TextLayouter(text, font: self)
        return layouter.layout(in: container)
    }
}
