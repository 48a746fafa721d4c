import Foundation
#if canImport(Glibc)
import Glibc
#endif
import StepperKitLocalization
import Synchronization

/// The diagnostics of a run, kept as JSON lines in memory and.
///
/// Past a limit, in an unlinked temporary file: a report of a million findings costs disk, not memory, and every
/// format reads them back in order.
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
    /// How many bytes of JSON lines stay in memory before they go to a temporary file.
    public let memoryLimit: Int
    private let state = Mutex(State())

    private struct State {
        var buffer: [UInt8] = []
        var file: FileHandle?
        var fileSize = 0
        var rules: [String: DiagnosticRule] = [:]
        var counts: [DiagnosticSeverity: Int] = [:]
        var countsByRuleAndLanguage: [RuleAndLanguage: Int] = [:]
        var groups: [Group] = []
        var total = 0
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
        fileprivate let offset: Int
        fileprivate var length: Int
    }

    /// An empty spool; 8 MiB of JSON lines stay in memory by default.
    public init(memoryLimit: Int = 8 << 20) {
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

    /// Appends a diagnostic.
    public func append(_ diagnostic: Diagnostic) {
        var line = Array(DiagnosticJSON.encode(diagnostic).utf8)
        line.append(0x0A)
        let limit = memoryLimit
        state.withLock { state in
            let offset = state.fileSize + state.buffer.count
            state.buffer.append(contentsOf: line)
            if state.buffer.count >= limit { Self.spill(&state) }
            state.rules[diagnostic.rule.identifier] = diagnostic.rule
            state.counts[diagnostic.severity, default: 0] += 1
            state.countsByRuleAndLanguage[RuleAndLanguage(rule: diagnostic.rule.identifier, severity: diagnostic.severity, language: diagnostic.cell.language ?? ""), default: 0] += 1
            let index = state.total
            state.total += 1
            if var last = state.groups.last, last.file == diagnostic.location.file, last.key == diagnostic.cell.key {
                last.worst = Swift.max(last.worst, diagnostic.severity)
                last.count += 1
                last.length += line.count
                state.groups[state.groups.count - 1] = last
            } else {
                state.groups.append(Group(file: diagnostic.location.file, key: diagnostic.cell.key, worst: diagnostic.severity, count: 1,
                                          first: index, offset: offset, length: line.count))
            }
        }
    }

    /// Appends diagnostics in order.
    public func append<Diagnostics: Sequence<Diagnostic>>(contentsOf diagnostics: Diagnostics) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// The diagnostics of one group, in order.
    public func diagnostics(of group: Group) -> [Diagnostic] {
        let rules = self.rules
        return read(from: group.offset, length: group.length).split(separator: 0x0A).compactMap { Self.decode(Array($0), rules: rules) }
    }

    /// Every diagnostic, in order.
    public func makeIterator() -> AnyIterator<Diagnostic> {
        var chunkStart = 0
        var pending: [Diagnostic] = []
        var position = 0
        let total = state.withLock { $0.fileSize + $0.buffer.count }
        let rules = self.rules
        return AnyIterator { [self] in
            while position >= pending.count {
                guard chunkStart < total else { return nil }
                // A chunk of whole lines at a time, so a huge spool is never read whole.
                var bytes = read(from: chunkStart, length: Swift.min(1 << 20, total - chunkStart))
                if chunkStart + bytes.count < total {
                    // Up to the last line that ends in the chunk; a line longer than the chunk is read to its end.
                    while !bytes.contains(0x0A), chunkStart + bytes.count < total {
                        bytes += read(from: chunkStart + bytes.count, length: Swift.min(1 << 20, total - chunkStart - bytes.count))
                    }
                    if let lastNewline = bytes.lastIndex(of: 0x0A) { bytes.removeSubrange((lastNewline + 1)...) }
                }
                guard !bytes.isEmpty else { return nil }
                chunkStart += bytes.count
                pending = bytes.split(separator: 0x0A).compactMap { Self.decode(Array($0), rules: rules) }
                position = 0
            }
            defer { position += 1 }
            return pending[position]
        }
    }

    // MARK: - Internal

    private static func decode(_ line: [UInt8], rules: [String: DiagnosticRule]) -> Diagnostic? {
        guard let value = try? JSONValue(parsing: line) else { return nil }
        return try? DiagnosticJSON.decode(value, knownRules: rules)
    }

    /// Bytes of the spool, from the file and then the buffer.
    private func read(from offset: Int, length: Int) -> [UInt8] {
        state.withLock { state in
            var result: [UInt8] = []
            result.reserveCapacity(length)
            var offset = offset
            var remaining = length
            if offset < state.fileSize, let file = state.file {
                let fromFile = Swift.min(remaining, state.fileSize - offset)
                try? file.seek(toOffset: UInt64(offset))
                if let data = try? file.read(upToCount: fromFile) { result += data }
                offset += fromFile
                remaining -= fromFile
            }
            if remaining > 0 {
                let start = offset - state.fileSize
                result += state.buffer[start..<Swift.min(state.buffer.count, start + remaining)]
            }
            return result
        }
    }

    /// Moves the buffer to the temporary file (created, and unlinked, on first use).
    private static func spill(_ state: inout State) {
        if state.file == nil {
            let path = FileManager.default.temporaryDirectory.appending(path: "stepperkit-spool-\(getpid())-\(UUID().uuidString)").path
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                // No temporary directory to write: keep everything in memory.
                return
            }
            // Unlinked at once: the space is the process's while it runs and is freed however it ends.
            unlink(path)
            state.file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        guard let file = state.file else { return }
        do {
            try file.seekToEnd()
            try file.write(contentsOf: state.buffer)
            state.fileSize += state.buffer.count
            state.buffer.removeAll(keepingCapacity: true)
        } catch {
            // The disk is full: keep the rest in memory rather than lose findings.
        }
    }
}
