/// A cheap hash for cache keys: FNV-1a over UTF-8 bytes and integers, seeded with the dictionary's
/// seed and finished with MurmurHash3's 64-bit mix, so every bit of a bucket index depends on every byte.
///
/// For keys a layout looks up many times a screen (a screen's labels and locales, a few dozen bytes):
/// a dictionary lookup of two short strings through `Hasher` (SipHash-1-3, a seed, a finalization)
/// cost about 250 instructions in the layout benchmark, this about a third of that. Hash flooding is
/// no concern for what uses it: bounded caches of layout facts, whose worst case is a slower lookup,
/// never a wrong one (`==` decides).
///
/// ```swift
/// func _rawHashValue(seed: Int) -> Int {
///     var hash = KeyHash(seed: seed)
///     hash.combine(key)
///     hash.combine(locale.identifier)
///     return hash.finalized
/// }
/// ```
package struct KeyHash {
    private var state: UInt64

    /// A hash seeded as a dictionary asks (`_rawHashValue(seed:)`).
    package init(seed: Int) {
        state = 0xCBF2_9CE4_8422_2325 ^ UInt64(bitPattern: Int64(seed))
    }

    /// Adds a string's UTF-8 bytes and a terminator, so "ab" + "c" and "a" + "bc" differ.
    package mutating func combine(_ string: String) {
        var state = self.state
        let contiguous: Bool? = string.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return true
        }
        if contiguous == nil {
            for byte in string.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        self.state = (state ^ 0xFF) &* 0x100_0000_01B3
    }

    /// Adds an integer.
    package mutating func combine(_ value: Int) {
        state = (state ^ UInt64(bitPattern: Int64(value))) &* 0x100_0000_01B3
    }

    /// The hash, mixed.
    package var finalized: Int { Self.mixed(state) }

    /// A word with every bit of it spread over every bit of the result (MurmurHash3's 64-bit
    /// finalizer): multiplications carry low bits up only, and a dictionary picks a bucket by the low
    /// bits, so a word built by multiplying needs this before it is a hash.
    package static func mixed(_ word: UInt64) -> Int {
        var mixed = word
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }
}
