import Testing
@testable import StepperKitText
@_spi(StepperKitSupport) import StepperKitSupport

struct WidthCacheTests {
    @Test func measuresEachStringOnce() {
        let cache = WidthCache(capacity: 8)
        var measured = 0
        for _ in 0..<3 {
            _ = cache.value(for: WidthKey("Add")) { measured += 1; return 3 }
        }
        #expect(measured == 1)
        #expect(cache.value(for: WidthKey("Add")) { 0 } == 3)
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        let cache = WidthCache(capacity: 8)
        for number in 0..<100 {
            _ = cache.value(for: WidthKey(String(number))) { number }
        }
        #expect(cache.count <= 8)
    }

    @Test func keepsStringsInUseWhileOthersComeAndGo() {
        let cache = WidthCache(capacity: 8)
        var remeasured = 0
        for number in 0..<100 {
            _ = cache.value(for: WidthKey("Add to cart")) { remeasured += 1; return 11 }
            _ = cache.value(for: WidthKey(String(number))) { number }
        }
        #expect(remeasured == 1)
    }
}
