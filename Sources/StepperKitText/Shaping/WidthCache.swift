internal import Foundation
import Synchronization

/// A bounded, thread-safe map from strings to their advance in font units, one per face.
///
/// Advances in font units do not depend on the point size (HarfBuzz shapes unhinted at the em
/// scale), so one entry serves every size of the face: the cache is keyed by (face, string) and the
/// size is applied after the lookup.
///
/// It keeps two generations. Lookups read the current one and copy hits from the previous one into
/// it; when the current one is full it becomes the previous one and the oldest is dropped. That
/// bounds memory at `capacity` entries with O(1) work per call and keeps the strings used in the
/// last two generations, which approximates least-recently-used.
///
/// A hit must cost a small fraction of shaping (the benchmark asks for 1/20), so each generation is
/// a fixed-size open-addressing table over a byte hash computed outside the lock, rather than a
/// `Dictionary`, whose `Hasher` alone cost about a quarter of a hit. Shaping happens outside the lock.
final class WidthCache: Sendable {
    /// The most entries held at once, across both generations.
    let capacity: Int
    private let generations: Mutex<Generations>

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
        let generationSize = self.capacity / 2
        generations = Mutex(Generations(current: Table(capacity: generationSize), previous: Table(capacity: generationSize)))
    }

    /// The cached advance of `text`, or the one `measure` returns, which is then cached.
    func units(of text: String, orMeasure measure: () -> Int) -> Int {
        let key = Key(text)
        if let cached = generations.withLock({ $0.lookUp(key) }) { return cached }
        let units = measure()
        generations.withLock { $0.insert(key, units) }
        return units
    }

    /// How many entries the cache holds now; a string copied from the previous generation counts
    /// twice until that generation is dropped.
    var count: Int { generations.withLock { $0.current.count + $0.previous.count } }

    // MARK: - Generations

    private struct Generations {
        var current: Table
        var previous: Table

        mutating func lookUp(_ key: Key) -> Int? {
            if let units = current.units(for: key) { return units }
            guard let units = previous.units(for: key) else { return nil }
            insert(key, units)
            return units
        }

        mutating func insert(_ key: Key, _ units: Int) {
            if current.isFull {
                previous = current
                current = Table(capacity: current.capacity)
            }
            current.insert(key, units)
        }
    }

    // MARK: - Table

    /// A fixed-size hash table with linear probing that is never more than half full, so every
    /// probe sequence ends at an empty slot. Entries are never removed; whole tables are dropped.
    private struct Table {
        private struct Slot {
            let key: Key
            let units: Int
        }

        /// The most entries the table takes.
        let capacity: Int
        private(set) var count = 0
        private var slots: [Slot?]
        /// The number of hash bits that pick a slot: slots.count is 2^indexBits.
        private let indexBits: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            var indexBits = 1
            while 1 << indexBits < 2 * self.capacity { indexBits += 1 }
            self.indexBits = indexBits
            self.slots = Array(repeating: nil, count: 1 << indexBits)
        }

        var isFull: Bool { count >= capacity }

        func units(for key: Key) -> Int? {
            var index = firstSlot(of: key)
            while let slot = slots[index] {
                if slot.key == key { return slot.units }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }

        /// Adds an entry; the caller makes sure the table is not full.
        mutating func insert(_ key: Key, _ units: Int) {
            var index = firstSlot(of: key)
            while let slot = slots[index] {
                if slot.key == key { return }
                index = (index + 1) & (slots.count - 1)
            }
            slots[index] = Slot(key: key, units: units)
            count += 1
        }

        /// The top bits of the hash, where its multiplications mix best.
        private func firstSlot(of key: Key) -> Int {
            Int(truncatingIfNeeded: key.bytesHash >> UInt64(64 - indexBits))
        }
    }

    // MARK: - Key

    /// A string compared and hashed by its UTF-8 bytes, not by Unicode canonical equivalence.
    ///
    /// "é" and "e" + U+0301 are equal Swift strings but may shape differently, so they must not
    /// share an entry; bytes are also much faster to hash than the normalized form Swift hashes for
    /// non-ASCII strings.
    struct Key: Sendable {
        let text: String
        let bytesHash: UInt64

        init(_ text: String) {
            self.text = text
            self.bytesHash = Self.withBytes(of: text, Self.hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.bytesHash == rhs.bytesHash, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            return withBytes(of: lhs.text) { left in
                withBytes(of: rhs.text) { right in
                    guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                    return memcmp(left, right, lhs.text.utf8.count) == 0
                }
            }
        }

        /// Runs `body` with the UTF-8 bytes of `text`, copying only strings not stored as UTF-8.
        private static func withBytes<R>(of text: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
            text.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
                ?? Array(text.utf8).withUnsafeBytes(body)
        }

        /// A 64-bit hash of bytes: each eight-byte word is mixed in with a multiply and a shift.
        private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            for byte in bytes[offset...] { tail = tail << 8 | UInt64(byte) }
            hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 29)
        }
    }
}
