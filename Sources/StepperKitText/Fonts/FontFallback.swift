/// Splits text runs where their face has no glyph for a character, giving each piece a face that
/// has it: the cascade Core Text applies when a font lacks a script (Arabic digits in Inter).
///
/// A character the face has stays with it; one it lacks goes to the face of the piece before when
/// that face has it, else to fontconfig's choice for the character at the face's weight. Marks,
/// joiners, variation selectors and other invisible format characters never start a piece: they
/// belong to the character before them. White space stays in the piece it is in when that piece's
/// face has it, so a fallback run of words is shaped as one.
enum FontFallback {
    /// `items` of UTF-8 `text`, each cut where the face that draws its characters changes, and the
    /// characters no installed face has (each once, in order of appearance).
    static func split(
        _ items: [BidiParagraph.Item], of text: UnsafeBufferPointer<UInt8>, primary: LoadedFace
    ) -> (items: [BidiParagraph.Item], missing: [Unicode.Scalar]) {
        guard !items.allSatisfy({ isDrawn(by: primary, ascii: $0.range, in: text) }) else { return (items, []) }
        var missing: [Unicode.Scalar] = []
        var seenMissing: Set<UInt32> = []
        var result: [BidiParagraph.Item] = []
        result.reserveCapacity(items.count + 2)
        for item in items {
            if isDrawn(by: primary, ascii: item.range, in: text) {
                result.append(item)
                continue
            }
            var pieceStart = item.range.lowerBound
            var current: LoadedFace?
            var offset = item.range.lowerBound
            while offset < item.range.upperBound {
                let (value, width) = text.scalar(at: offset)
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                // The common case: the primary face draws it and draws the piece so far, so the piece
                // goes on and nothing is missing (what face(for:) answers first, asked once).
                if current == nil, primary.covers(scalar.value) {
                    offset += width
                    continue
                }
                let chosen = face(for: scalar, current: current, primary: primary)
                if !(chosen ?? primary).covers(scalar.value), !isAttached(scalar), !scalar.properties.isWhitespace,
                   seenMissing.insert(scalar.value).inserted {
                    missing.append(scalar)
                }
                if chosen !== current, offset > pieceStart {
                    result.append(piece(of: item, pieceStart..<offset, drawnBy: current))
                    pieceStart = offset
                }
                current = chosen
                offset += width
            }
            result.append(piece(of: item, pieceStart..<item.range.upperBound, drawnBy: current))
        }
        return (result, missing)
    }

    /// The face that draws a character (nil: the primary), given the face of the piece so far.
    private static func face(for scalar: Unicode.Scalar, current: LoadedFace?, primary: LoadedFace) -> LoadedFace? {
        let value = scalar.value
        // The common case, answered without Unicode properties: the primary face has it and is the
        // face of the piece so far (an attached character or a space stays in that piece anyway).
        if current == nil, primary.covers(value) { return nil }
        if isAttached(scalar) { return current }
        let currentFace = current ?? primary
        if scalar.properties.isWhitespace, currentFace.covers(value) { return current }
        if primary.covers(value) { return nil }
        if let current, current.covers(value) { return current }
        // No installed face has it: the primary draws its missing-glyph box.
        return primary.fallback(for: value)
    }

    /// Whether a character belongs to the one before it, whatever face that has: a combining mark,
    /// a joiner, a variation selector, a control or another default-ignorable character.
    private static func isAttached(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { return true }
        if value < 0x300 { return false }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether a range is ASCII the primary face has every drawn character of.
    private static func isDrawn(by face: LoadedFace, ascii range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in range {
            let byte = text[offset]
            if byte >= 0x80 { return false }
            if byte >= 0x20, byte != 0x7F, !face.coversASCII(byte) { return false }
        }
        return true
    }

    private static func piece(of item: BidiParagraph.Item, _ range: Range<Int>, drawnBy face: LoadedFace?) -> BidiParagraph.Item {
        var piece = item
        piece.range = range
        piece.fallback = face.map(FontFace.init(loaded:))
        return piece
    }
}

extension Unicode.Scalar {
    /// The scalar as Unicode names it in text: "U+0663", "U+17000".
    package var codePointName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
