/// Where each key and each key's localization starts in a String Catalog's bytes, by line and column,
/// so reports can point an editor at them.
///
/// The catalog model keeps no positions; this reads the (already valid) JSON once more and notes
/// where `strings › KEY` and `strings › KEY › localizations › LANGUAGE` begin. Columns count UTF-16
/// code units from 1, as SARIF's default `columnKind` does.
///
/// ```swift
/// let positions = CatalogPositions(bytes: Array(try Data(contentsOf: URL(filePath: "Localizable.xcstrings"))))
/// positions.position(key: "%lld items", language: "es")   // 26:9 in the kit's Localizable.xcstrings
/// ```
public struct CatalogPositions: Hashable, Sendable {
    /// A line and column, both from 1.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        public let line: Int
        /// The column in UTF-16 code units, from 1.
        public let column: Int

        /// A position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// "line:column".
        public var description: String { "\(line):\(column)" }
    }

    private var keys: [String: Position] = [:]
    private var localizations: [String: [String: Position]] = [:]

    /// No positions: every lookup answers line 1, column 1.
    public init() {}

    /// The positions in a catalog's bytes; bytes that are not a catalog give none.
    public init(bytes: [UInt8]) {
        var lineStarts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        }
        let (keyOffsets, localizationOffsets) = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            scanner.value(.root)
            return (scanner.keys, scanner.localizations)
        }
        func position(_ offset: Int) -> Position { Self.position(of: offset, in: bytes, lineStarts: lineStarts) }
        keys = keyOffsets.mapValues(position)
        localizations = localizationOffsets.mapValues { $0.mapValues(position) }
    }

    /// Where a key's localization for language starts, else where the key starts, else the top of the file.
    public func position(key: String, language: String? = nil) -> Position {
        if let language, let found = localizations[key]?[language] { return found }
        return keys[key] ?? Position(line: 1, column: 1)
    }

    // MARK: - Scanning

    /// The line and column of a byte offset, given where each line starts.
    private static func position(of offset: Int, in bytes: [UInt8], lineStarts: [Int]) -> Position {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let column = String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self).utf16.count + 1
        return Position(line: low + 1, column: column)
    }

    /// One pass over the JSON, decoding only the member names on the way to the two members noted and
    /// stepping over everything else byte by byte.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var keys: [String: Int] = [:]
        var localizations: [String: [String: Int]] = [:]

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// Where a value sits, as far as the members noted care: the top level, `strings`, `strings › KEY`,
        /// `strings › KEY › localizations`, or anywhere else.
        enum Place {
            case root, strings, key(String), localizations(key: String), other
        }

        private mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        /// Reads one value, noting the members its place leads to; stops quietly on anything malformed.
        mutating func value(_ place: Place) {
            skipSpace()
            guard offset < bytes.count else { return }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                // A key's localizations are gathered here and stored under the key once, not one
                // lookup of the (often long) key per language.
                var languages: [String: Int] = [:]
                defer {
                    if case .localizations(let key) = place, !languages.isEmpty {
                        localizations[key, default: [:]].merge(languages) { $1 }
                    }
                }
                while true {
                    skipSpace()
                    guard offset < bytes.count else { return }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    let start = offset
                    let inner: Place
                    if case .other = place {
                        guard skipString() else { return }
                        inner = .other
                    } else {
                        guard let name = string() else { return }
                        if case .localizations = place {
                            languages[name] = start
                            inner = .other
                        } else {
                            inner = member(name, of: place, at: start)
                        }
                    }
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return }
                    offset += 1
                    value(inner)
                }
            case UInt8(ascii: "["):
                offset += 1
                while true {
                    skipSpace()
                    guard offset < bytes.count else { return }
                    if bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    let before = offset
                    value(.other)
                    if offset == before { return }
                }
            case UInt8(ascii: "\""):
                _ = skipString()
            default:
                while offset < bytes.count {
                    switch bytes[offset] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): return
                    default: offset += 1
                    }
                }
            }
        }

        /// Notes a member that starts at `start` if it is a key, and answers the place of its value (a
        /// key's localizations are noted by the object that holds them).
        private mutating func member(_ name: String, of place: Place, at start: Int) -> Place {
            switch place {
            case .root: return name == "strings" ? .strings : .other
            case .strings:
                keys[name] = start
                return .key(name)
            case .key(let key): return name == "localizations" ? .localizations(key: key) : .other
            case .localizations, .other: return .other
            }
        }

        /// Steps over a string at `offset`, leaving the offset after its closing quote; false when
        /// there is no string there or it does not end.
        private mutating func skipString() -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return false }
            offset += 1
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    offset += 1
                    return true
                case UInt8(ascii: "\\"): offset += 2
                default: offset += 1
                }
            }
            return false
        }

        /// A string at `offset` with its escapes decoded, leaving the offset after its closing quote.
        private mutating func string() -> String? {
            let start = offset + 1
            guard skipString() else { return nil }
            let content = UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)])
            guard content.contains(UInt8(ascii: "\\")) else { return String(decoding: content, as: UTF8.self) }
            return Self.unescaped(content)
        }

        /// JSON string content with its escapes decoded; nil when a Unicode escape is not four hex digits.
        private static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> String? {
            var units: [UInt16] = []
            var plain: [UInt8] = []
            func flushPlain() {
                units += String(decoding: plain, as: UTF8.self).utf16
                plain.removeAll()
            }
            var index = 0
            while index < content.count {
                let byte = content[index]
                index += 1
                guard byte == UInt8(ascii: "\\"), index < content.count else {
                    plain.append(byte)
                    continue
                }
                flushPlain()
                let escape = content[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= content.count,
                          let unit = UInt16(String(decoding: content[index..<(index + 4)], as: UTF8.self), radix: 16) else { return nil }
                    units.append(unit)
                    index += 4
                default: units.append(UInt16(escape))
                }
            }
            flushPlain()
            return String(decoding: units, as: UTF16.self)
        }
    }
}
