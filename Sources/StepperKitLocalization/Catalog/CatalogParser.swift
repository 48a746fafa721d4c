import Foundation

/// The String Catalog reader: a recursive-descent JSON parser over UTF-8 bytes that decodes straight
/// into the typed model, keeping key order.
///
/// It never builds a generic JSON tree for the known parts of the format; only members the model does
/// not know become ``JSONValue``s. Strings without escapes are made from the bytes in one step (ASCII
/// needs no validation). Every failure is a ``ParseFailure`` with the offset of the offending byte.
/// This file holds the JSON layer; `CatalogParser+Model.swift` holds the format's objects.
struct CatalogParser {
    let base: UnsafePointer<UInt8>
    let end: Int
    let options: CatalogReadOptions
    var offset = 0
    var depth = 0
    /// An estimate of the memory the values read so far take once built, checked against
    /// ``CatalogReadOptions/maximumModelBytes``: the byte limit alone does not bound memory, because
    /// small JSON can make large values (`"k":{}` is 7 bytes and a 104-byte entry, and more with its index).
    var modelBytes = 0
    /// The offset of the opening quote of the member whose value is being read, in a map.
    var memberStart = 0
    /// Where keys and localizations start, when the caller asked for them.
    var sourceMap: CatalogSourceMap?
    /// `%#@name@` references seen in the localization being read, with the offset of their value.
    var references: [(name: String, offset: Int)] = []

    /// The contents of a JSON string: a byte range without the quotes.
    struct RawString {
        var start: Int
        var end: Int
        var hasEscapes: Bool
        var isASCII: Bool
        /// Whether the string has a "%", so it may hold a substitution reference.
        var hasPercent: Bool

        var count: Int { end - start }
    }

    /// Where a loop over an object's members is.
    struct ObjectCursor {
        /// The offset of the object's `{`.
        let start: Int
        var isFirst = true
    }

    // MARK: - Entry point

