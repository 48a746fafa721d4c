internal import CICU

/// Text split into the runs HarfBuzz shapes one by one: each run has one bidirectional embedding
/// level (UAX #9, ICU's `ubidi`), one script (ICU's `uscript`) and one face, so each is shaped with
/// its own direction, script, language and font.
///
/// Characters the font's face has no glyph for (Arabic letters and digits in Inter) are shaped with
/// a fallback face that has them, found through fontconfig at the face's weight, as Core Text
/// cascades to another font; a combining mark or joiner stays with the character before it.
///
/// It is made once per laid-out text and kept by its ``TextLayout`` to draw lines in visual order.
/// Equal paragraphs have equal text, direction and language (the runs follow from those).
final class BidiParagraph: Hashable, Sendable {
    /// One run of the text: a UTF-8 range at one level, in one script.
    struct Item: Hashable, Sendable {
        /// The bytes of the run in the text.
        var range: Range<Int>
        /// The resolved embedding level: even runs go left to right, odd ones right to left.
        var level: UInt8
        /// The ISO 15924 code as a big-endian four-letter tag ("Arab"), 0 when the run has no script
        /// of its own (only digits, spaces, symbols): HarfBuzz then guesses, as for a lone run.
        var script: UInt32
        /// The face that draws the run when the paragraph's own face lacks its characters; nil for
        /// the paragraph's face.
        var fallback: FontFace?

        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// The text, stored as contiguous UTF-8.
    let text: String
    /// The paragraph's base direction.
    let direction: TextDirection
    /// The BCP 47 language tag runs are shaped with (OpenType language systems), nil for HarfBuzz's
    /// default.
    let language: String?
    /// The face runs are shaped with unless they fall back; nil when the paragraph is only ordered,
    /// not shaped.
    let face: LoadedFace?
    /// The runs in logical order, covering the text without gaps; none for empty text.
    let items: [Item]
    /// The runs before they were split by face: one level and one script each, whatever the face.
    let runs: [Item]
    /// The characters neither the face nor any installed fallback has: each is drawn as the face's
    /// missing-glyph box. Empty without a face.
    let missingCharacters: [Unicode.Scalar]

    /// The runs of a text in a base direction, split where the face lacks characters when a face is given.
    init(text: String, direction: TextDirection, language: String?, face: LoadedFace? = nil) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.direction = direction
        self.language = language
        self.face = face
        let itemized = text.utf8.withContiguousStorageIfAvailable { bytes in
            let runs = Self.items(of: bytes, level: direction.level)
            guard let face else { return (runs, runs, [Unicode.Scalar]()) }
            let split = FontFallback.split(runs, of: bytes, primary: face)
            return (runs, split.items, split.missing)
        }
        self.runs = itemized?.0 ?? []
        self.items = itemized?.1 ?? []
        self.missingCharacters = itemized?.2 ?? []
    }

    /// The same text, direction and language split for another face: its levels and scripts, which
    /// do not depend on the face, are not found again.
    init(_ other: BidiParagraph, face: LoadedFace) {
        text = other.text
        direction = other.direction
        language = other.language
        self.face = face
        runs = other.runs
        let split = text.utf8.withContiguousStorageIfAvailable { FontFallback.split(other.runs, of: $0, primary: face) }
        items = split?.items ?? []
        missingCharacters = split?.missing ?? []
    }

    /// The number of UTF-8 bytes of the text.
    var byteCount: Int { text.utf8.count }

