import Foundation
import StepperKitLocalization
import StepperKitSupport

/// Joins the JSON reports of a sharded check.
///
/// (stepperkit check --shard I/N --format json) into the report the whole check would have made, so any format
/// can be written from a CI matrix's shards.
///
/// Every key is in exactly one shard and each shard lists its findings in file and key order, so the
/// shards are merged finding by finding, never read whole: a report of any size merges in little memory.
/// Findings about the machine (a missing font) appear once however many shards saw them; a baseline entry
/// is stale only when no shard matched it.
///
/// ```swift
/// let report = try ShardMerge.read(["shard-1.json", "shard-2.json"], failOn: .error)
/// try ReportFormat.junit.write(report, to: output)
/// ```
public enum ShardMerge {
    /// Why shards could not be merged.
    public struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file at fault, if one is.
        public let file: String?
        /// What is wrong.
        public let message: String

        /// "file: message", one line.
        public var description: String {
            MessageText.escapedLine([file.map(MessageText.quotedPath), message].compactMap { $0 }.joined(separator: ": "))
        }
    }

    /// Reads shard reports and merges them into one report, spooled.
    public static func read(_ paths: [String], failOn: DiagnosticSeverity, spool: DiagnosticSpool = DiagnosticSpool()) throws(MergeError) -> DiagnosticReport {
        guard !paths.isEmpty else { throw MergeError(file: nil, message: "no shard reports to merge") }
        var shards: [ShardReader] = []
        for path in paths { shards.append(try ShardReader(path: path)) }
        let first = shards[0]
        var seen: Set<Int> = []
        for shard in shards {
            guard shard.files == first.files else {
                throw MergeError(file: shard.path, message: "checked \(shard.files.count) catalog(s) \(shard.files), not the \(first.files) of \(first.path)")
            }
            guard shard.shard.count == first.shard.count else {
                throw MergeError(file: shard.path, message: "is shard \(shard.shard), not one of \(first.shard.count)")
            }
            guard seen.insert(shard.shard.index).inserted else {
                throw MergeError(file: shard.path, message: "repeats shard \(shard.shard)")
            }
        }
        let missing = (1...first.shard.count).filter { !seen.contains($0) }
        guard missing.isEmpty else {
            throw MergeError(file: nil, message: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")) missing: every shard's report is needed")
        }
        let fileOrder = Dictionary(first.files.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        func order(_ diagnostic: Diagnostic) -> (Int, Int)? {
            guard let file = diagnostic.location.file else { return nil }
            return (fileOrder[file] ?? Int.max, diagnostic.cell.keyIndex ?? -1)
        }
        // The next finding of each shard; findings about no file are gathered for the end.
        var heads: [Diagnostic?] = []
        var machine: [Diagnostic] = []
        var machineSeen: Set<String> = []
        func advance(_ index: Int) throws(MergeError) {
            while let next = try shards[index].next() {
                if order(next) != nil {
                    heads[index] = next
                    return
                }
                if machineSeen.insert("\(next.rule.identifier)\u{0}\(next.message)").inserted { machine.append(next) }
            }
            heads[index] = nil
        }
        heads = Array(repeating: nil, count: shards.count)
        for index in shards.indices { try advance(index) }
        while true {
            var best: Int?
            for (index, head) in heads.enumerated() {
                guard let head, let key = order(head) else { continue }
                if let current = best, let currentHead = heads[current], let currentKey = order(currentHead), currentKey <= key { continue }
                best = index
            }
            guard let best, let diagnostic = heads[best] else { break }
            spool.append(diagnostic)
            try advance(best)
        }
        spool.append(contentsOf: machine)
        var baseline: BaselineOutcome?
        let baselines = shards.compactMap(\.baseline)
        if let firstBaseline = baselines.first {
            var stale = Set(firstBaseline.stale)
            for other in baselines.dropFirst() { stale.formIntersection(other.stale) }
            baseline = BaselineOutcome(file: firstBaseline.file, suppressed: baselines.reduce(0) { $0 + $1.suppressed }, stale: stale.sorted())
        }
        let strings = shards.compactMap(\.strings)
        let cells = shards.compactMap(\.cells)
        return DiagnosticReport(
            tool: first.tool, files: first.files, cellCount: cells.isEmpty ? nil : cells.reduce(0, +),
            stringCount: strings.isEmpty ? nil : strings.reduce(0, +), shard: .whole, failOn: failOn, baseline: baseline, diagnostics: spool)
    }
}

/// One shard's JSON report, read line by line as ``JSONReport`` writes it: its head as one JSON value,
/// then one finding a line.
private final class ShardReader {
    let path: String
    let tool: String
    let files: [String]
    let shard: Shard
    let strings: Int?
    let cells: Int?
    let baseline: BaselineOutcome?
    private var rules: [String: DiagnosticRule] = [:]
    private let lines: LineReader
    private var finished = false
    private var lineNumber: Int

