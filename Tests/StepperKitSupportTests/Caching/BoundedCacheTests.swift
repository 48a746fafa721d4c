@_spi(StepperKitSupport) import StepperKitSupport
import Testing

/// One bounded cache for the whole kit: bounded, and keeping what is in use.
struct BoundedCacheTests {
    @Test func evictsTheLeastRecentlyUsedValue() {
        let cache = BoundedCache<Int, String>(capacity: 2)
        _ = cache.value(for: 1) { "one" }
        _ = cache.value(for: 2) { "two" }
        _ = cache.value(for: 1) { "unused" }  // touches 1, so 2 is now the oldest
        _ = cache.value(for: 3) { "three" }
        #expect(cache.count == 2)
        #expect(cache.value(for: 1) { "recreated" } == "one")
        #expect(cache.value(for: 2) { "recreated" } == "recreated")
    }

    /// The same key looked up again is answered from where it was found last, and stays the most
    /// recently used; adding and evicting entries (which move them) never answers with another's value.
    @Test func aKeyLookedUpAgainKeepsItsValueAndItsRecency() {
        let cache = BoundedCache<Int, String>(capacity: 3, remembersLastKey: true)
        for key in [1, 1, 2, 2, 1, 3, 3, 1] { #expect(cache.value(for: key) { "\(key)" } == "\(key)") }
        _ = cache.value(for: 4) { "4" }  // drops 2, used least recently: 1 moved to the newer generation when found
        #expect(cache.value(for: 1) { "recreated" } == "1")
        #expect(cache.value(for: 2) { "recreated" } == "recreated")
        // Lookups racing with inserts and evictions on a small cache answer each key with its own value.
        let small = BoundedCache<Int, Int>(capacity: 4, remembersLastKey: true)
        for round in 0..<2_000 {
            let key = (round * 7) % 11
            #expect(small.value(for: key) { key * 10 } == key * 10)
            #expect(small.value(for: key) { -1 } == key * 10)
        }
        #expect(small.count <= 4)
    }
}

extension BoundedCacheTests {
    /// A replaced value is what later lookups answer; a key the cache no longer holds is not stored
    /// again by a replacement.
    @Test func replacingKeepsOnlyKeysTheCacheHolds() {
        let cache = BoundedCache<Int, String>(capacity: 6)
        for key in 1...3 { _ = cache.value(for: key) { "\(key)" } }
        cache.replace(1, with: "one")
        #expect(cache.value(for: 1) { "recreated" } == "one")
        cache.replace(99, with: "absent")
        #expect(cache.count == 3)
        #expect(cache.value(for: 99) { "made" } == "made")
    }

    /// Two generations of half the capacity: the cache never holds more, and a value used again
    /// moves to the newer generation, so it outlives values not used since.
    @Test func staysBoundedAndKeepsWhatIsUsed() {
        let cache = BoundedCache<Int, Int>(capacity: 8)
        for key in 0..<4 { _ = cache.value(for: key) { key } }
        for key in 4..<8 { _ = cache.value(for: key) { key } }  // 0...3 are now the older generation
        #expect(cache.value(for: 0) { -1 } == 0)               // moved to the newer one
        for key in 8..<12 { _ = cache.value(for: key) { key } }
        #expect(cache.count <= 8)
        #expect(cache.value(for: 0) { -1 } == 0)
        #expect(cache.value(for: 1) { -1 } == -1)
    }
}