    static func == (lhs: BidiParagraph, rhs: BidiParagraph) -> Bool {
        lhs === rhs || (lhs.direction == rhs.direction && lhs.language == rhs.language && lhs.face === rhs.face
            && lhs.text == rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(direction)
        hasher.combine(language)
        hasher.combine(face.map(ObjectIdentifier.init))
    }

    /// The index of the item holding the byte at `offset` (the last item for the end of the text).
    func itemIndex(at offset: Int) -> Int {
        var low = 0
        var high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if items[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Visual order

    /// The parts of the items within `range`, in visual order from the left (UAX #9 rule L2 over
    /// the runs' levels, by ICU's `ubidi_reorderVisual`).
    func visualPieces(in range: Range<Int>) -> [(range: Range<Int>, item: Item)] {
        guard !items.isEmpty, !range.isEmpty else { return [] }
        var pieces: [(range: Range<Int>, item: Item)] = []
        var index = itemIndex(at: range.lowerBound)
        while index < items.count, items[index].range.lowerBound < range.upperBound {
            let item = items[index]
            let piece = max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound)
            if !piece.isEmpty { pieces.append((piece, item)) }
            index += 1
        }
        guard pieces.count > 1 || pieces.first?.item.level != 0 else { return pieces }
        let levels = pieces.map(\.item.level)
        var order = [Int32](repeating: 0, count: pieces.count)
        CICU_bidiReorderVisual(levels, Int32(clamping: levels.count), &order)
        return order.map { pieces[Int($0)] }
    }

    /// The characters of `range` in the order they are drawn from the left: right-to-left runs
    /// reversed grapheme by grapheme, with mirrored brackets ("(" drawn as ")"), as a terminal that
    /// does no bidirectional reordering of its own must receive them.
    func visualString(in range: Range<Int>) -> String {
        let utf8 = text.utf8
        var result = ""
        for piece in visualPieces(in: range) {
            let start = utf8.index(utf8.startIndex, offsetBy: piece.range.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: piece.range.upperBound)
            let slice = text[start..<end]
            guard piece.item.isRightToLeft else {
                result += slice
                continue
            }
            for character in slice.reversed() {
                for scalar in character.unicodeScalars {
                    let mirrored = Unicode.Scalar(UInt32(bitPattern: CICU_bidiMirror(Int32(bitPattern: scalar.value)))) ?? scalar
                    result.unicodeScalars.append(mirrored)
                }
            }
        }
        return result
    }

    // MARK: - Itemizing

    /// The runs of UTF-8 text at paragraph level `level`.
    private static func items(of bytes: UnsafeBufferPointer<UInt8>, level: UInt8) -> [Item] {
        guard !bytes.isEmpty else { return [] }
        let levels = levelRuns(of: bytes, level: level)
        let scripts = scriptRuns(of: bytes)
        // Both lists cover the text in order: cut at every end of either.
        var items: [Item] = []
        var start = 0
        var levelIndex = 0
        var scriptIndex = 0
        while levelIndex < levels.count, scriptIndex < scripts.count {
            let end = min(levels[levelIndex].end, scripts[scriptIndex].end)
            if end > start {
                items.append(Item(range: start..<end, level: levels[levelIndex].level, script: scripts[scriptIndex].script))
                start = end
            }
            if levels[levelIndex].end == end { levelIndex += 1 }
            if scripts[scriptIndex].end == end { scriptIndex += 1 }
        }
        return items
    }

    /// Runs of one embedding level, each with its end. Left-to-right text with no character that
    /// could resolve to another level (see ``mayLeaveLevelZero(_:)``) is one run at level 0, found
    /// without ICU.
    static func levelRuns(of bytes: UnsafeBufferPointer<UInt8>, level: UInt8, shortcut: Bool = true) -> [(end: Int, level: UInt8)] {
        if shortcut, level == 0, !mayLeaveLevelZero(bytes) { return [(bytes.count, 0)] }
        var levels = [UInt8](repeating: level, count: bytes.count)
        var status: Int32 = 0
        bytes.withMemoryRebound(to: CChar.self) { characters in
            CICU_bidiLevels(characters.baseAddress, Int32(clamping: characters.count), level, &levels, Int32(clamping: levels.count), &status)
        }
        // ICU fails here only without memory; the paragraph level everywhere is the best left.
        guard status <= 0 else { return [(bytes.count, level)] }
        var runs: [(end: Int, level: UInt8)] = []
        for offset in 1..<bytes.count where levels[offset] != levels[offset - 1] {
            runs.append((offset, levels[offset - 1]))
        }
        runs.append((bytes.count, levels[bytes.count - 1]))
        return runs
    }

    /// Whether UTF-8 text may hold a character that is not at level 0 in a left-to-right paragraph:
    /// a right-to-left letter, an Arabic number or an explicit directional formatting character
    /// (UAX #9). Without one, every character resolves to level 0: all strong characters are left to
    /// right, European numbers follow them (W7), and neutrals between them take their direction.
    ///
    /// Conservative by blocks: U+0580–U+08FF (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan,
    /// Mandaic and Armenian's last letters with them), RLM, the embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069), the Hebrew and Arabic presentation forms (U+FB1D–U+FDFF,
    /// U+FE70–U+FEFF) and the right-to-left supplementary blocks (U+10800–U+10FFF,
    /// U+1E800–U+1EFFF) — the ranges UCD's DerivedBidiClass gives R, AL or AN by default.
    /// Everything else (Latin, Greek, Cyrillic, CJK, Indic, "…", "€", emoji) is found from bytes.
    static func mayLeaveLevelZero(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            // ASCII, continuation bytes and two-byte characters below U+0580.
            if lead < 0xD6 {
                index += 1
                continue
            }
            if lead < 0xE0 { return true }   // U+0580–U+07FF
            if lead < 0xF0 {
                guard index + 2 < count else { return true }
                let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                switch scalar {
                case 0x0800...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
                default: index += 3
                }
                continue
            }
            guard index + 3 < count else { return true }
            let scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            if (0x10800...0x10FFF).contains(scalar) || (0x1E800...0x1EFFF).contains(scalar) { return true }
            index += 4
        }
        return false
    }

    /// Runs of one script, each with its end; ASCII text is one run, Latin when it has a letter.
    private static func scriptRuns(of bytes: UnsafeBufferPointer<UInt8>) -> [(end: Int, script: UInt32)] {
        if !bytes.contains(where: { $0 >= 0x80 }) {
            let hasLetter = bytes.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            return [(bytes.count, hasLetter ? latin : 0)]
        }
        let capacity = bytes.count
        var ends = [Int32](repeating: 0, count: capacity)
        var scripts = [UInt32](repeating: 0, count: capacity)
        var status: Int32 = 0
        let count = bytes.withMemoryRebound(to: CChar.self) { characters in
            CICU_scriptRuns(characters.baseAddress, Int32(clamping: characters.count), &ends, &scripts, Int32(clamping: capacity), &status)
        }
        guard status <= 0, count > 0 else { return [(bytes.count, 0)] }
        return (0..<Int(min(count, Int32(clamping: capacity)))).map { (Int(ends[$0]), scripts[$0]) }
    }

    /// "Latn" as a big-endian tag.
    static let latin: UInt32 = 0x4C61_746E
}
