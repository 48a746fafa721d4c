/// Why a text does not fit its space, with the numbers a designer needs.
///
/// ```swift
/// FitProblem.overflow(measured: 143.5, width: 120).description   // "measures 143.5 pt, 23.5 pt over 120 pt"
/// ```
public enum FitProblem: Hashable, Sendable, CustomStringConvertible {
    /// The text (or its component) is wider than the width on one line.
    case overflow(measured: Double, width: Double)
    /// A word is wider than the width, so it is broken inside the word.
    case wordSplit(word: String, measured: Double, width: Double)
    /// Wrapped, the text needs more lines than the limit, so its end is cut off with "…".
    case truncated(linesNeeded: Int, lineLimit: Int, shown: String)
    /// No installed font draws these characters: they show as boxes, and the text's widths are
    /// those of the boxes, not of the characters.
    case missingGlyphs(characters: [Unicode.Scalar])

    /// The rule that reports it.
    public var rule: CheckRule {
        switch self {
        case .overflow: .overflow
        case .wordSplit: .wordSplit
        case .truncated: .truncated
        case .missingGlyphs: .missingGlyph
        }
    }

    /// How far over the width the text reaches, in points; 0 for truncation.
    public var excess: Double {
        switch self {
        case .overflow(let measured, let width), .wordSplit(_, let measured, let width): max(0, measured - width)
        case .truncated, .missingGlyphs: 0
        }
    }

    /// The numbers in a sentence.
    public var description: String {
        switch self {
        case .overflow(let measured, let width):
            "measures \(Self.points(measured)) pt, \(Self.points(measured - width)) pt over \(Self.points(width)) pt"
        case .wordSplit(let word, let measured, let width):
            "the word \"\(word)\" measures \(Self.points(measured)) pt, \(Self.points(measured - width)) pt over \(Self.points(width)) pt, so it is split"
        case .truncated(let needed, let limit, let shown):
            "needs \(needed) lines, \(limit) allowed: shows \"\(Self.oneLine(shown))\""
        case .missingGlyphs(let characters):
            "no installed font draws \(Self.codePoints(characters)): it shows boxes and its widths are not the text's; "
                + "install a font that has them"
        }
    }

    /// The shown text on one line: each line feed as "⏎" (a text with none, most, is returned as it is).
    private static func oneLine(_ shown: String) -> String {
        guard shown.utf8.contains(0x0A) else { return shown }
        return shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
    }

    /// "U+691C, U+7D22", at most eight, then how many more.
    private static func codePoints(_ characters: [Unicode.Scalar]) -> String {
        let shown = characters.prefix(8).map(\.codePointName)
        let more = characters.count > 8 ? " and \(characters.count - 8) more" : ""
        return shown.joined(separator: ", ") + more
    }

    /// A length with at most one decimal: 143.5, 120.
    package static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        // Tenths as an integer, written without Double's shortest-digits search (a check writes
        // one per finding); beyond 2^53 tenths, or not finite, Double's own text.
        guard tenths.magnitude < 9_007_199_254_740_992 else { return String(tenths / 10) }
        let whole = Int(tenths)
        var magnitude = whole.magnitude
        let fraction = magnitude % 10
        magnitude /= 10
        // At most 16 digits, a sign, a point and a decimal, written to the stack; the string is
        // then small enough to live inline (15 bytes) for any length a screen has.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { bytes in
            var digits = 0
            var rest = magnitude
            repeat {
                digits += 1
                rest /= 10
            } while rest > 0
            var end = (whole < 0 ? 1 : 0) + digits
            if whole < 0 { bytes[0] = UInt8(ascii: "-") }
            rest = magnitude
            for position in stride(from: end - 1, through: end - digits, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if fraction != 0 {
                bytes[end] = UInt8(ascii: ".")
                bytes[end + 1] = UInt8(ascii: "0") + UInt8(fraction)
                end += 2
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}
