internal import CFreeType
import Synchronization

/// The glyph outlines of one face in font units, read with FreeType on first use and kept.
///
/// The cache holds at most one entry per glyph of the face, so the font bounds it. FreeType opens
/// the file the first time an outline is asked for (faces that are only measured never open it).
///
/// Thread safety: an `FT_Face` must be used by one thread at a time, so the FreeType handles live
/// inside the `reader` `Mutex` and are touched only while it is held: opening, loading a glyph and
/// decomposing its outline all happen in one `withLock`, and `deinit` closes them the same way. The
/// cache of finished outlines is a second `Mutex`, so lookups never wait for FreeType.
final class GlyphOutlineCache: Sendable {
    private let path: String
    private let index: Int
    private let outlines = Mutex<[UInt32: GlyphOutline]>([:])
    private let reader = Mutex(Reader.closed)

    private enum Reader {
        case closed
        case open(library: FT_Library, face: FT_Face)
        case unavailable
    }

    init(path: String, index: Int) {
        self.path = path
        self.index = index
    }

    deinit {
        reader.withLock { reader in
            if case .open(let library, let face) = reader {
                FT_Done_Face(face)
                FT_Done_FreeType(library)
            }
            reader = .closed
        }
    }

    // MARK: - API

    /// The outline of `glyph` in font units, or nil when the face has no such glyph or it has no outline.
    func outline(of glyph: UInt32) -> GlyphOutline? {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        guard let outline = reader.withLock({ Self.read(glyph, with: &$0, path: path, index: index) }) else {
            return nil
        }
        outlines.withLock { $0[glyph] = outline }
        return outline
    }

    // MARK: - Reading with FreeType (only under the reader's lock)

    private static func read(_ glyph: UInt32, with reader: inout Reader, path: String, index: Int) -> GlyphOutline? {
        if case .closed = reader { reader = open(path: path, index: index) }
        guard case .open(_, let face) = reader,
              FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        return decompose(&slot.pointee.outline)
    }

    private static func open(path: String, index: Int) -> Reader {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return .unavailable }
        var face: FT_Face?
        // FreeType reads a variable font's named instance from the index's upper 16 bits, as fontconfig gives it.
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
            FT_Done_FreeType(library)
            return .unavailable
        }
        return .open(library: library, face: face)
    }

    /// Walks an outline with FreeType's decomposer, which resolves implied on-curve points.
    private static func decompose(_ outline: inout FT_Outline) -> GlyphOutline? {
        // The callbacks cannot capture: they reach the builder through FreeType's `user` pointer.
        var functions = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.at(user)?.pointee.move(to) ?? 1 },
            line_to: { to, user in OutlineBuilder.at(user)?.pointee.line(to) ?? 1 },
            conic_to: { control, to, user in OutlineBuilder.at(user)?.pointee.quadCurve(control, to) ?? 1 },
            cubic_to: { control1, control2, to, user in
                OutlineBuilder.at(user)?.pointee.cubicCurve(control1, control2, to) ?? 1
            },
            shift: 0,
            delta: 0
        )
        var builder = OutlineBuilder()
        let error = withUnsafeMutablePointer(to: &builder) { FT_Outline_Decompose(&outline, &functions, $0) }
        return error == 0 ? builder.finished : nil
    }
}

/// Collects FreeType's decomposition callbacks into segments, closing each contour.
///
/// Each callback returns 0 to go on, or 1 to stop decomposing when FreeType passed a null point.
private struct OutlineBuilder {
    private var segments: [GlyphOutline.Segment] = []
    private var isContourOpen = false

    /// The builder behind FreeType's `user` pointer.
    static func at(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder>? {
        user?.assumingMemoryBound(to: OutlineBuilder.self)
    }

    mutating func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        guard let to else { return 1 }
        if isContourOpen { segments.append(.close) }
        segments.append(.move(to: GlyphOutline.Point(to.pointee)))
        isContourOpen = true
        return 0
    }

    mutating func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        guard let to else { return 1 }
        segments.append(.line(to: GlyphOutline.Point(to.pointee)))
        return 0
    }

    mutating func quadCurve(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        guard let control, let to else { return 1 }
        segments.append(.quadCurve(to: GlyphOutline.Point(to.pointee), control: GlyphOutline.Point(control.pointee)))
        return 0
    }

    mutating func cubicCurve(
        _ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?
    ) -> Int32 {
        guard let control1, let control2, let to else { return 1 }
        segments.append(.cubicCurve(
            to: GlyphOutline.Point(to.pointee), control1: GlyphOutline.Point(control1.pointee),
            control2: GlyphOutline.Point(control2.pointee)
        ))
        return 0
    }

    var finished: GlyphOutline {
        GlyphOutline(segments: isContourOpen ? segments + [.close] : segments)
    }
}

extension GlyphOutline.Point {
    /// A point from FreeType's vector, in font units.
    fileprivate init(_ vector: FT_Vector) {
        self.init(x: Double(vector.x), y: Double(vector.y))
    }
}
