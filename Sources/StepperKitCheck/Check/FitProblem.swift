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
    public var rule: DiagnosticRule {
        switch self {
        case .overflow: .overflow
        case .wordSplit: .wordSplit
        case .truncated: .truncated
        case .missingGlyphs: .missingFont
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
        // Written as bytes into one buffer: a catalog check writes one per finding, and a string
        // interpolation appends each piece on its own.
        var message = MessageBytes()
        switch self {
        case .overflow(let measured, let width):
            message.append(measures: measured, over: width)
        case .wordSplit(let word, let measured, let width):
            message.append("the word \"")
            message.append(word)
            message.append("\" ")
            message.append(measures: measured, over: width)
            message.append(", so it is split")
        case .truncated(let needed, let limit, let shown):
            message.append("needs ")
            message.append(needed)
            message.append(" lines, ")
            message.append(limit)
            message.append(" allowed: shows \"")
            // The shown text on one line: each line feed as "⏎" (one after a carriage return is
            // part of a CR LF grapheme, which is not a line feed, and stays).
            var previous: UInt8 = 0
            for byte in shown.utf8 {
                if byte == 0x0A, previous != 0x0D { message.append("⏎") } else { message.bytes.append(byte) }
                previous = byte
            }
            message.append("\"")
        case .missingGlyphs(let characters):
            message.append("no installed font draws ")
            message.append(Self.codePoints(characters))
            message.append(": it shows boxes and its widths are not the text's; install a font that has them")
        }
        return message.string
    }

    /// "U+691C, U+7D22", at most eight, then how many more.
    private static func codePoints(_ characters: [Unicode.Scalar]) -> String {
        let shown = characters.prefix(8).map(\.codePointName)
        let more = characters.count > 8 ? " and \(characters.count - 8) more" : ""
        return shown.joined(separator: ", ") + more
    }

    /// A length with at most one decimal: 143.5, 120.
    package static func points(_ value: Double) -> String {
        var message = MessageBytes()
        message.append(points: value)
        return message.string
    }
}

/// A message's UTF-8 bytes, appended without a string's per-piece bookkeeping.
private struct MessageBytes {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(64)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: number.magnitude)
    }

    /// "measures 143.5 pt, 23.5 pt over 120 pt".
    mutating func append(measures measured: Double, over width: Double) {
        append("measures ")
        append(points: measured)
        append(" pt, ")
        append(points: measured - width)
        append(" pt over ")
        append(points: width)
        append(" pt")
    }

    /// A length rounded to a tenth, the tenth left out when it is 0 ("120", "23.5", "-7"; a length
    /// that rounds to 0 has no sign); past 2^53 tenths, or not finite, Double's own text.
    mutating func append(points value: Double) {
        let tenths = (value * 10).rounded()
        guard tenths.magnitude < 9_007_199_254_740_992 else { return append(String(tenths / 10)) }
        let whole = Int(tenths)
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: whole.magnitude / 10)
        let fraction = whole.magnitude % 10
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction))
        }
    }

    private mutating func append(digitsOf number: UInt) {
        var divisor: UInt = 1
        while number / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}