    /// Reads a whole catalog from its bytes.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: CatalogReadOptions) throws(CatalogReadError) -> StringCatalog {
        try read(bytes, options: options, expecting: "a JSON object") { (parser) throws(ParseFailure) in
            try parser.parseCatalog()
        }
    }

    /// Reads a whole catalog and notes where each key and localization starts.
    static func readWithSourceMap(_ bytes: UnsafeBufferPointer<UInt8>, options: CatalogReadOptions) throws(CatalogReadError)
        -> (StringCatalog, CatalogSourceMap) {
        try read(bytes, options: options, expecting: "a JSON object") { (parser) throws(ParseFailure) in
            parser.sourceMap = CatalogSourceMap()
            let catalog = try parser.parseCatalog()
            return (catalog, parser.sourceMap ?? CatalogSourceMap())
        }
    }

    /// Parses one JSON document of any shape with the same limits and error positions as catalogs.
    static func readValue(_ bytes: UnsafeBufferPointer<UInt8>, options: CatalogReadOptions) throws(CatalogReadError) -> JSONValue {
        try read(bytes, options: options, expecting: "a JSON value") { (parser) throws(ParseFailure) in
            parser.skipWhitespace()
            return try parser.parseValue()
        }
    }

    /// Runs `parse` over a whole document: size limit, byte order mark, trailing content, and the
    /// turning of a failure's offset into a line, column and path.
    private static func read<Document>(
        _ bytes: UnsafeBufferPointer<UInt8>, options: CatalogReadOptions, expecting: String,
        _ parse: (inout CatalogParser) throws(ParseFailure) -> Document
    ) throws(CatalogReadError) -> Document {
        guard bytes.count <= options.maximumBytes else {
            throw CatalogReadError(reason: .tooLarge(bytes: bytes.count, limit: options.maximumBytes),
                                   line: 1, column: 1, offset: 0, path: CatalogPath())
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw CatalogReadError(reason: .unexpectedEnd(expected: expecting), line: 1, column: 1, offset: 0,
                                   path: CatalogPath())
        }
        var parser = CatalogParser(base: base, end: bytes.count, options: options)
        do throws(ParseFailure) {
            // A byte order mark is not JSON, but editors add one; skip it (the writer never writes one).
            if parser.end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { parser.offset = 3 }
            let document = try parse(&parser)
            parser.skipWhitespace()
            guard parser.offset == parser.end else { throw ParseFailure(reason: .trailingContent, offset: parser.offset) }
            return document
        } catch {
            let (line, column) = Self.location(of: error.offset, in: bytes)
            throw CatalogReadError(reason: error.reason, line: line, column: column, offset: error.offset,
                                   path: CatalogPath(error.reversedPath.reversed()))
        }
    }

    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<clamped] {
            if byte == .newline {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: - Whitespace and punctuation

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < end {
            let byte = base[offset]
            if byte == .space, offset + 8 <= end {
                // Indentation comes in runs of spaces: measure eight bytes at once. In a little-endian
                // word the first byte that is not a space is the lowest nonzero byte of `word ^ spaces`.
                let differs = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ Self.eightSpaces
                offset += differs == 0 ? 8 : differs.trailingZeroBitCount >> 3
                continue
            }
            guard byte == .space || byte == .newline || byte == .carriageReturn || byte == .tab else { return }
            offset += 1
        }
    }

    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// What the next value is, in words, for "expected …, found …" messages.
    func describeNext() -> String {
        guard offset < end else { return "the end of the file" }
        switch base[offset] {
        case .quote: return "a string"
        case .openBrace: return "an object"
        case .openBracket: return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: return describeCharacter(at: offset)
        }
    }

    func describeCharacter(at position: Int) -> String {
        guard position < end else { return "the end of the file" }
        let byte = base[position]
        if byte >= 0x20 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2))"
    }

    func failure(expected: String) -> ParseFailure {
        guard offset < end else { return ParseFailure(reason: .unexpectedEnd(expected: expected), offset: offset) }
        return ParseFailure(reason: .unexpectedCharacter(describeCharacter(at: offset), expected: expected), offset: offset)
    }

    func wrongType(expected: String) -> ParseFailure {
        guard offset < end else { return ParseFailure(reason: .unexpectedEnd(expected: expected), offset: offset) }
        let found = describeNext()
        if found.hasPrefix("\"") || found.hasPrefix("the byte") {
            return ParseFailure(reason: .unexpectedCharacter(found, expected: expected), offset: offset)
        }
        return ParseFailure(reason: .wrongType(expected: expected, found: found), offset: offset)
    }

    /// Runs `body`, adding `component` to the path of any error it throws; the component is only
    /// built on failure.
    @inline(__always)
    mutating func within<T>(
        _ component: @autoclosure () -> CatalogPath.Component, _ body: (inout Self) throws(ParseFailure) -> T
    ) throws(ParseFailure) -> T {
        do {
            return try body(&self)
        } catch {
            throw error.inside(component())
        }
    }

    // MARK: - Objects and arrays

    /// Consumes `{` (after white space) and returns a cursor for ``nextKey(_:)``.
    mutating func beginObject() throws(ParseFailure) -> ObjectCursor {
        skipWhitespace()
        guard offset < end, base[offset] == .openBrace else { throw wrongType(expected: "an object") }
        try enterNesting()
        offset += 1
        return ObjectCursor(start: offset - 1)
    }

    /// The next member's key, with the position after its colon; nil after the closing `}`.
    mutating func nextKey(_ cursor: inout ObjectCursor) throws(ParseFailure) -> RawString? {
        skipWhitespace()
        guard offset < end else { throw failure(expected: cursor.isFirst ? "a key or \"}\"" : "\",\" or \"}\"") }
        if base[offset] == .closeBrace {
            offset += 1
            depth -= 1
            return nil
        }
        if cursor.isFirst {
            cursor.isFirst = false
        } else {
            guard base[offset] == .comma else { throw failure(expected: "\",\" or \"}\"") }
            offset += 1
            skipWhitespace()
        }
        guard offset < end, base[offset] == .quote else { throw failure(expected: "a key in quotes") }
        let key = try scanString()
        skipWhitespace()
        guard offset < end, base[offset] == .colon else { throw failure(expected: "\":\" after the key") }
        offset += 1
        return key
    }

    /// Consumes `[` (after white space); then call ``nextElement(_:)`` before each element.
    mutating func beginArray() throws(ParseFailure) {
        skipWhitespace()
        guard offset < end, base[offset] == .openBracket else { throw wrongType(expected: "an array") }
        try enterNesting()
        offset += 1
    }

    /// Whether another element follows (consuming the comma); false after the closing `]`.
    mutating func nextElement(isFirst: Bool) throws(ParseFailure) -> Bool {
        skipWhitespace()
        guard offset < end else { throw failure(expected: isFirst ? "a value or \"]\"" : "\",\" or \"]\"") }
        if base[offset] == .closeBracket {
            offset += 1
            depth -= 1
            return false
        }
        if !isFirst {
            guard base[offset] == .comma else { throw failure(expected: "\",\" or \"]\"") }
            offset += 1
        }
        return true
    }

    private mutating func enterNesting() throws(ParseFailure) {
        depth += 1
        guard depth <= options.maximumDepth else {
            throw ParseFailure(reason: .tooDeep(limit: options.maximumDepth), offset: offset)
        }
    }

    // MARK: - Strings

    /// Scans a string starting at its opening quote, leaving the offset after the closing quote.
    mutating func scanString() throws(ParseFailure) -> RawString {
        let start = offset + 1
        var index = start
        var hasEscapes = false
        var hasPercent = false
        var allBits: UInt64 = 0
        while true {
            if index + 8 <= end {
                // Eight bytes at a time: jump to the first quote, backslash, percent sign or
                // control character, or past the word when it has none.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let attention = Self.attentionMask(word)
                guard attention != 0 else {
                    allBits |= word
                    index += 8
                    continue
                }
                let skipped = attention.trailingZeroBitCount >> 3
                // Keep the high bits of the bytes skipped over, for the ASCII check.
                allBits |= skipped == 0 ? 0 : word & (UInt64.max >> (64 - skipped * 8))
                index += skipped
            } else if index >= end {
                throw ParseFailure(reason: .unexpectedEnd(expected: "the closing quote of a string"), offset: end)
            }
            let byte = base[index]
            switch byte {
            case .quote:
                offset = index + 1
                return RawString(start: start, end: index, hasEscapes: hasEscapes, isASCII: allBits & Self.highBits == 0,
                                 hasPercent: hasPercent)
            case .backslash:
                hasEscapes = true
                index += 2
            case .percent:
                hasPercent = true
                index += 1
            case 0..<0x20:
                throw ParseFailure(reason: .controlCharacterInString(byte), offset: index)
            default:
                allBits |= UInt64(byte)
                index += 1
            }
        }
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of every byte of a little-endian word that is a quote, a backslash, a percent
    /// sign or a control character (the classic "has a zero byte" trick on `word ^ pattern`). Bits
    /// above the lowest may be false alarms (a borrow carries); the lowest is exact.
    @inline(__always)
    private static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        return zeroBytes(word ^ (ones &* UInt64(UInt8.quote))) | zeroBytes(word ^ (ones &* UInt64(UInt8.backslash)))
            | zeroBytes(word ^ (ones &* UInt64(UInt8.percent))) | ((word &- ones &* 0x20) & ~word & highBits)
    }

    /// Whether a raw string is exactly `name` (ASCII, unescaped).
    @inline(__always)
    func raw(_ string: RawString, is name: StaticString) -> Bool {
        guard string.count == name.utf8CodeUnitCount, !string.hasEscapes else { return false }
        return memcmp(base + string.start, name.utf8Start, string.count) == 0
    }

    /// The text of a raw string, unescaped and checked to be UTF-8.
    func makeString(_ string: RawString) throws(ParseFailure) -> String {
        let bytes = UnsafeBufferPointer(start: base + string.start, count: string.count)
        if !string.hasEscapes {
            if string.isASCII { return String(decoding: bytes, as: UTF8.self) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ParseFailure(reason: .invalidUTF8, offset: string.start + Self.firstInvalidUTF8(in: bytes))
            }
            return text
        }
        return try unescape(string)
    }

    /// Reads a string value (after white space).
    mutating func parseString() throws(ParseFailure) -> String {
        skipWhitespace()
        guard offset < end, base[offset] == .quote else { throw wrongType(expected: "a string") }
        let raw = try scanString()
        try charge(Self.heapBytes(ofString: raw.count))
        return try makeString(raw)
    }

    // MARK: - Memory

    /// Adds to the estimate of the memory read values take; past the read options' limit, reading stops.
    @inline(__always)
    mutating func charge(_ bytes: Int) throws(ParseFailure) {
        modelBytes &+= bytes
        guard modelBytes <= options.maximumModelBytes else {
            throw ParseFailure(reason: .tooLargeInMemory(limit: options.maximumModelBytes), offset: offset)
        }
    }

    /// The heap memory of a String of `count` UTF-8 bytes: none up to 15 (stored inline), else a
    /// 32-byte header, the bytes rounded up to 16, and malloc's 16 bytes of its own.
    @inline(__always)
    static func heapBytes(ofString count: Int) -> Int {
        count > 15 ? 48 + ((count + 16) & ~15) : 0
    }

    private func unescape(_ string: RawString) throws(ParseFailure) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.count)
        var index = string.start
        while index < string.end {
            let byte = base[index]
            guard byte == .backslash else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 1 < string.end else {
                throw ParseFailure(reason: .invalidEscape("\\"), offset: index)
            }
            let escaped = base[index + 1]
            switch escaped {
            case .quote, .backslash, .slash: bytes.append(escaped)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(.newline)
            case UInt8(ascii: "r"): bytes.append(.carriageReturn)
            case UInt8(ascii: "t"): bytes.append(.tab)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(at: index, limit: string.end)
                index += scalar.value > 0xFFFF ? 12 : 6
                bytes.append(contentsOf: String(scalar).utf8)
                continue
            default:
                let shown = escaped >= 0x20 && escaped < 0x7F ? "\\" + String(Character(Unicode.Scalar(escaped))) : "\\"
                throw ParseFailure(reason: .invalidEscape(shown), offset: index)
            }
            index += 2
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ParseFailure(reason: .invalidUTF8, offset: string.start)
        }
        return text
    }

    /// Reads `\uXXXX` (or a surrogate pair `\uD83D\uDE00`) at `index`.
    private func unicodeEscape(at index: Int, limit: Int) throws(ParseFailure) -> Unicode.Scalar {
        let high = try hexQuad(at: index + 2, limit: limit, escapeAt: index)
        let text = "\\u" + String(high, radix: 16, uppercase: true).leftPadded(to: 4)
        switch high {
        case 0xD800...0xDBFF:
            guard index + 12 <= limit, base[index + 6] == .backslash, base[index + 7] == UInt8(ascii: "u") else {
                throw ParseFailure(reason: .unpairedSurrogate(text), offset: index)
            }
            let low = try hexQuad(at: index + 8, limit: limit, escapeAt: index + 6)
            guard (0xDC00...0xDFFF).contains(low) else { throw ParseFailure(reason: .unpairedSurrogate(text), offset: index) }
            let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw ParseFailure(reason: .unpairedSurrogate(text), offset: index)
        default:
            return Unicode.Scalar(UInt32(high)) ?? "\u{FFFD}"
        }
    }

    private func hexQuad(at index: Int, limit: Int, escapeAt: Int) throws(ParseFailure) -> UInt16 {
        guard index + 4 <= limit else {
            throw ParseFailure(reason: .invalidEscape("\\u needs four hex digits"), offset: escapeAt)
        }
        var value: UInt16 = 0
        for position in index..<(index + 4) {
            let byte = base[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw ParseFailure(reason: .invalidEscape("\\u needs four hex digits"), offset: escapeAt)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The offset of the first byte that breaks UTF-8 in a buffer known to hold invalid UTF-8.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count,
                  String(validating: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self) != nil
            else { return index }
            index += length
        }
        return 0
    }

    // MARK: - Scalars

    /// Reads `true` or `false` (after white space).
    mutating func parseBool() throws(ParseFailure) -> Bool {
        skipWhitespace()
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw wrongType(expected: "true or false")
    }

    private mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= end, memcmp(base + offset, literal.utf8Start, count) == 0 else { return false }
        offset += count
        return true
    }

    /// Reads a JSON number token as written (after white space).
    mutating func parseNumberText() throws(ParseFailure) -> String {
        skipWhitespace()
        let start = offset
        var index = offset
        func digits(from index: inout Int) -> Int {
            let first = index
            while index < end, base[index] >= UInt8(ascii: "0"), base[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if index < end, base[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(from: &index)
        var valid = integerDigits > 0 && !(integerDigits > 1 && base[integerStart] == UInt8(ascii: "0"))
        if valid, index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            valid = digits(from: &index) > 0
        }
        if valid, index < end, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            valid = digits(from: &index) > 0
        }
        // A number runs until a delimiter; "1x" or "01" is one malformed token.
        while index < end, !Self.endsToken(base[index]) { index += 1; valid = false }
        try charge(Self.heapBytes(ofString: index - start))
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
        guard valid else { throw ParseFailure(reason: .invalidNumber(text.isEmpty ? describeNext() : text), offset: start) }
        offset = index
        return text
    }

    private static func endsToken(_ byte: UInt8) -> Bool {
        switch byte {
        case .comma, .closeBrace, .closeBracket, .space, .newline, .carriageReturn, .tab, .colon: true
        default: false
        }
    }

    // MARK: - Any value

    /// Reads any JSON value, for members the model does not know.
    mutating func parseValue() throws(ParseFailure) -> JSONValue {
        skipWhitespace()
        guard offset < end else { throw failure(expected: "a value") }
        switch base[offset] {
        case .quote:
            return .string(try parseString())
        case .openBrace:
            var cursor = try beginObject()
            var members = MemberCollector<String, JSONValue>()
            while let key = try nextKey(&cursor) {
                let name = try makeString(key)
                let value = try within(.key(name)) { (parser) throws(ParseFailure) in try parser.parseValue() }
                guard members.append(name, value) else { throw ParseFailure(reason: .duplicateKey(name), offset: key.start - 1) }
                try charge(MemoryLayout<OrderedMembers<String, JSONValue>.Member>.stride + Self.heapBytes(ofString: key.count)
                           + (members.count > OrderedMembers<String, JSONValue>.indexThreshold ? 32 : 0) + (members.count == 1 ? 48 : 0))
            }
            return .object(members.finish())
        case .openBracket:
            try beginArray()
            var elements: [JSONValue] = []
            while try nextElement(isFirst: elements.isEmpty) {
                let position = elements.count
                elements.append(try within(.index(position)) { (parser) throws(ParseFailure) in try parser.parseValue() })
                try charge(MemoryLayout<JSONValue>.stride + (position == 0 ? 48 : 0))
            }
            return .array(elements)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return .bool(try parseBool())
        case UInt8(ascii: "n"):
            guard matchLiteral("null") else { throw failure(expected: "a value") }
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumberText())
        default:
            throw failure(expected: "a value")
        }
    }
}

