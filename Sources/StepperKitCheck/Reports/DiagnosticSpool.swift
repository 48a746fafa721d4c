import Foundation
#if canImport(Glibc)
import Glibc
#endif
import StepperKitLocalization
import Synchronization

/// The diagnostics of a run, kept in memory and, past a limit, in an unlinked temporary file.
///
/// A report of a million findings costs disk, not memory, and every format reads them back in order.
///
/// It counts them as they come (by severity, by rule and language, the worst of each key) so a report can
/// print its summary before its findings, and it remembers where each key's findings start so the HTML
/// report can draw the worst keys first.
///
/// ```swift
/// let spool = DiagnosticSpool()
/// spool.append(diagnostic)
/// spool.count                    // 1
/// for diagnostic in spool { print(diagnostic) }
/// ```
public final class DiagnosticSpool: Sequence, Sendable {
    /// About how many bytes of diagnostics stay in memory before they go to a temporary file.
    public let memoryLimit: Int
    private let state = Mutex(State())

    private struct State {
        /// The diagnostics not yet written to the file, in order.
        var memory: [Diagnostic] = []
        var memoryBytes = 0
        var file: FileHandle?
        /// How many diagnostics are in the file, and where each one's record starts (and the end of the last).
        var lineOffsets: [Int] = [0]
        var rules: [String: DiagnosticRule] = [:]
        var counts: [DiagnosticSeverity: Int] = [:]
        var countsByRuleAndLanguage: [RuleAndLanguage: Int] = [:]
        var groups: [Group] = []
        var total = 0

        var spilled: Int { lineOffsets.count - 1 }
    }

    /// A rule at a severity in a language, as the summary table counts them.
    public struct RuleAndLanguage: Hashable, Sendable {
        /// The rule's identifier.
        public let rule: String
        /// The severity the findings were reported at.
        public let severity: DiagnosticSeverity
        /// The language, or "" for findings about no language.
        public let language: String
    }

    /// Consecutive diagnostics about one key of one file.
    public struct Group: Sendable {
        /// The file.
        public let file: String?
        /// The key; nil for findings about no key (the machine, a whole language).
        public let key: String?
        /// The worst severity among them.
        public fileprivate(set) var worst: DiagnosticSeverity
        /// How many.
        public fileprivate(set) var count: Int
        /// The index of the group's first diagnostic in the spool.
        public let first: Int
    }

    /// An empty spool; about 16 MiB of diagnostics stay in memory by default.
    public init(memoryLimit: Int = 16 << 20) {
        self.memoryLimit = memoryLimit
    }

    /// Rules by identifier, as diagnostics named them.
    public var rules: [String: DiagnosticRule] { state.withLock { $0.rules } }
    /// How many diagnostics of each severity.
    public var counts: [DiagnosticSeverity: Int] { state.withLock { $0.counts } }
    /// How many diagnostics of each rule in each language ("" for none).
    public var countsByRuleAndLanguage: [RuleAndLanguage: Int] { state.withLock { $0.countsByRuleAndLanguage } }
    /// Each run of diagnostics about one key (or about no key), in order: where they are and the worst of them.
    public var groups: [Group] { state.withLock { $0.groups } }

    /// How many diagnostics it holds.
    public var count: Int { state.withLock { $0.total } }

    /// How many at a severity.
    public func count(of severity: DiagnosticSeverity) -> Int { state.withLock { $0.counts[severity] ?? 0 } }

    /// Appends a diagnostic, its measurements kept to a thousandth of a point as every report writes them.
    public func append(_ diagnostic: Diagnostic) {
        let diagnostic = Self.normalized(diagnostic)
        let limit = memoryLimit
        state.withLock { state in
            state.memory.append(diagnostic)
            state.memoryBytes += Self.estimatedSize(of: diagnostic)
            if state.memoryBytes >= limit { Self.spill(&state) }
            state.rules[diagnostic.rule.identifier] = diagnostic.rule
            state.counts[diagnostic.severity, default: 0] += 1
            state.countsByRuleAndLanguage[RuleAndLanguage(rule: diagnostic.rule.identifier, severity: diagnostic.severity, language: diagnostic.cell.language ?? ""), default: 0] += 1
            let index = state.total
            state.total += 1
            if var last = state.groups.last, last.file == diagnostic.location.file, last.key == diagnostic.cell.key {
                last.worst = Swift.max(last.worst, diagnostic.severity)
                last.count += 1
                state.groups[state.groups.count - 1] = last
            } else {
                state.groups.append(Group(file: diagnostic.location.file, key: diagnostic.cell.key, worst: diagnostic.severity, count: 1,
                                          first: index))
            }
        }
    }

