import Synchronization

/// A bounded, thread-safe memo of the layout services (fonts, analysed texts, resolved strings),
/// compiled in this module so that each use is specialized for its key and value: a screen makes
/// hundreds of lookups, and a generic cache from another module runs them through value witnesses.
///
/// Values live in two generations of at most half the capacity each. A value is stored in the
/// current one; when that is full it becomes the previous one and the older values go. A value
/// found in the previous generation moves to the current one, so whatever a layout keeps using
/// stays, and the memo never holds more than its capacity.
final class LayoutMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Generations {
        var current: [Key: Value] = [:]
        var previous: [Key: Value] = [:]
        /// The most values a generation holds.
        let size: Int

        /// The value for a key, moved to the current generation if it was in the previous one.
        mutating func find(_ key: Key) -> Value? {
            if let value = current[key] { return value }
            guard let value = previous.removeValue(forKey: key) else { return nil }
            store(key, value)
            return value
        }

        /// Stores a value in the current generation, starting a new one when it is full.
        mutating func store(_ key: Key, _ value: Value) {
            if current.count >= size, current[key] == nil {
                previous = current
                current = [:]
                current.reserveCapacity(size)
            }
            current[key] = value
        }
    }

    private let generations: Mutex<Generations>

    /// A memo holding at most `capacity` values (at least 2).
    init(capacity: Int) {
        generations = Mutex(Generations(size: max(capacity / 2, 1)))
    }

    /// The value for `key`, or a new one from `create` (made outside the lock), which is then kept.
    func value<E: Error>(for key: Key, orCreate create: () throws(E) -> Value) throws(E) -> Value {
        if let found = generations.withLock({ $0.find(key) }) { return found }
        let created = try create()
        generations.withLock { $0.store(key, created) }
        return created
    }

    /// Replaces the value kept for `key` (a copy that learnt more); a key no longer kept is not stored.
    func replace(_ key: Key, with value: Value) {
        generations.withLock { generations in
            if generations.current[key] != nil {
                generations.current[key] = value
            } else if generations.previous[key] != nil {
                generations.previous[key] = value
            }
        }
    }

    /// How many values the memo holds now.
    var count: Int {
        generations.withLock { $0.current.count + $0.previous.count }
    }
}
