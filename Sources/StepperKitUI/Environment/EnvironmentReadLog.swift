import Synchronization

/// The keys a layout read from its environment, recorded while an audit matrix lays out a cell.
///
/// A layout depends only on the values it reads, so two cells whose environments differ only in keys
/// the first never read lay out alike: the matrix audits one and reuses its findings for the other.
final class EnvironmentReadLog: Sendable {
    private let keys = Mutex<Set<ObjectIdentifier>>([])

    func record(_ key: ObjectIdentifier) {
        keys.withLock { _ = $0.insert(key) }
    }

    /// Every key read so far.
    var read: Set<ObjectIdentifier> { keys.withLock { $0 } }
}