    /// Appends diagnostics in order.
    public func append<Diagnostics: Sequence<Diagnostic>>(contentsOf diagnostics: Diagnostics) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// The diagnostics of one group, in order.
    public func diagnostics(of group: Group) -> [Diagnostic] {
        diagnostics(in: group.first..<(group.first + group.count))
    }

    /// Every diagnostic, in order, a few thousand at a time.
    public func makeIterator() -> AnyIterator<Diagnostic> {
        let total = count
        var next = 0
        var pending: [Diagnostic] = []
        var position = 0
        return AnyIterator { [self] in
            while position >= pending.count {
                guard next < total else { return nil }
                let end = Swift.min(total, next + 4096)
                pending = diagnostics(in: next..<end)
                next = end
                position = 0
            }
            defer { position += 1 }
            return pending[position]
        }
    }

    // MARK: - Internal

    /// The diagnostics at some indices: from the file for those written to it, from memory for the rest.
    private func diagnostics(in range: Range<Int>) -> [Diagnostic] {
        state.withLock { state in
            var result: [Diagnostic] = []
            result.reserveCapacity(range.count)
            let spilled = state.spilled
            if range.lowerBound < spilled, let file = state.file {
                let upper = Swift.min(range.upperBound, spilled)
                let start = state.lineOffsets[range.lowerBound]
                let end = state.lineOffsets[upper]
                try? file.seek(toOffset: UInt64(start))
                let bytes = ((try? file.read(upToCount: end - start)) ?? nil).map(Array.init) ?? []
                // What this process wrote: a record that does not read back means the file changed under it.
                result += SpoolRecord.diagnostics(in: bytes[...], rules: state.rules) ?? []
            }
            if range.upperBound > spilled {
                let lower = Swift.max(range.lowerBound, spilled) - spilled
                result += state.memory[lower..<(range.upperBound - spilled)]
            }
            return result
        }
    }

    /// A diagnostic as every report writes it: measurements to a thousandth of a point.
    private static func normalized(_ diagnostic: Diagnostic) -> Diagnostic {
        guard var evidence = diagnostic.evidence else { return diagnostic }
        func round(_ value: Double?) -> Double? { value.map { ($0 * 1000).rounded() / 1000 } }
        evidence.measuredWidth = round(evidence.measuredWidth)
        evidence.allowedWidth = round(evidence.allowedWidth)
        evidence.sourceWidth = round(evidence.sourceWidth)
        var result = diagnostic
        result.evidence = evidence
        return result
    }

    /// About what a diagnostic costs in memory, in bytes.
    private static func estimatedSize(of diagnostic: Diagnostic) -> Int {
        var size = 256 + diagnostic.message.utf8.count + (diagnostic.cell.key?.utf8.count ?? 0) + diagnostic.cell.coordinates.count * 48
        if let evidence = diagnostic.evidence {
            size += 128 + (evidence.text?.utf8.count ?? 0) + (evidence.shownText?.utf8.count ?? 0) + (evidence.sourceText?.utf8.count ?? 0)
        }
        return size
    }

    /// Writes the diagnostics in memory to the temporary file (created, and unlinked, on first use).
    private static func spill(_ state: inout State) {
        if state.file == nil {
            let path = FileManager.default.temporaryDirectory.appending(path: "stepperkit-spool-\(getpid())-\(UUID().uuidString)").path
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                // No temporary directory to write: keep everything in memory.
                state.memoryBytes = 0
                return
            }
            // Unlinked at once: the space is the process's while it runs and is freed however it ends.
            unlink(path)
            state.file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        guard let file = state.file else { return }
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        let end = state.lineOffsets[state.lineOffsets.count - 1]
        for diagnostic in state.memory {
            SpoolRecord.append(diagnostic, to: &bytes)
            offsets.append(bytes.count)
        }
        do {
            try file.seekToEnd()
            try file.write(contentsOf: bytes)
            state.lineOffsets += offsets.map { end + $0 }
            state.memory.removeAll(keepingCapacity: true)
            state.memoryBytes = 0
        } catch {
            // The disk is full: keep the rest in memory rather than lose findings.
            state.memoryBytes = 0
        }
    }
}
