extension Font {
    /// The outline of one glyph of the face at this font's size, in points; nil when the face has no such
    /// glyph.
    ///
    /// The y axis grows upward from the glyph's origin on the baseline.
    ///
    /// Glyph indices come from ``shape(_:)``, so the outlines drawn are those of the font that measured
    /// the text. Outlines are read unhinted, in font units, once per face and glyph (every size shares
    /// them), then scaled; this is safe to call from many threads at once.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let shaped = font.shape("Hi")
    /// let outlines = shaped.glyphs.compactMap { font.outline(of: $0.glyph) }
    /// outlines[0].bounds?.height   // 12.393: the cap height of "H"
    /// font.outline(of: 999_999)    // nil: no glyph has that index
    /// ```
    public func outline(of glyph: UInt32) -> GlyphOutline? {
        face.loaded.outlines.outline(of: glyph)?.scaled(by: size / Double(face.unitsPerEm))
    }
}
