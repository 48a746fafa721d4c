import CFreeType

/// An independent path to a font's advances and glyph boxes, for checking HarfBuzz's widths and the
/// kit's outlines: FreeType reads each character's advance from `hmtx` and each pair's kerning from
/// the legacy `kern` table, unscaled.
enum FreeTypeReference {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The advance of `text` in font units: Σ advances + Σ kerning of adjacent pairs.
    static func units(of text: String, fontPath: String) throws -> Int {
        try withFace(fontPath) { face in
            let glyphs = text.unicodeScalars.map { FT_Get_Char_Index(face, FT_ULong($0.value)) }
            var total = 0
            for glyph in glyphs {
                total += Int(try loadUnscaled(glyph, of: face, fontPath: fontPath).horiAdvance)
            }
            for (left, right) in zip(glyphs, glyphs.dropFirst()) {
                var kerning = FT_Vector()
                FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &kerning)
                total += Int(kerning.x)
            }
            return total
        }
    }

    /// A glyph's unhinted box in font units, as FreeType's glyph metrics report it: left bearing,
    /// top bearing (above the baseline), width and height.
    static func box(ofGlyph glyph: UInt32, fontPath: String) throws -> (left: Int, top: Int, width: Int, height: Int) {
        try withFace(fontPath) { face in
            let metrics = try loadUnscaled(glyph, of: face, fontPath: fontPath)
            return (Int(metrics.horiBearingX), Int(metrics.horiBearingY), Int(metrics.width), Int(metrics.height))
        }
    }

    /// Runs `body` with the first face of a font file, opened with a FreeType library of its own.
    private static func withFace<Result>(_ fontPath: String, _ body: (FT_Face) throws -> Result) throws -> Result {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw Failure(description: "FreeType did not start") }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        guard FT_New_Face(library, fontPath, 0, &opened) == 0, let face = opened else {
            throw Failure(description: "FreeType cannot open \(fontPath)")
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }

    /// The metrics of a glyph loaded in font units.
    private static func loadUnscaled(_ glyph: UInt32, of face: FT_Face, fontPath: String) throws -> FT_Glyph_Metrics {
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else {
            throw Failure(description: "FreeType cannot load glyph \(glyph) of \(fontPath)")
        }
        return slot.pointee.metrics
    }
}
