internal import Foundation
@_spi(StepperKitSupport) package import StepperKitSupport

/// A face's shaped advances by string, in font units: the kit's ``BoundedCache`` keyed by UTF-8 bytes.
///
/// Advances in font units do not depend on the point size (HarfBuzz shapes unhinted at the em
/// scale), so one entry serves every size of the face: the cache is keyed by (face, string) and the
/// size is applied after the lookup. Shaping happens outside the lock.
typealias WidthCache = BoundedCache<WidthKey, Int>

extension BoundedCache where Key == WidthKey, Value == Int {
    /// The cached advance of `text`, or the one `measure` returns, which is then cached.
    @inline(__always)
    package func units(of text: String, orMeasure measure: () -> Int) -> Int {
        value(for: WidthKey(text), orCreate: measure)
    }
}

/// A string compared and hashed by its UTF-8 bytes, not by Unicode canonical equivalence.
///
/// "é" and "e" + U+0301 are equal Swift strings but may shape differently, so they must not
/// share an entry; bytes are also much faster to hash than the normalized form Swift hashes for
/// non-ASCII strings.
package struct WidthKey: Hashable, Sendable {
    let text: String
    let bytesHash: UInt64

    package init(_ text: String) {
        self.text = text
        self.bytesHash = Self.withBytes(of: text, Self.hash)
    }

    package static func == (lhs: WidthKey, rhs: WidthKey) -> Bool {
        guard lhs.bytesHash == rhs.bytesHash, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
        return withBytes(of: lhs.text) { left in
            withBytes(of: rhs.text) { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                return memcmp(left, right, lhs.text.utf8.count) == 0
            }
        }
    }

    /// The precomputed byte hash is all the cache's dictionaries mix in.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytesHash)
    }

    /// The hash a dictionary reads, without running `Hasher`: the byte hash is already well mixed,
    /// and `Hasher` alone cost about a fifth of a cache hit (stepperkit-bench text, alternate runs:
    /// 45–49 ns a hit with the width cache's former table of its own, 56–59 ns through `Hasher`,
    /// 48–49 ns with this). The dictionary's per-instance seed is mixed in, as `Hasher` would.
    package func _rawHashValue(seed: Int) -> Int {
        var mixed = bytesHash ^ UInt64(UInt(bitPattern: seed))
        mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
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
