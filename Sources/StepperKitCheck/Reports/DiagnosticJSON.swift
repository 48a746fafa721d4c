import StepperKitLocalization
import StepperKitSupport

/// A diagnostic as one JSON object on one line, and back: the JSON report's findings and the shards
/// `check --merge` joins both use it, so one spelling of every field holds.
///
/// Fields, absent ones left out: `rule`, `severity`, `file`, `line`, `column`, `path` (the catalog path as
/// an array: member names as strings, keys as one-element arrays, indices as numbers), `node`, `key`,
/// `keyIndex`, `language` (BCP 47, as catalogs spell it), `cell` (the other coordinates, in order),
/// `message`, `summary` (the rule's), `evidence`.
///
/// ```swift
/// DiagnosticJSON.encode(diagnostic)
/// // {"rule":"dropped-number","severity":"error","file":"Localizable.xcstrings","line":26,"column":9,…}
/// ```
enum DiagnosticJSON {
    /// The diagnostic as a JSON object on one line, without a line break.
    static func encode(_ diagnostic: Diagnostic) -> String {
        var out = "{"
        var first = true
        func key(_ name: String) {
            out += first ? "\"" : ",\""
            out += name
            out += "\":"
            first = false
        }
        func string(_ name: String, _ value: String?) {
            guard let value else { return }
            key(name)
            OutputEscaping.appendJSONString(value, to: &out)
        }
        func integer(_ name: String, _ value: Int?) {
            guard let value else { return }
            key(name)
            out += String(value)
        }
        func number(_ name: String, _ value: Double?) {
            guard let value else { return }
            key(name)
            out += OutputEscaping.jsonNumber((value * 1000).rounded() / 1000)
        }
        string("rule", diagnostic.rule.identifier)
        string("severity", diagnostic.severity.rawValue)
        string("file", diagnostic.location.file)
        integer("line", diagnostic.location.line)
        integer("column", diagnostic.location.column)
        if let path = diagnostic.location.catalogPath {
            key("path")
            out += "["
            for (index, component) in path.components.enumerated() {
                if index > 0 { out += "," }
                switch component {
                case .member(let name): OutputEscaping.appendJSONString(name, to: &out)
                case .key(let name):
                    out += "["
                    OutputEscaping.appendJSONString(name, to: &out)
                    out += "]"
                case .index(let position): out += String(position)
                }
            }
            out += "]"
        }
        string("node", diagnostic.location.nodePath)
        string("key", diagnostic.cell.key)
        integer("keyIndex", diagnostic.cell.keyIndex)
        string("language", diagnostic.cell.language)
        if !diagnostic.cell.coordinates.isEmpty {
            key("cell")
            out += "{"
            for (index, coordinate) in diagnostic.cell.coordinates.enumerated() {
                if index > 0 { out += "," }
                OutputEscaping.appendJSONString(coordinate.axis, to: &out)
                out += ":"
                OutputEscaping.appendJSONString(coordinate.value, to: &out)
            }
            out += "}"
        }
        string("message", diagnostic.message)
        string("summary", diagnostic.rule.summary)
        if let evidence = diagnostic.evidence {
            key("evidence")
            let saved = first
            first = true
            out += "{"
            string("text", evidence.text)
            string("shownText", evidence.shownText)
            number("measuredWidth", evidence.measuredWidth)
            number("allowedWidth", evidence.allowedWidth)
            integer("lineLimit", evidence.lineLimit)
            string("textStyle", evidence.textStyle)
            string("dynamicTypeSize", evidence.dynamicTypeSize)
            if evidence.isRightToLeft {
                key("rightToLeft")
                out += "true"
            }
            string("slot", evidence.slot)
            string("sourceText", evidence.sourceText)
            number("sourceWidth", evidence.sourceWidth)
            out += "}"
            first = saved
        }
        out += "}"
        return out
    }

    /// Why a JSON value is not a diagnostic.
    struct DecodingError: Error, CustomStringConvertible {
        let description: String
    }

