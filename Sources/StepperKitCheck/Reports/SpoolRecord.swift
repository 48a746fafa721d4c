import StepperKitLocalization

/// A diagnostic as the spool writes it to its temporary file, and back: every field in a fixed order,
/// strings as a length and their UTF-8, numbers as their bits.
///
/// Only the spool reads what it wrote, in the same process, so the record needs no names, escapes or
/// versions: writing and reading one is a copy, where a JSON line was escaped, parsed into a tree and
/// looked up field by field (a third of a lint of 625,255 findings). It keeps every field exactly,
/// as the diagnostics the spool holds in memory are kept.
enum SpoolRecord {
    // MARK: - Writing

    /// Appends a diagnostic's record to `bytes`.
    static func append(_ diagnostic: Diagnostic, to bytes: inout [UInt8]) {
        var writer = Writer(bytes: bytes)
        bytes = []
        writer.string(diagnostic.rule.identifier)
        writer.byte(severityCode(diagnostic.severity))
        let location = diagnostic.location
        writer.optionalString(location.file)
        writer.optionalInteger(location.line)
        writer.optionalInteger(location.column)
        if let path = location.catalogPath {
            writer.byte(1)
            writer.integer(path.components.count)
            for component in path.components {
                switch component {
                case .member(let name):
                    writer.byte(0)
                    writer.string(name)
                case .key(let name):
                    writer.byte(1)
                    writer.string(name)
                case .index(let position):
                    writer.byte(2)
                    writer.integer(position)
                }
            }
        } else {
            writer.byte(0)
        }
        writer.optionalString(location.nodePath)
        let cell = diagnostic.cell
        writer.optionalString(cell.key)
        writer.optionalInteger(cell.keyIndex)
        writer.optionalString(cell.language)
        writer.integer(cell.coordinates.count)
        for coordinate in cell.coordinates {
            writer.string(coordinate.axis)
            writer.string(coordinate.value)
        }
        writer.string(diagnostic.message)
        if let evidence = diagnostic.evidence {
            writer.byte(1)
            writer.optionalString(evidence.text)
            writer.optionalString(evidence.shownText)
            writer.optionalDouble(evidence.measuredWidth)
            writer.optionalDouble(evidence.allowedWidth)
            writer.optionalInteger(evidence.lineLimit)
            writer.optionalString(evidence.textStyle)
            writer.optionalString(evidence.dynamicTypeSize)
            writer.byte(evidence.isRightToLeft ? 1 : 0)
            writer.optionalString(evidence.slot)
            writer.optionalString(evidence.sourceText)
            writer.optionalDouble(evidence.sourceWidth)
        } else {
            writer.byte(0)
        }
        bytes = writer.bytes
    }

