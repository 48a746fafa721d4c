/// Where each key and each key's localization starts in a String Catalog's bytes, by line and column,
/// so reports can point an editor at them.
///
/// The catalog model keeps no positions; this reads the (already valid) JSON once more and notes
/// where `strings › KEY` and `strings › KEY › localizations › LANGUAGE` begin. Columns count UTF-16
/// code units from 1, as SARIF's default `columnKind` does.
///
/// ```swift
/// let positions = CatalogPositions(bytes: Array(data))
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
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        keys = scanner.keys.mapValues(scanner.position)
        localizations = scanner.localizations.mapValues { $0.mapValues(scanner.position) }
    }

    /// Where a key's localization for language starts, else where the key starts, else the top of the file.
    public func position(key: String, language: String? = nil) -> Position {
        if let language, let found = localizations[key]?[language] { return found }
        return keys[key] ?? Position(line: 1, column: 1)
    }

    // MARK: - Scanning

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var keys: [String: Int] = [:]
        var localizations: [String: [String: Int]] = [:]
        private var lineStarts: [Int] = [0]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        }

        func position(_ offset: Int) -> Position {
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

        mutating func run() {
            value(path: [])
        }

        private mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }

        /// Reads one value, noting the members the path leads to; stops quietly on anything malformed.
        private mutating func value(path: [String]) {
            skipSpace()
            guard offset < bytes.count else { return }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                while true {
                    skipSpace()
                    guard offset < bytes.count else { return }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    let start = offset
                    guard let name = string() else { return }
                    note(path + [name], at: start)
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return }
                    offset += 1
                    value(path: path.count < 4 ? path + [name] : path)
                }
            case UInt8(ascii: "["):
                offset += 1
                while true {
                    skipSpace()
                    guard offset < bytes.count else { return }
                    if bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    let before = offset
                    value(path: ["[]"])
                    if offset == before { return }
                }
            case UInt8(ascii: "\""):
                _ = string()
            default:
                while offset < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[offset]) {
                    offset += 1
                }
            }
        }

        private mutating func note(_ path: [String], at start: Int) {
            if path.count == 2, path[0] == "strings" {
                keys[path[1]] = start
            } else if path.count == 4, path[0] == "strings", path[2] == "localizations" {
                localizations[path[1], default: [:]][path[3]] = start
            }
        }

        /// A string at `offset` with its escapes decoded, leaving the offset after its closing quote.
        private mutating func string() -> String? {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
            offset += 1
            var units: [UInt16] = []
            var plain: [UInt8] = []
            func flushPlain() {
                units += String(decoding: plain, as: UTF8.self).utf16
                plain.removeAll()
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    flushPlain()
                    return String(decoding: units, as: UTF16.self)
                }
                guard byte == UInt8(ascii: "\\"), offset < bytes.count else {
                    plain.append(byte)
                    continue
                }
                flushPlain()
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "u"):
                    guard offset + 4 <= bytes.count,
                          let unit = UInt16(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16) else { return nil }
                    units.append(unit)
                    offset += 4
                default: units.append(UInt16(escape))
                }
            }
            return nil
        }
    }
}