    init(path: String) throws(ShardMerge.MergeError) {
        self.path = path
        do {
            lines = try LineReader(path: path)
        } catch {
            throw ShardMerge.MergeError(file: path, message: "cannot be read: \(error)")
        }
        // The head: every line up to the findings.
        var head = ""
        var count = 0
        var foundFindings = false
        while let line = lines.next() {
            count += 1
            if line.hasPrefix("  \"findings\" : [") {
                head += "  \"findings\" : []\n}\n"
                foundFindings = true
                finished = line.hasSuffix("]")
                break
            }
            head += line + "\n"
            if count > 100_000 { break }
        }
        lineNumber = count
        guard foundFindings else {
            throw ShardMerge.MergeError(file: path, message: "is not a JSON report of stepperkit check --format json (no \"findings\" line)")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(head.utf8))
        } catch {
            throw ShardMerge.MergeError(file: path, message: "its head is not JSON: \(error)")
        }
        guard case .object(let members) = value else { throw ShardMerge.MergeError(file: path, message: "is not a JSON object") }
        func string(_ name: String) -> String? {
            if case .string(let text)? = members[name] { return text }
            return nil
        }
        func integer(_ name: String) -> Int? {
            if case .number(let text)? = members[name] { return Int(text) }
            return nil
        }
        guard let tool = string("tool"), tool.hasPrefix("stepperkit ") else {
            throw ShardMerge.MergeError(file: path, message: "has no \"tool\" of stepperkit")
        }
        guard integer("version") == JSONReport.version else {
            throw ShardMerge.MergeError(file: path, message: "is a report of version \(integer("version").map(String.init) ?? "none"), not \(JSONReport.version)")
        }
        self.tool = String(tool.dropFirst("stepperkit ".count))
        guard case .array(let fileValues)? = members["files"] else { throw ShardMerge.MergeError(file: path, message: "has no \"files\"") }
        files = fileValues.compactMap { if case .string(let file) = $0 { file } else { nil } }
        do {
            shard = try string("shard").map { text throws(ShardError) in try Shard(text) } ?? .whole
        } catch {
            throw ShardMerge.MergeError(file: path, message: "\(error)")
        }
        strings = integer("strings")
        cells = integer("cells")
        if case .array(let ruleValues)? = members["rules"] {
            for case .object(let fields) in ruleValues {
                if case .string(let id)? = fields["id"] {
                    var summary = ""
                    if case .string(let text)? = fields["summary"] { summary = text }
                    rules[id] = DiagnosticRule.named(id) ?? DiagnosticRule(id, .warning, summary)
                }
            }
        }
        if case .object(let fields)? = members["baseline"] {
            var file = "baseline"
            if case .string(let text)? = fields["file"] { file = text }
            var suppressed = 0
            if case .number(let text)? = fields["suppressed"] { suppressed = Int(text) ?? 0 }
            var stale: [BaselineEntry] = []
            if case .array(let entries)? = fields["stale"] {
                for case .object(let entry) in entries {
                    func field(_ name: String) -> String {
                        if case .string(let text)? = entry[name] { return text }
                        return ""
                    }
                    stale.append(BaselineEntry(rule: field("rule"), file: field("file"), key: field("key"), language: field("language"), cell: field("cell")))
                }
            }
            baseline = BaselineOutcome(file: file, suppressed: suppressed, stale: stale)
        } else {
            baseline = nil
        }
    }

    /// The next finding, or nil at the end of the findings.
    func next() throws(ShardMerge.MergeError) -> Diagnostic? {
        guard !finished else { return nil }
        while let raw = lines.next() {
            lineNumber += 1
            var line = Substring(raw).drop { $0 == " " }
            if line.hasPrefix("]") {
                finished = true
                return nil
            }
            if line.hasSuffix(",") { line = line.dropLast() }
            guard !line.isEmpty else { continue }
            do {
                let value = try JSONValue(parsing: Array(line.utf8))
                return try DiagnosticJSON.decode(value, knownRules: rules)
            } catch let error as DiagnosticJSON.DecodingError {
                throw ShardMerge.MergeError(file: path, message: "line \(lineNumber): \(error)")
            } catch {
                throw ShardMerge.MergeError(file: path, message: "line \(lineNumber): a finding is not JSON: \(error)")
            }
        }
        throw ShardMerge.MergeError(file: path, message: "ends inside its findings: the report is cut short")
    }
}

/// The lines of a file, read a block at a time.
private final class LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(path: String) throws {
        try RegularFile.check(path)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileAccessError(path: path, reason: .system(operation: "open it", message: "it cannot be opened for reading"))
        }
        self.handle = handle
    }

    func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            buffer.removeSubrange(0..<start)
            start = 0
            let data = (try? handle.read(upToCount: 1 << 20)) ?? nil
            if let data, !data.isEmpty { buffer += data } else { atEnd = true }
        }
    }
}