/// Builds an ``OrderedMembers`` while reading, reporting duplicate keys; hashes each key once.
struct MemberCollector<Key: Hashable & Sendable & LosslessStringConvertible, Value: Hashable & Sendable> {
    private var members: [OrderedMembers<Key, Value>.Member] = []
    private var positions: [Key: Int]?
    /// The capacity to reserve on the first member: growing by doubling would copy every member
    /// several times (a localization is a large struct, and a key often has a dozen languages).
    private let expectedCount: Int

    init(expectedCount: Int = 0) {
        self.expectedCount = expectedCount
    }

    /// Adds a member; false when the key is already present.
    mutating func append(_ key: Key, _ value: consuming Value) -> Bool {
        if members.isEmpty, expectedCount > 1 { members.reserveCapacity(expectedCount) }
        if var index = positions {
            guard index[key] == nil else { return false }
            positions = nil // keep the dictionary uniquely referenced while it changes
            index[key] = members.count
            positions = index
        } else {
            guard !members.contains(where: { $0.key == key }) else { return false }
            if members.count == OrderedMembers<Key, Value>.indexThreshold {
                var index = [Key: Int](minimumCapacity: max(64, expectedCount))
                for (position, member) in members.enumerated() { index[member.key] = position }
                index[key] = members.count
                positions = index
            }
        }
        members.append(.init(key: key, value: value))
        return true
    }

    /// Replaces the value of a key that is present.
    mutating func replace(_ key: Key, _ value: Value) {
        let position = positions?[key] ?? members.firstIndex { $0.key == key }
        if let position { members[position].value = value }
    }

    /// Whether a key is present.
    func contains(_ key: Key) -> Bool {
        if let positions { return positions[key] != nil }
        return members.contains { $0.key == key }
    }

    var isEmpty: Bool { members.isEmpty }

    /// How many members it holds.
    var count: Int { members.count }

    func finish() -> OrderedMembers<Key, Value> {
        // The reserved capacity is a guess for speed; what the catalog keeps is the members it has. A
        // key with 2 languages in a buffer reserved for 16 held eight times the memory it needed, which
        // for 625,255 keys was most of a 2.7 GB peak.
        guard members.capacity > members.count + members.count / 8 else { return OrderedMembers(members: members, positions: positions) }
        return OrderedMembers(members: members.withUnsafeBufferPointer { Array($0) }, positions: positions)
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let percent = UInt8(ascii: "%")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
