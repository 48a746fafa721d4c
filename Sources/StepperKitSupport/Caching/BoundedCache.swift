public import Synchronization

/// The kit's one bounded, thread-safe cache: ICU formatters, plural rules, locale contexts, fonts,
/// analysed texts, resolved strings and shaped widths all live in one.
///
/// Values live in two generations of at most half the capacity each. A value is stored in the
/// current one; when that is full it becomes the previous one and the values older than it go. A
/// value found in the previous generation moves to the current one, so whatever is in use stays
/// (what a least-recently-used cache keeps, at O(1) per call), and the cache never holds more than
/// its capacity. A cache made with `remembersLastKey` keeps where the key found last is, so looking the
/// same key up again (the same locale for a screen's every text) compares keys instead of hashing one;
/// where keys change from lookup to lookup (a layout's texts) that comparison is only extra work.
///
/// Values are created **outside** the lock, so a slow ICU open or a shaping run never blocks other
/// lookups; when two threads create the same value at once, the first one stored wins and both get it.
/// The methods are inlinable, so each use is specialized for its key and value in the module using it.
///
/// It is the one symbol of this module that is `public`, behind the SPI `StepperKitSupport` (its users
/// write `@_spi(StepperKitSupport) import StepperKitSupport`), not `package`: Swift 6.3.1 does not
/// inline an `@inlinable package` member into another module, so every lookup ran the unspecialized
/// generic code (about 3 k instructions, measured in stepperkit-bench before LayoutMemo existed); an
/// SPI member is inlined and specialized, and no client of the kit's products sees it.
///
/// ```swift
/// let formatters = BoundedCache<LocaleID, ICUNumberFormatter>(capacity: 64)
/// let formatter = try formatters.value(for: locale) { try ICUNumberFormatter(locale: locale) }
/// ```
@_spi(StepperKitSupport) public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most values the cache holds.
    public let capacity: Int
    @usableFromInline let generations: Mutex<Generations>

    /// A cache holding at most `capacity` values (at least 2: one per generation); with
    /// `remembersLastKey`, a lookup of the key found last compares it instead of hashing it.
    public init(capacity: Int, remembersLastKey: Bool = false) {
        self.capacity = max(capacity, 2)
        generations = Mutex(Generations(size: self.capacity / 2, remembersLastKey: remembersLastKey))
    }

    /// The value for `key`, or a new one from `create` (made outside the lock), which is then kept.
    @inlinable
    public func value<E: Error>(for key: Key, orCreate create: () throws(E) -> Value) throws(E) -> Value {
        if let found = generations.withLock({ $0.find(key) }) { return found }
        let created = try create()
        return generations.withLock { generations in
            if let raced = generations.find(key) { return raced }
            generations.store(key, created)
            return created
        }
    }

    /// Replaces the value kept for `key` (a copy that learnt more); a key no longer kept is not stored.
    @inlinable
    public func replace(_ key: Key, with value: Value) {
        generations.withLock { $0.replace(key, with: value) }
    }

    /// How many values the cache holds now.
    public var count: Int {
        generations.withLock { $0.current.count + $0.previous.count }
    }

    // MARK: - Generations

    @usableFromInline
    struct Generations {
        @usableFromInline var current: [Key: Value] = [:]
        @usableFromInline var previous: [Key: Value] = [:]
        /// Where in `current` the key found last is; forgotten whenever `current` changes shape.
        @usableFromInline var lastFound: Dictionary<Key, Value>.Index?
        /// The most values a generation holds.
        @usableFromInline let size: Int
        @usableFromInline let remembersLastKey: Bool

        init(size: Int, remembersLastKey: Bool) {
            self.size = max(size, 1)
            self.remembersLastKey = remembersLastKey
        }

        /// The value for a key, moved to the current generation if it was in the previous one.
        @inlinable
        mutating func find(_ key: Key) -> Value? {
            if remembersLastKey {
                if let last = lastFound, current.keys[last] == key { return current.values[last] }
                if let index = current.index(forKey: key) {
                    lastFound = index
                    return current.values[index]
                }
            } else if let value = current[key] {
                return value
            }
            guard let value = previous.removeValue(forKey: key) else { return nil }
            store(key, value)
            return value
        }

        /// Stores a value in the current generation, starting a new one when it is full.
        @inlinable
        mutating func store(_ key: Key, _ value: Value) {
            if current.count >= size, current[key] == nil {
                previous = current
                current = [:]
                current.reserveCapacity(size)
            }
            current[key] = value
            lastFound = nil
        }

        @inlinable
        mutating func replace(_ key: Key, with value: Value) {
            if let index = current.index(forKey: key) {
                current.values[index] = value
            } else if let index = previous.index(forKey: key) {
                previous.values[index] = value
            }
        }
    }
}