    /// The diagnostic a JSON object holds; `defaultSeverity` is the rule's when the object names a rule
    /// the caller knows.
    static func decode(_ value: JSONValue, knownRules: [String: DiagnosticRule] = [:]) throws(DecodingError) -> Diagnostic {
        guard case .object(let members) = value else { throw DecodingError(description: "a finding is not an object") }
        func string(_ name: String) throws(DecodingError) -> String? {
            switch members[name] {
            case nil: return nil
            case .string(let text)?: return text
            default: throw DecodingError(description: "\"\(name)\" of a finding is not a string")
            }
        }
        func integer(_ name: String) throws(DecodingError) -> Int? {
            switch members[name] {
            case nil: return nil
            case .number(let text)?:
                guard let value = Int(text) else { throw DecodingError(description: "\"\(name)\" of a finding is not a whole number") }
                return value
            default: throw DecodingError(description: "\"\(name)\" of a finding is not a number")
            }
        }
        guard let ruleID = try string("rule"), !ruleID.isEmpty else { throw DecodingError(description: "a finding has no \"rule\"") }
        guard let severityName = try string("severity"), let severity = DiagnosticSeverity(rawValue: severityName) else {
            throw DecodingError(description: "the finding of rule \"\(ruleID)\" has no severity note, warning or error")
        }
        let summary = try string("summary")
        let rule = knownRules[ruleID] ?? DiagnosticRule(ruleID, severity, summary ?? "")
        var location = DiagnosticLocation(file: try string("file"), line: try integer("line"), column: try integer("column"),
                                          nodePath: try string("node"))
        if case .array(let components)? = members["path"] {
            var path: [CatalogPath.Component] = []
            for component in components {
                switch component {
                case .string(let name): path.append(.member(name))
                case .array(let key):
                    guard key.count == 1, case .string(let name) = key[0] else {
                        throw DecodingError(description: "a catalog path's key is not one string")
                    }
                    path.append(.key(name))
                case .number(let text):
                    guard let position = Int(text) else { throw DecodingError(description: "a catalog path's index is not a whole number") }
                    path.append(.index(position))
                default: throw DecodingError(description: "a catalog path has a component that is not a name, key or index")
                }
            }
            location.catalogPath = CatalogPath(path)
        }
        var coordinates: [DiagnosticCell.Coordinate] = []
        if let cell = members["cell"] {
            guard case .object(let axes) = cell else { throw DecodingError(description: "\"cell\" of a finding is not an object") }
            for (axis, value) in axes {
                guard case .string(let text) = value else { throw DecodingError(description: "the cell's \"\(axis)\" is not a string") }
                coordinates.append(.init(axis, text))
            }
        }
        let cell = DiagnosticCell(key: try string("key"), keyIndex: try integer("keyIndex"), language: try string("language"),
                                  coordinates: coordinates)
        var evidence: DiagnosticEvidence?
        if let object = members["evidence"] {
            guard case .object(let fields) = object else { throw DecodingError(description: "\"evidence\" of a finding is not an object") }
            func text(_ name: String) -> String? {
                if case .string(let value)? = fields[name] { return value }
                return nil
            }
            func number(_ name: String) -> Double? {
                if case .number(let value)? = fields[name] { return Double(value) }
                return nil
            }
            var found = DiagnosticEvidence(
                text: text("text"), shownText: text("shownText"), measuredWidth: number("measuredWidth"), allowedWidth: number("allowedWidth"),
                lineLimit: number("lineLimit").map { Int($0) }, textStyle: text("textStyle"), dynamicTypeSize: text("dynamicTypeSize"),
                slot: text("slot"), sourceText: text("sourceText"), sourceWidth: number("sourceWidth"))
            if case .bool(true)? = fields["rightToLeft"] { found.isRightToLeft = true }
            evidence = found
        }
        guard let message = try string("message") else { throw DecodingError(description: "the finding of rule \"\(ruleID)\" has no message") }
        return Diagnostic(rule: rule, severity: severity, location: location, cell: cell, message: message, evidence: evidence)
    }
}
