/// Steps through the graphemes of UTF-8 text as `String` does (UAX #29 extended grapheme clusters),
/// answering the common scripts from the bytes.
///
/// Between two characters of the scripts most catalogs are written in — Latin, Greek, Cyrillic,
/// CJK ideographs, kana and Hangul syllables, with their punctuation — there is always a grapheme
/// boundary: none of them extends, joins, prepends or is a control (UAX #29 rules GB3–GB13 need one
/// of those). Every other pair is left to `String`.
struct GraphemeStepper {
    let text: String

    /// The end of the grapheme starting at the UTF-8 offset `offset` (a grapheme boundary), and
    /// whether it is a line separator (`Character.isNewline`).
    func grapheme(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, isNewline: Bool) {
        let (first, length) = bytes.scalar(at: offset)
        let end = offset + length
        if Self.standsAlone(first) {
            if end == bytes.count || Self.standsAlone(bytes.scalar(at: end).value) {
                // No line separator stands alone: they are controls.
                return (end, false)
            }
        }
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return (utf8.distance(from: utf8.startIndex, to: text.index(after: index)), text[index].isNewline)
    }

    /// Whether a character is one of those that a grapheme boundary always separates from another
    /// of them: printable ASCII; Latin-1, Latin Extended-A and B, IPA and spacing modifiers (but
    /// the soft hyphen, a control to UAX #29); Greek and Cyrillic letters (but the Cyrillic
    /// combining marks U+0483–U+0489); CJK punctuation (before the tone marks U+302A–U+302F), kana
    /// (but the combining voicing marks U+3099–U+309A), CJK ideographs, Hangul syllables and
    /// fullwidth and halfwidth forms (before the halfwidth voicing marks U+FF9E–U+FF9F).
    static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F,
             0x3000...0x3029, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D:
            true
        default:
            false
        }
    }
}
