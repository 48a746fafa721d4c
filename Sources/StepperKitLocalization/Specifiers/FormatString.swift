/// A printf-style format string from a catalog, parsed into text, specifiers and substitution references.
///
/// Parsing is strict, because a specifier a translator broke (`50% off` where `%%` was meant, a
/// `%n`) would crash or corrupt an app that formats with C. Argument positions follow Apple's rules:
/// a specifier without a position takes the next argument in order, `%2$@` takes the second, and a
/// `%#@name@` reference takes its substitution's `argNum` or else the next argument.
///
/// ```swift
/// let format = try FormatString("Found %lld matches in “%@”")
/// format.specifiers.map(\.text)          // ["%lld", "%@"]
/// format.argumentTypes                   // [1: .integer, 2: .object]
/// try FormatString("%#@items@").substitutionNames   // ["items"]
/// ```
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
    /// A piece of a format string.
    public enum Segment: Hashable, Sendable {
        /// Literal text.
        case text(String)
        /// Two percent signs, which print one.
        case percent
        /// A conversion such as the integer specifier of "%lld items".
        case specifier(FormatSpecifier)
        /// A reference to a named substitution, expanded for its argument.
        ///
        /// It is written `%#@name@`, or `%2$#@name@` with a position.
        case substitution(name: String, position: Int?)
        /// The substitution's own argument, inside a substitution's variations.
        case substitutionArgument
    }

    /// The text as written.
    public let text: String
    /// The pieces, in order.
    public let segments: [Segment]

    /// Parses a format string; errors name the specifier and its character position.
    public init(_ text: String) throws(FormatStringError) {
        self.text = text
        self.segments = try Self.parse(text)
    }

    /// The text as written.
    public var description: String { text }

    /// The specifiers, in order.
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// The names of the substitutions the text refers to, in order.
    public var substitutionNames: [String] {
        segments.compactMap { if case .substitution(let name, _) = $0 { name } else { nil } }
    }

    /// How many escaped percent signs (%%) the text has.
    public var percentLiteralCount: Int {
        segments.count { $0 == .percent }
    }

    /// Whether the text is plain text: no specifiers, references or escaped percent signs.
    public var isPlainText: Bool {
        segments.allSatisfy { if case .text = $0 { true } else { false } }
    }

    /// The argument type each position takes (substitution references are not counted in).
    ///
    /// A position read by two specifiers takes the first one's type; the linter reports conflicts.
    public var argumentTypes: [Int: ArgumentType] {
        var types: [Int: ArgumentType] = [:]
        forEachArgument(substitution: { _ in nil }) { position, reader in
            if types[position] == nil, let specifier = reader.specifier { types[position] = specifier.argumentType }
        }
        return types
    }

    // MARK: - Parsing

    private static func parse(_ text: String) throws(FormatStringError) -> [Segment] {
        let utf8 = Array(text.utf8)
        guard utf8.contains(UInt8(ascii: "%")) else { return text.isEmpty ? [] : [.text(text)] }
        var segments: [Segment] = []
        var textStart = 0
        var index = 0
        func flushText(upTo end: Int) {
            if textStart < end { segments.append(.text(String(decoding: utf8[textStart..<end], as: UTF8.self))) }
        }
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            flushText(upTo: index)
            let percent = index
            index += 1
            guard index < utf8.count else {
                throw FormatStringError(text: text, reason: .danglingPercent,
                                        position: FormatSpecifier.characterOffset(ofByte: percent, in: utf8))
            }
            if utf8[index] == UInt8(ascii: "%") {
                segments.append(.percent)
                index += 1
            } else if Self.hasArgumentPlaceholder(utf8, at: index) {
                segments.append(.substitutionArgument)
                index += 3
            } else if let reference = try substitutionReference(utf8, percent: percent, index: &index, text: text) {
                segments.append(reference)
            } else if let specifier = try FormatSpecifier.parse(utf8, at: &index, in: text) {
                segments.append(.specifier(specifier))
            } else if let reference = try substitutionReference(utf8, percent: percent, index: &index, text: text) {
                // `%2$#@name@`: the specifier parser stopped at the "#@" after the position.
                segments.append(reference)
            }
            textStart = index
        }
        flushText(upTo: utf8.count)
        return segments
    }

    private static func hasArgumentPlaceholder(_ utf8: [UInt8], at index: Int) -> Bool {
        index + 2 < utf8.count && utf8[index] == UInt8(ascii: "a") && utf8[index + 1] == UInt8(ascii: "r")
            && utf8[index + 2] == UInt8(ascii: "g")
    }

    /// Reads `[N$]#@name@` after a "%"; nil (with `index` unchanged) when something else follows.
    private static func substitutionReference(
        _ utf8: [UInt8], percent: Int, index: inout Int, text: String
    ) throws(FormatStringError) -> Segment? {
        var cursor = index
        var position: Int?
        var value = 0
        while cursor < utf8.count, let digit = FormatSpecifier.asciiDigit(utf8[cursor]), value < 1000 {
            value = value * 10 + digit
            cursor += 1
        }
        if cursor > index {
            guard cursor < utf8.count, utf8[cursor] == UInt8(ascii: "$") else { return nil }
            position = value
            cursor += 1
        }
        guard cursor + 1 < utf8.count, utf8[cursor] == UInt8(ascii: "#"), utf8[cursor + 1] == UInt8(ascii: "@") else {
            return nil
        }
        let characterOffset = FormatSpecifier.characterOffset(ofByte: percent, in: utf8)
        if let position, !(1...99).contains(position) {
            let written = String(decoding: utf8[percent..<(cursor + 2)], as: UTF8.self)
            throw FormatStringError(text: text, reason: .invalidPosition(written), position: characterOffset)
        }
        let nameStart = cursor + 2
        guard let nameEnd = utf8[nameStart...].firstIndex(where: { $0 == UInt8(ascii: "@") || $0 == .newline }),
              utf8[nameEnd] == UInt8(ascii: "@")
        else {
            throw FormatStringError(text: text, reason: .unterminatedSubstitution, position: characterOffset)
        }
        guard nameEnd > nameStart else {
            throw FormatStringError(text: text, reason: .emptySubstitutionName, position: characterOffset)
        }
        index = nameEnd + 1
        return .substitution(name: String(decoding: utf8[nameStart..<nameEnd], as: UTF8.self), position: position)
    }

    /// The names of `%#@name@` references in text, found leniently: the reader uses this to check
    /// references without rejecting text whose other specifiers are broken (the linter reports those).
    static func substitutionNames(in text: String) -> [String] {
        var names: [String] = []
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
                index = percent + 1
                guard index < utf8.count else { break }
                if utf8[index] == UInt8(ascii: "%") {
                    index += 1
                    continue
                }
                while index < utf8.count, FormatSpecifier.asciiDigit(utf8[index]) != nil { index += 1 }
                if index < utf8.count, utf8[index] == UInt8(ascii: "$") { index += 1 }
                guard index + 1 < utf8.count, utf8[index] == UInt8(ascii: "#"), utf8[index + 1] == UInt8(ascii: "@"),
                      let end = utf8[(index + 2)...].firstIndex(of: UInt8(ascii: "@")), end > index + 2
                else { continue }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[(index + 2)..<end]), as: UTF8.self))
                index = end + 1
            }
        }
        return names
    }
}
