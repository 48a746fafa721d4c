import Synchronization

/// The diagnostics a localizer recorded, shared by its copies and safe to read from any thread.
///
/// Each distinct diagnostic is kept once, and at most ``capacity`` are kept, so a loop that looks up
/// a missing key a million times costs one entry.
///
/// ```swift
/// let log = localizer.diagnostics
/// log.all.map(\.key)   // ["Chekout"]
/// log.removeAll()
/// ```
public final class LocalizationDiagnostics: Sendable {
    private struct State {
        var seen: Set<LocalizationDiagnostic> = []
        var ordered: [LocalizationDiagnostic] = []
    }

    /// The most diagnostics kept.
    public let capacity: Int
    private let state = Mutex(State())

    /// An empty log that keeps up to the given number of distinct diagnostics.
    public init(capacity: Int = 1000) {
        self.capacity = max(capacity, 1)
    }

    /// Every diagnostic recorded, in the order first seen.
    public var all: [LocalizationDiagnostic] {
        state.withLock { $0.ordered }
    }

    /// Forgets every diagnostic.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// Records a diagnostic once; beyond the capacity, new ones are dropped.
    func record(_ diagnostic: LocalizationDiagnostic) {
        state.withLock { state in
            guard state.ordered.count < capacity, state.seen.insert(diagnostic).inserted else { return }
            state.ordered.append(diagnostic)
        }
    }
}