    private struct Writer {
        var bytes: [UInt8]

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        /// A whole number, seven bits a byte (LEB128), negative numbers zigzagged.
        mutating func integer(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func string(_ value: String) {
            integer(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func optionalString(_ value: String?) {
            guard let value else { return byte(0) }
            byte(1)
            string(value)
        }

        mutating func optionalInteger(_ value: Int?) {
            guard let value else { return byte(0) }
            byte(1)
            integer(value)
        }

        mutating func optionalDouble(_ value: Double?) {
            guard let value else { return byte(0) }
            byte(1)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
    }

    // MARK: - Reading

    /// The diagnostics of consecutive records, their rules from `rules`; nil when the bytes are not
    /// what ``append(_:to:)`` wrote (a record cut short, an unknown rule).
    static func diagnostics(in bytes: ArraySlice<UInt8>, rules: [String: DiagnosticRule]) -> [Diagnostic]? {
        var reader = Reader(bytes: bytes, position: bytes.startIndex)
        var result: [Diagnostic] = []
        while reader.position < bytes.endIndex {
            guard let diagnostic = reader.diagnostic(rules: rules) else { return nil }
            result.append(diagnostic)
        }
        return result
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var position: Int

        mutating func diagnostic(rules: [String: DiagnosticRule]) -> Diagnostic? {
            guard let ruleID = string(), let rule = rules[ruleID], let severityByte = byte(), let severity = severity(severityByte) else { return nil }
            var location = DiagnosticLocation()
            guard let file = optionalString(), let line = optionalInteger(), let column = optionalInteger(), let hasPath = byte() else { return nil }
            location.file = file
            location.line = line
            location.column = column
            if hasPath == 1 {
                guard let count = integer(), count >= 0 else { return nil }
                var components: [CatalogPath.Component] = []
                for _ in 0..<count {
                    switch byte() {
                    case 0?: guard let name = string() else { return nil }; components.append(.member(name))
                    case 1?: guard let name = string() else { return nil }; components.append(.key(name))
                    case 2?: guard let index = integer() else { return nil }; components.append(.index(index))
                    default: return nil
                    }
                }
                location.catalogPath = CatalogPath(components)
            }
            guard let nodePath = optionalString(), let key = optionalString(), let keyIndex = optionalInteger(),
                  let language = optionalString(), let coordinateCount = integer(), coordinateCount >= 0 else { return nil }
            location.nodePath = nodePath
            var coordinates: [DiagnosticCell.Coordinate] = []
            for _ in 0..<coordinateCount {
                guard let axis = string(), let value = string() else { return nil }
                coordinates.append(.init(axis, value))
            }
            guard let message = string(), let hasEvidence = byte() else { return nil }
            var evidence: DiagnosticEvidence?
            if hasEvidence == 1 {
                guard let text = optionalString(), let shownText = optionalString(), let measuredWidth = optionalDouble(),
                      let allowedWidth = optionalDouble(), let lineLimit = optionalInteger(), let textStyle = optionalString(),
                      let dynamicTypeSize = optionalString(), let rightToLeft = byte(), let slot = optionalString(),
                      let sourceText = optionalString(), let sourceWidth = optionalDouble() else { return nil }
                evidence = DiagnosticEvidence(
                    text: text, shownText: shownText, measuredWidth: measuredWidth, allowedWidth: allowedWidth, lineLimit: lineLimit,
                    textStyle: textStyle, dynamicTypeSize: dynamicTypeSize, isRightToLeft: rightToLeft == 1, slot: slot,
                    sourceText: sourceText, sourceWidth: sourceWidth)
            }
            return Diagnostic(rule: rule, severity: severity, location: location,
                              cell: DiagnosticCell(key: key, keyIndex: keyIndex, language: language, coordinates: coordinates),
                              message: message, evidence: evidence)
        }

        mutating func byte() -> UInt8? {
            guard position < bytes.endIndex else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func integer() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let next = byte() {
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 {
                    let signed = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
                    return Int(signed)
                }
                shift += 7
                guard shift < 64 else { return nil }
            }
            return nil
        }

        mutating func string() -> String? {
            guard let count = integer(), count >= 0, bytes.endIndex - position >= count else { return nil }
            defer { position += count }
            return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
        }

        /// An optional field: nil when the record is cut short, `.some(nil)` for a field left out.
        mutating func optionalString() -> String?? {
            switch byte() {
            case 0?: return .some(nil)
            case 1?: return string().map { .some($0) }
            default: return nil
            }
        }

        mutating func optionalInteger() -> Int?? {
            switch byte() {
            case 0?: return .some(nil)
            case 1?: return integer().map { .some($0) }
            default: return nil
            }
        }

        mutating func optionalDouble() -> Double?? {
            switch byte() {
            case 0?: return .some(nil)
            case 1?:
                guard bytes.endIndex - position >= 8 else { return nil }
                var bits: UInt64 = 0
                for offset in 0..<8 { bits |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
                position += 8
                return .some(Double(bitPattern: bits))
            default: return nil
            }
        }

        private func severity(_ code: UInt8) -> DiagnosticSeverity? {
            switch code {
            case 0: .note
            case 1: .warning
            case 2: .error
            default: nil
            }
        }
    }

    private static func severityCode(_ severity: DiagnosticSeverity) -> UInt8 {
        switch severity {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
