/// Writes the catalog model in Xcode's exact layout.
///
/// The rules, reproduced from real files: 2-space indent, one member per line, `"key" : value`
/// (a space on both sides of the colon), an empty object as `{`, an empty line and `}` at the
/// parent's indent (arrays alike), non-ASCII text and `/` raw, only `\"`, `\\`, `\n`, `\t`, `\b`,
/// `\f`, `\r` and `\u00xx` (lowercase hex) for other control characters escaped, `true`/`false` and
/// integers bare, and no newline at the end.
struct CatalogWriter {
    private(set) var bytes: [UInt8] = []
    /// Where full pieces go when the catalog is written in pieces; nil when it is written whole.
    private let sink: (([UInt8]) -> Void)?
    private let pieceSize: Int

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
        sink = nil
        pieceSize = .max
    }

    /// A writer that hands its bytes to `sink` in pieces of about `pieceSize` bytes, keeping no more.
    init(pieceSize: Int, sink: @escaping ([UInt8]) -> Void) {
        self.pieceSize = max(pieceSize, 1)
        self.sink = sink
        bytes.reserveCapacity(self.pieceSize + 4096)
    }

    /// Hands what is written to the sink once a piece is full (checked after each member of an object).
    private mutating func flushIfFull() {
        guard bytes.count >= pieceSize, let sink else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the rest to the sink, at the end.
    mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private static let spaces = [UInt8](repeating: .space, count: 128)

    // MARK: - Layout

    private mutating func newline(indent: Int) {
        bytes.append(.newline)
        var remaining = indent
        while remaining > 0 {
            let run = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<run])
            remaining -= run
        }
    }

    /// `,` (except first) then a new line at `indent + 2` and `"name" : `.
    private mutating func writeKey(_ name: StaticString, indent: Int, isFirst: inout Bool) {
        if !isFirst { bytes.append(.comma) }
        isFirst = false
        newline(indent: indent + 2)
        bytes.append(.quote)
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(contentsOf: Self.quoteColon)
    }

    private mutating func writeKey(_ name: String, indent: Int, isFirst: inout Bool) {
        if !isFirst { bytes.append(.comma) }
        isFirst = false
        newline(indent: indent + 2)
        writeString(name)
        bytes.append(contentsOf: Self.spaceColon)
    }

    private static let quoteColon: [UInt8] = Array("\" : ".utf8)
    private static let spaceColon: [UInt8] = Array(" : ".utf8)

    /// The closing bracket; an empty container gets an empty line first, as Xcode writes it.
    private mutating func close(_ bracket: UInt8, indent: Int, isEmpty: Bool) {
        if isEmpty { bytes.append(.newline) }
        newline(indent: indent)
        bytes.append(bracket)
    }

    // MARK: - Objects

    /// Writes an object of the format: known members in Xcode's order, unless the file had another.
    mutating func writeObject<Object: CatalogObject>(_ object: Object, indent: Int) {
        bytes.append(.openBrace)
        let names = Object.memberNames
        var isFirst = true
        if object.memberOrder.names == nil && object.unknownMembers.isEmpty {
            for rank in names.indices where object.hasMember(at: rank) {
                writeKey(names[rank], indent: indent, isFirst: &isFirst)
                object.writeMember(at: rank, to: &self, indent: indent + 2)
            }
        } else {
            let known = names.indices.filter { object.hasMember(at: $0) }.map { names[$0].description }
            for name in object.memberOrder.layout(known + object.unknownMembers.keys) {
                if let rank = names.firstIndex(where: { $0.description == name }) {
                    writeKey(names[rank], indent: indent, isFirst: &isFirst)
                    object.writeMember(at: rank, to: &self, indent: indent + 2)
                } else if let value = object.unknownMembers[name] {
                    writeKey(name, indent: indent, isFirst: &isFirst)
                    writeJSON(value, indent: indent + 2)
                }
            }
        }
        close(.closeBrace, indent: indent, isEmpty: isFirst)
    }

    /// Writes an object with free-form keys, in its order.
    mutating func writeMembers<Key, Value>(
        _ members: OrderedMembers<Key, Value>, indent: Int, _ writeValue: (inout CatalogWriter, Value, Int) -> Void
    ) {
        bytes.append(.openBrace)
        var isFirst = true
        for (key, value) in members {
            writeKey(key.description, indent: indent, isFirst: &isFirst)
            writeValue(&self, value, indent + 2)
            flushIfFull()
        }
        close(.closeBrace, indent: indent, isEmpty: isFirst)
    }

    /// Writes an array, one element per line.
    mutating func writeArray<Element>(_ elements: [Element], indent: Int, _ writeElement: (inout CatalogWriter, Element) -> Void) {
        bytes.append(.openBracket)
        for (position, element) in elements.enumerated() {
            if position > 0 { bytes.append(.comma) }
            newline(indent: indent + 2)
            writeElement(&self, element)
        }
        close(.closeBracket, indent: indent, isEmpty: elements.isEmpty)
    }

    /// Writes a value the model does not know, exactly as it was read.
    mutating func writeJSON(_ value: JSONValue, indent: Int) {
        switch value {
        case .string(let text): writeString(text)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let flag): writeBool(flag)
        case .null: bytes.append(contentsOf: "null".utf8)
        case .array(let elements): writeArray(elements, indent: indent) { $0.writeJSON($1, indent: indent + 2) }
        case .object(let members): writeMembers(members, indent: indent) { $0.writeJSON($1, indent: $2) }
        }
    }

    // MARK: - Scalars

    mutating func writeBool(_ flag: Bool) {
        bytes.append(contentsOf: flag ? "true".utf8 : "false".utf8)
    }

    mutating func writeInteger(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes a string in quotes, escaping only what Xcode escapes.
    mutating func writeString(_ text: String) {
        bytes.append(.quote)
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                appendEscape(for: byte)
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(.quote)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(.backslash)
        switch byte {
        case .quote, .backslash: bytes.append(byte)
        case .newline: bytes.append(UInt8(ascii: "n"))
        case .tab: bytes.append(UInt8(ascii: "t"))
        case .carriageReturn: bytes.append(UInt8(ascii: "r"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }
}
