internal import CFreeType
internal import CHarfBuzz
internal import Foundation
import Synchronization
@_spi(StepperKitSupport) import StepperKitSupport

/// One face of one font file, loaded once per process and shared by every ``FontFace`` that names it.
///
/// FreeType opens the file, proves it is a scalable font and reads its names and vertical metrics;
/// HarfBuzz shapes with its own OpenType functions over the same bytes, mapped into memory once.
/// Shaping runs at the em scale (one unit per font unit), so advances are exact integers that do not
/// depend on the point size: a width in points is the sum of integer advances × size ÷ units per em.
///
/// `@unchecked Sendable` is safe because:
/// - every stored property is a `let`, set in `init` and never changed;
/// - `font` is an `hb_font_t` made immutable in `init`: HarfBuzz documents immutable fonts as safe to
///   shape with from many threads at once (its lazily loaded tables use atomic operations);
/// - each `hb_buffer_t` in `buffers` is used by one thread at a time: it is taken out of the pool
///   under the lock and put back after use; the pool, `widths`, `fallbacks` and `ellipses` are
///   behind `Mutex`es;
/// - `outlines` is `Sendable`: its FreeType face is used only under its own `Mutex`;
/// - FreeType's objects live only inside `init`, which does not share them;
/// - the HarfBuzz handles are destroyed only in `deinit`, when no other reference exists.
final class LoadedFace: @unchecked Sendable {
    let path: String
    let index: Int
    let family: String
    let style: String
    let unitsPerEm: Int
    /// hhea ascender, in font units (positive, above the baseline).
    let ascender: Int
    /// hhea descender, in font units (positive, below the baseline).
    let descender: Int
    /// hhea line gap, in font units.
    let lineGap: Int
    /// OS/2 cap height, or the height of "H" when the table has none, in font units.
    let capHeight: Int
    /// OS/2 weight class (400 regular, 700 bold): the weight a fallback face is matched to.
    let weightClass: Int
    /// Advances of strings already measured, in font units.
    let widths = WidthCache(capacity: 8192)
    /// Widths shaped with tabular digits, kept apart from the default ones.
    let tabularWidths = WidthCache(capacity: 1024)
    /// Glyph outlines already read, in font units; FreeType opens the file on the first one.
    let outlines: GlyphOutlineCache

    /// The width cache for a feature set.
    func widths(for features: FontFeatures) -> WidthCache {
        features.contains(.tabularDigits) ? tabularWidths : widths
    }

    private let font: OpaquePointer
    /// Which ASCII characters the face has glyphs for, one bit each: 0–63, then 64–127.
    private let asciiCoverage: (low: UInt64, high: UInt64)
    private let buffers = Mutex<[ShapingBuffer]>([])

    /// An `hb_buffer_t` in the pool. `@unchecked Sendable` is safe: a buffer is owned by whoever took
    /// it out of the pool, which uses it on one thread and puts it back when done, never keeping it.
    private struct ShapingBuffer: @unchecked Sendable {
        let handle: OpaquePointer
    }

    // MARK: - Loading

    /// Faces by file and index: fonts are loaded once and live as long as the process.
    private static let loaded = Mutex<[FaceKey: LoadedFace]>([:])

    private struct FaceKey: Hashable {
        var path: String
        var index: Int
    }

    /// The face at `index` in the file at `path`, loaded on first use. The index may carry a
    /// variable font's named instance in its upper 16 bits, as fontconfig reports it.
    static func shared(path: String, index: Int) throws(FontError) -> LoadedFace {
        guard !path.isEmpty else { throw .unreadableFile(path: path, reason: "the path is empty") }
        let key = FaceKey(path: URL(fileURLWithPath: path).standardizedFileURL.path, index: index)
        if let face = loaded.withLock({ $0[key] }) { return face }
        // What the path is, before HarfBuzz opens it: reading a FIFO would block, a device never end.
        // Checked on the path as given, so the error names it as the caller wrote it.
        try FontFileCheck.check(path)
        // Loading reads the file: do it outside the lock; when two threads race, the first one stored wins.
        let face = try LoadedFace(path: key.path, index: key.index)
        return loaded.withLock { faces in
            if let raced = faces[key] { return raced }
            faces[key] = face
            return face
        }
    }

