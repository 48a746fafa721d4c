import Synchronization

/// A small thread-safe cache that holds at most `capacity` values, evicting the least recently used.
///
/// Values are created **outside** the lock, so a slow ICU open never blocks other lookups; when two
/// threads create the same value at once, the first one stored wins and both get it.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        /// Where the last value found is: a lookup of the same key again (the same locale for a
        /// screen's every text) compares keys instead of hashing one. Forgotten when an entry is
        /// added or removed, which moves entries.
        var lastFound: Dictionary<Key, Entry>.Index?
    }

    package let capacity: Int
    private let state = Mutex(State())

    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// The cached value for `key`, or a new one from `create`, which is then cached.
    package func value<E: Error>(for key: Key, orCreate create: () throws(E) -> Value) throws(E) -> Value {
        if let cached = state.withLock({ Self.touch(key, in: &$0) }) { return cached }
        let created = try create()
        return state.withLock { state in
            if let raced = Self.touch(key, in: &state) { return raced }
            if state.entries.count >= capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries.removeValue(forKey: oldest.key)
            }
            state.clock &+= 1
            state.entries[key] = Entry(value: created, lastUse: state.clock)
            state.lastFound = nil
            return created
        }
    }

    /// How many values the cache holds now.
    package var count: Int { state.withLock { $0.entries.count } }

    /// The cached value, marked as just used; one hash lookup, or none for the key found last.
    private static func touch(_ key: Key, in state: inout State) -> Value? {
        let index: Dictionary<Key, Entry>.Index
        if let last = state.lastFound, state.entries.keys[last] == key {
            index = last
        } else {
            guard let found = state.entries.index(forKey: key) else { return nil }
            index = found
            state.lastFound = found
        }
        state.clock &+= 1
        state.entries.values[index].lastUse = state.clock
        return state.entries.values[index].value
    }
}
