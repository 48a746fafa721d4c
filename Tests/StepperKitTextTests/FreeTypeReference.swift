import CFreeType

/// An independent path to a font's advances, for checking HarfBuzz's widths: FreeType reads each
/// character's advance from `hmtx` and each pair's kerning from the legacy `kern` table, unscaled.
enum FreeTypeReference {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The advance of `text` in font units: Σ advances + Σ kerning of adjacent pairs.
    static func units(of text: String, fontPath: String) throws -> Int {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw Failure(description: "FreeType did not start") }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontPath, 0, &opened) == 0, let face = opened else {
            throw Failure(description: "FreeType cannot open \(fontPath)")
        }
        defer { FT_Done_Face(face) }
        let glyphs = text.unicodeScalars.map { FT_Get_Char_Index(face, FT_ULong($0.value)) }
        var total = 0
        for glyph in glyphs {
            guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else {
                throw Failure(description: "FreeType cannot load glyph \(glyph) of \(fontPath)")
            }
            total += Int(slot.pointee.metrics.horiAdvance)
        }
        for (left, right) in zip(glyphs, glyphs.dropFirst()) {
            var kerning = FT_Vector()
            FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &kerning)
            total += Int(kerning.x)
        }
        return total
    }

    /// A glyph's unhinted box in font units, as FreeType's glyph metrics report it: left bearing,
    /// top bearing (above the baseline), width and height.
    static func box(ofGlyph glyph: UInt32, fontPath: String) throws -> (left: Int, top: Int, width: Int, height: Int) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw Failure(description: "FreeType did not start") }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontPath, 0, &opened) == 0, let face = opened else {
            throw Failure(description: "FreeType cannot open \(fontPath)")
        }
        defer { FT_Done_Face(face) }
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else {
            throw Failure(description: "FreeType cannot load glyph \(glyph) of \(fontPath)")
        }
        let metrics = slot.pointee.metrics
        return (Int(metrics.horiBearingX), Int(metrics.horiBearingY), Int(metrics.width), Int(metrics.height))
    }
}