    private init(path: String, index: Int) throws(FontError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadableFile(path: path, reason: "permission denied or an I/O error")
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else {
            throw .notAFont(path: path, reason: "the file is empty")
        }

        let facts = try Self.readWithFreeType(path: path, index: index, bytes: bytes, length: Int(length))
        self.path = path
        self.index = index
        self.family = facts.family
        self.style = facts.style
        self.unitsPerEm = facts.unitsPerEm
        self.ascender = facts.ascender
        self.descender = facts.descender
        self.lineGap = facts.lineGap
        self.capHeight = facts.capHeight
        self.weightClass = facts.weightClass
        self.outlines = GlyphOutlineCache(path: path, index: index)

        let face = hb_face_create(blob, UInt32(index & 0xFFFF))
        defer { hb_face_destroy(face) }
        // HarfBuzz never returns NULL here: on failure it returns an inert font that shapes nothing.
        let font: OpaquePointer = hb_font_create(face)
        let namedInstance = index >> 16
        if namedInstance > 0 {
            hb_font_set_var_named_instance(font, UInt32(namedInstance - 1))
        }
        hb_font_make_immutable(font)
        self.font = font
        var ascii: (low: UInt64, high: UInt64) = (0, 0)
        for byte in UInt32(0x20)..<0x7F {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, byte, &glyph) != 0 else { continue }
            if byte < 64 { ascii.low |= 1 << UInt64(byte) } else { ascii.high |= 1 << UInt64(byte - 64) }
        }
        self.asciiCoverage = ascii
    }

    deinit {
        buffers.withLock { pool in pool.forEach { hb_buffer_destroy($0.handle) } }
        hb_font_destroy(font)
    }

    private struct FreeTypeFacts {
        var family: String
        var style: String
        var unitsPerEm: Int
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var capHeight: Int
        var weightClass: Int
    }

    /// Opens the bytes with FreeType: proves they are a scalable font and reads its names and metrics.
    private static func readWithFreeType(
        path: String, index: Int, bytes: UnsafePointer<CChar>, length: Int
    ) throws(FontError) -> FreeTypeFacts {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .notAFont(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        let data = UnsafeRawPointer(bytes).assumingMemoryBound(to: FT_Byte.self)
        let error = FT_New_Memory_Face(library, data, FT_Long(length), FT_Long(index), &opened)
        guard error == 0, let face = opened else {
            throw .notAFont(path: path, reason: freeTypeReason(error, index: index))
        }
        defer { FT_Done_Face(face) }
        let record = face.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, record.units_per_EM > 0 else {
            throw .notAFont(path: path, reason: "it has no outlines, only bitmaps")
        }
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let ascender = Int(record.ascender)
        let descender = -Int(record.descender)
        return FreeTypeFacts(
            family: record.family_name.map { String(cString: $0) } ?? fileName,
            style: record.style_name.map { String(cString: $0) } ?? "Regular",
            unitsPerEm: Int(record.units_per_EM),
            ascender: ascender,
            descender: descender,
            lineGap: max(Int(record.height) - ascender - descender, 0),
            capHeight: capHeight(of: face) ?? ascender,
            weightClass: weightClass(of: face)
        )
    }

    /// OS/2 `sCapHeight` (table version 2 and later), else the top of the "H" glyph, in font units.
    private static func capHeight(of face: FT_Face) -> Int? {
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2, os2.sCapHeight > 0 { return Int(os2.sCapHeight) }
        }
        guard FT_Load_Char(face, 0x48, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let glyph = face.pointee.glyph else {
            return nil
        }
        let top = Int(glyph.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }

    /// OS/2 `usWeightClass`, or 700 for a face FreeType flags bold and 400 otherwise.
    private static func weightClass(of face: FT_Face) -> Int {
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let weight = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
            if (1...1000).contains(weight) { return weight }
        }
        return face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
    }

    private static func freeTypeReason(_ error: FT_Error, index: Int) -> String {
        switch error {
        case 0x02: "unknown file format"
        case 0x03: "broken file format"
        case 0x06: "it has no face at index \(index)"
        case 0x08: "unsupported font version"
        case 0x51...0x58: "it ends where a font's tables should be"
        default: FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
        }
    }

    // MARK: - Coverage

    /// Whether the face has a glyph for an ASCII character, without asking HarfBuzz.
    func coversASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? asciiCoverage.low & (1 << UInt64(byte)) != 0
            : byte < 128 && asciiCoverage.high & (1 << UInt64(byte - 64)) != 0
    }

    /// Whether the face has a glyph for a character (its cmap maps it).
    func covers(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return coversASCII(UInt8(scalar)) }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// An installed face that draws a character this face lacks, at about this face's weight; nil
    /// when none does (the character is then drawn with this face's missing-glyph box).
    func fallback(for scalar: UInt32) -> LoadedFace? {
        if let known = fallbacks.withLock({ $0[scalar] }) { return known }
        var face: LoadedFace?
        if let match = Fontconfig.shared.fallback(for: scalar, weight: FontWeight(value: weightClass)),
           let found = try? LoadedFace.shared(path: match.path, index: match.index),
           found !== self, found.covers(scalar) {
            face = found
        }
        fallbacks.withLock { known in
            if known.count >= Self.fallbackLimit { known.removeAll(keepingCapacity: true) }
            known[scalar] = .some(face)
        }
        return face
    }

    /// The ellipsis's advance by paragraph direction, language and features (see
    /// ``ellipsisUnits(direction:language:features:measure:)``).
    private let ellipses = Mutex<[EllipsisKey: Int]>([:])

    private struct EllipsisKey: Hashable {
        var direction: TextDirection
        var language: String?
        var features: FontFeatures
    }

    /// The advance of the truncation ellipsis in paragraphs of this face with a direction,
    /// language and features, `measure`d once per process: every truncated line asks for it.
    func ellipsisUnits(direction: TextDirection, language: String?, features: FontFeatures, measure: () -> Int) -> Int {
        let key = EllipsisKey(direction: direction, language: language, features: features)
        if let known = ellipses.withLock({ $0[key] }) { return known }
        let units = measure()
        ellipses.withLock { known in
            if known.count >= Self.ellipsisLimit { known.removeAll(keepingCapacity: true) }
            known[key] = units
        }
        return units
    }

    /// Fallback faces this face already asked for, by character (nil: none has it); a lock and a
    /// lookup instead of fontconfig's and the face table's each time a paragraph needs one.
    private let fallbacks = Mutex<[UInt32: LoadedFace?]>([:])
    /// The most characters remembered per face; past that the answers are dropped and asked again.
    private static let fallbackLimit = 4096
    /// The most ellipsis advances remembered per face: a language per app locale, two directions,
    /// a feature set or two make a handful; the bound only guards against endless new languages.
    private static let ellipsisLimit = 256

    // MARK: - Shaping

    /// The total advance of UTF-8 text shaped as one run, in font units.
    func advance(ofUTF8 text: UnsafeBufferPointer<UInt8>, features: FontFeatures = []) -> Int {
        withShapedBuffer(text, features: features) { buffer in
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            var total = 0
            for position in UnsafeBufferPointer(start: positions, count: Int(count)) {
                total += Int(position.x_advance)
            }
            return total
        }
    }

    /// Each glyph of UTF-8 text shaped as one run, in font units: glyph ID, UTF-8 offset of its
    /// cluster, pen position plus offset, and advance.
    func glyphs(ofUTF8 text: UnsafeBufferPointer<UInt8>, features: FontFeatures = []) -> [(glyph: UInt32, cluster: Int, x: Int, y: Int, advance: Int)] {
        withShapedBuffer(text, features: features) { buffer in
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil)
            else { return [] }
            var penX = 0
            var penY = 0
            return (0..<Int(count)).map { index in
                let info = infos[index]
                let position = positions[index]
                defer {
                    penX += Int(position.x_advance)
                    penY += Int(position.y_advance)
                }
                return (info.codepoint, Int(info.cluster), penX + Int(position.x_offset),
                        penY + Int(position.y_offset), Int(position.x_advance))
            }
        }
    }

    /// One glyph of a shaped item, in font units, as HarfBuzz gives it (visual order).
    struct ItemGlyph: Sendable {
        /// The glyph's index in the face.
        var glyph: UInt32
        /// The UTF-8 offset, in the whole text, of the cluster the glyph belongs to.
        var cluster: Int
        /// The glyph's offset from the pen position.
        var xOffset: Int
        var yOffset: Int
        /// How far the pen moves after the glyph.
        var advance: Int
        /// Whether HarfBuzz marked the glyph unsafe to break at the start of its cluster: cutting
        /// the text there would shape both sides differently.
        var isUnsafeToBreak: Bool
        /// Whether HarfBuzz marked the glyph unsafe to concatenate at the start of its cluster:
        /// changing the text on one side of it (an ellipsis appended) may reshape the other side.
        /// Unsafe to break implies unsafe to concatenate.
        var isUnsafeToConcat: Bool
    }

    /// The bytes `range` of UTF-8 `text` shaped as one item of ``BidiParagraph`` (its direction,
    /// script and language set, the rest of the text given to HarfBuzz as context for joining).
    func glyphs(
        ofItem range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, item: BidiParagraph.Item, language: String?,
        features: FontFeatures = []
    ) -> [ItemGlyph] {
        withShapedItem(range, in: text, item: item, language: language, features: features) { buffer, units in
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil)
            else { return [] }
            let unsafeToBreak = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
            let unsafeToConcat = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
            return (0..<Int(count)).map { index in
                let info = infos[index]
                let position = positions[index]
                return ItemGlyph(
                    glyph: info.codepoint, cluster: Int(info.cluster), xOffset: units(position.x_offset),
                    yOffset: units(position.y_offset), advance: units(position.x_advance),
                    isUnsafeToBreak: info.mask & unsafeToBreak != 0, isUnsafeToConcat: info.mask & unsafeToConcat != 0
                )
            }
        }
    }

    /// Shapes the bytes `range` of `text` as one item and calls `body` with each glyph in logical
    /// order (right-to-left items last glyph first), without keeping them.
    func forEachGlyph(
        ofItem range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, item: BidiParagraph.Item, language: String?,
        features: FontFeatures = [], _ body: (ItemGlyph) -> Void
    ) {
        withShapedItem(range, in: text, item: item, language: language, features: features) { buffer, units in
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil)
            else { return }
            let unsafeToBreak = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
            let unsafeToConcat = HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue
            let indices = 0..<Int(count)
            func visit(_ index: Int) {
                let info = infos[index]
                let position = positions[index]
                body(ItemGlyph(
                    glyph: info.codepoint, cluster: Int(info.cluster), xOffset: units(position.x_offset),
                    yOffset: units(position.y_offset), advance: units(position.x_advance),
                    isUnsafeToBreak: info.mask & unsafeToBreak != 0, isUnsafeToConcat: info.mask & unsafeToConcat != 0
                ))
            }
            if item.isRightToLeft { indices.reversed().forEach(visit) } else { indices.forEach(visit) }
        }
    }

    /// The total advance of the bytes `range` of `text` shaped as one item, in font units.
    func advance(
        ofItem range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, item: BidiParagraph.Item, language: String?,
        features: FontFeatures = []
    ) -> Int {
        withShapedItem(range, in: text, item: item, language: language, features: features) { buffer, units in
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            var total = 0
            for position in UnsafeBufferPointer(start: positions, count: Int(count)) {
                total += units(position.x_advance)
            }
            return total
        }
    }

    /// Converts a fallback face's font units to this face's, rounding each value: a paragraph's
    /// widths are all in its own face's units.
    struct UnitConversion {
        let from: Int
        let to: Int

        func callAsFunction(_ value: Int32) -> Int {
            from == to ? Int(value) : Int((Double(value) * Double(to) / Double(from)).rounded())
        }
    }

    /// Shapes the bytes `range` of `text` into a pooled buffer with the item's direction, script,
    /// language and face (its fallback, or this face), and runs `body` with it and the conversion of
    /// the face's units to this face's; an empty range never reaches HarfBuzz.
    private func withShapedItem<R>(
        _ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, item: BidiParagraph.Item, language: String?,
        features: FontFeatures, _ body: (OpaquePointer, UnitConversion) -> R
    ) -> R {
        let shaper = item.fallback?.loaded ?? self
        let units = UnitConversion(from: shaper.unitsPerEm, to: unitsPerEm)
        return withPooledBuffer { buffer in
            guard let start = text.baseAddress, !range.isEmpty, range.lowerBound >= 0, range.upperBound <= text.count else { return }
            start.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
                hb_buffer_add_utf8(buffer, characters, Int32(clamping: text.count), UInt32(clamping: range.lowerBound), Int32(clamping: range.count))
            }
            hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            if item.script != 0 { hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(item.script)) }
            if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
            // Unsafe-to-concatenate flags too: a truncated line's kept end is reshaped where they are set.
            hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
            // Fills in what is still unset: the script of a run of digits and symbols, the language.
            hb_buffer_guess_segment_properties(buffer)
            shaper.shape(buffer, features: features)
        } body: { body($0, units) }
    }

    /// HarfBuzz feature records for a feature set, each on for the whole run.
    private static func hbFeatures(_ features: FontFeatures) -> [hb_feature_t] {
        features.tags.compactMap { tag in
            var feature = hb_feature_t()
            let parsed = tag.withCString { hb_feature_from_string($0, -1, &feature) }
            return parsed != 0 ? feature : nil
        }
    }

    /// Shapes `text` into a pooled buffer and runs `body` with it; empty text never reaches HarfBuzz.
    ///
    /// Direction, script and language are guessed from the text (one run: bidirectional and
    /// mixed-script text is not itemized; ``BidiParagraph`` does that for layout). Kerning and
    /// ligatures are on, as HarfBuzz's defaults.
    private func withShapedBuffer<R>(_ text: UnsafeBufferPointer<UInt8>, features: FontFeatures, _ body: (OpaquePointer) -> R) -> R {
        withPooledBuffer { buffer in
            guard let start = text.baseAddress, !text.isEmpty else { return }
            start.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
                hb_buffer_add_utf8(buffer, characters, Int32(text.count), 0, Int32(text.count))
            }
            // Pooled buffers keep their flags: a buffer that shaped an item may come back with the
            // unsafe-to-concatenate flags on, which measuring does not need.
            hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_DEFAULT)
            hb_buffer_guess_segment_properties(buffer)
            shape(buffer, features: features)
        } body: { body($0) }
    }

    /// Shapes a filled buffer with this face and `features`.
    private func shape(_ buffer: OpaquePointer, features: FontFeatures) {
        if features.isEmpty {
            hb_shape(font, buffer, nil, 0)
        } else {
            let list = Self.hbFeatures(features)
            list.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        }
    }

    /// The most glyphs a buffer put back in the pool has held.
    private static let largestPooledBuffer: UInt32 = 16384

    /// Takes a buffer from the pool (or makes one), fills it with `fill`, runs `body` with it, and
    /// puts it back cleared.
    private func withPooledBuffer<R>(fill: (OpaquePointer) -> Void, body: (OpaquePointer) -> R) -> R {
        // hb_buffer_create never returns NULL: on failure it returns an inert buffer that holds nothing.
        let buffer: OpaquePointer = buffers.withLock { $0.popLast()?.handle } ?? hb_buffer_create()
        defer {
            // A buffer keeps the memory of the longest text it held (40 bytes a glyph): one that
            // shaped a long text is freed rather than pooled.
            if hb_buffer_get_length(buffer) > Self.largestPooledBuffer {
                hb_buffer_destroy(buffer)
            } else {
                hb_buffer_clear_contents(buffer)
                let pooled = ShapingBuffer(handle: buffer)
                buffers.withLock { $0.append(pooled) }
            }
        }
        fill(buffer)
        return body(buffer)
    }
}
