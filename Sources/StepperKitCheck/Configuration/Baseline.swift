import StepperKitLocalization
import StepperKitSupport

/// One finding a baseline accepts: its rule.
///
/// File, key, language and cell, without what changes from run to run (line numbers, measured widths, the Dynamic
/// Type size it first failed at, the message).
///
/// ```swift
/// BaselineEntry(diagnostic).description   // "dropped-number Localizable.xcstrings \"%lld files\" ru plural one"
/// ```
public struct BaselineEntry: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rule's identifier.
    public let rule: String
    /// The file, as the run named it.
    public let file: String
    /// The key; "" for none.
    public let key: String
    /// The language; "" for none.
    public let language: String
    /// The cell's stable coordinates (plural category, device, slot…), such as "plural one".
    public let cell: String

    /// An entry.
    public init(rule: String, file: String, key: String, language: String, cell: String) {
        self.rule = rule
        self.file = file
        self.key = key
        self.language = language
        self.cell = cell
    }

    /// The entry a diagnostic matches.
    public init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule.identifier
        file = diagnostic.location.file ?? ""
        key = diagnostic.cell.key ?? ""
        language = diagnostic.cell.language ?? ""
        cell = diagnostic.cell.coordinates.filter { !Self.unstableAxes.contains($0.axis) }.map { "\($0.axis) \($0.value)" }
            .joined(separator: " · ")
    }

    /// Axes whose values depend on fonts, samples or measurement rather than on the finding.
    static let unstableAxes: Set<String> = ["size", "number", "style"]

    /// Orders by file, key, language, rule, cell.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.key, lhs.language, lhs.rule, lhs.cell) < (rhs.file, rhs.key, rhs.language, rhs.rule, rhs.cell)
    }

    /// "rule file "key" language cell", the parts present.
    public var description: String {
        [rule, file, key.isEmpty ? "" : "\"\(key)\"", language, cell].filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Findings a team has accepted for now, as Android Lint's and SwiftLint's baselines keep them.
///
/// A check with a baseline fails only on findings that are not in it, and says which entries no longer match.
///
/// The file is JSON, sorted and byte-stable, so it diffs well in review:
///
/// ```swift
/// let baseline = Baseline(report.findings)
/// try AtomicFile.write(baseline.jsonBytes, to: "stepperkit-baseline.json")
/// let read = try Baseline(contentsOf: "stepperkit-baseline.json")
/// ```
public struct Baseline: Hashable, Sendable {
    /// How many findings each entry accepts.
    public private(set) var entries: [BaselineEntry: Int]

    /// A baseline accepting these diagnostics.
    public init<Diagnostics: Sequence<Diagnostic>>(_ diagnostics: Diagnostics) {
        var entries: [BaselineEntry: Int] = [:]
        for diagnostic in diagnostics { entries[BaselineEntry(diagnostic), default: 0] += 1 }
        self.entries = entries
    }

    /// A baseline of entries and their counts.
    public init(entries: [BaselineEntry: Int]) {
        self.entries = entries
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``ConfigurationError`` naming the file, and the line and column of what is wrong.
    public init(contentsOf path: String) throws(ConfigurationError) {
        let value = try ConfigurationReader.readJSON(path, what: "baseline")
        var reader = ConfigurationReader(file: path)
        var entries: [BaselineEntry: Int] = [:]
        reader.object(value, at: "") { reader, members in
            reader.expectOnly(["version", "tool", "findings"], in: members, at: "")
            if let version = members["version"], reader.integer(version, at: "version") != 1 {
                reader.fail(at: "version", "is not 1, the only baseline version this stepperkit reads")
            }
            guard let findings = members["findings"] else {
                reader.fail(at: "findings", "is missing")
                return
            }
            reader.array(findings, at: "findings") { reader, index, item in
                let place = "findings[\(index)]"
                reader.object(item, at: place) { reader, fields in
                    reader.expectOnly(["rule", "file", "key", "language", "cell", "count"], in: fields, at: place)
                    guard let rule = reader.string(fields["rule"], at: place + ".rule", required: true) else { return }
                    let entry = BaselineEntry(
                        rule: rule, file: reader.string(fields["file"], at: place + ".file") ?? "",
                        key: reader.string(fields["key"], at: place + ".key") ?? "",
                        language: reader.string(fields["language"], at: place + ".language") ?? "",
                        cell: reader.string(fields["cell"], at: place + ".cell") ?? "")
                    let count = fields["count"].flatMap { reader.integer($0, at: place + ".count") } ?? 1
                    guard count >= 1 else {
                        reader.fail(at: place + ".count", "is \(count), not a count of 1 or more")
                        return
                    }
                    entries[entry, default: 0] += count
                }
            }
        }
        try reader.finish()
        self.entries = entries
    }

    /// How many findings it accepts.
    public var count: Int { entries.values.reduce(0, +) }

    /// The baseline as its file holds it: entries sorted, two-space indent, a final newline.
    public var jsonBytes: [UInt8] {
        var out = "{\n  \"version\" : 1,\n  \"tool\" : \"stepperkit check\",\n  \"findings\" : ["
        for (index, entry) in entries.keys.sorted().enumerated() {
            out += index == 0 ? "\n    {" : ",\n    {"
            var fields: [(String, String)] = [("rule", entry.rule)]
            if !entry.file.isEmpty { fields.append(("file", entry.file)) }
            if !entry.key.isEmpty { fields.append(("key", entry.key)) }
            if !entry.language.isEmpty { fields.append(("language", entry.language)) }
            if !entry.cell.isEmpty { fields.append(("cell", entry.cell)) }
            for (position, (name, value)) in fields.enumerated() {
                out += position == 0 ? " \"" : ", \""
                out += name + "\" : "
                OutputEscaping.appendJSONString(value, to: &out)
            }
            let count = entries[entry] ?? 1
            if count > 1 { out += ", \"count\" : \(count)" }
            out += " }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(out.utf8)
    }

    /// Takes one acceptance of the diagnostic's entry; true when the baseline accepted it.
    public mutating func accept(_ diagnostic: Diagnostic) -> Bool {
        let entry = BaselineEntry(diagnostic)
        guard let left = entries[entry], left > 0 else { return false }
        entries[entry] = left - 1
        return true
    }

    /// The entries with acceptances left: those no finding matched.
    public var unmatched: [BaselineEntry] {
        entries.filter { $0.value > 0 }.keys.sorted()
    }
}
