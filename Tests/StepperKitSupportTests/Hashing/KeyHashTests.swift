import Testing
@testable import StepperKitSupport

@Suite struct KeyHashTests {
    private func hash(_ strings: String..., seed: Int = 7) -> Int {
        var hash = KeyHash(seed: seed)
        for string in strings { hash.combine(string) }
        return hash.finalized
    }

    @Test func equalStringsHashAlikeWhateverTheirStorage() {
        let literal = "Añadir al carrito"
        let built = String(["Añadir", "al", "carrito"].joined(separator: " "))
        #expect(hash(literal) == hash(built))
        #expect(hash(literal, seed: 1) != hash(literal, seed: 2))
    }

    @Test func whereOneStringEndsAndTheNextBeginsCounts() {
        #expect(hash("ab", "c") != hash("a", "bc"))
        #expect(hash("", "abc") != hash("abc", ""))
        #expect(hash("abcdefgh", "") != hash("abcdefg", "h"))
    }

    /// Every byte of strings up to 24 bytes long changes the hash.
    @Test func everyByteCounts() {
        var collisions = 0
        for length in 1...24 {
            let base = String(repeating: "a", count: length)
            let hashed = hash(base)
            for index in 0..<length {
                var bytes = Array(base.utf8)
                bytes[index] = UInt8(ascii: "b")
                if hash(String(decoding: bytes, as: UTF8.self)) == hashed { collisions += 1 }
            }
        }
        #expect(collisions == 0)
    }
}
