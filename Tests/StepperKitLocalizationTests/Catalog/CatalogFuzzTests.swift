import Testing
@testable import StepperKitLocalization

/// Untrusted input never crashes the reader: truncated and mutated catalogs give errors (or, for a
/// harmless mutation, a catalog), never a trap. Deterministic, so failures reproduce.
struct CatalogFuzzTests {
    /// Every prefix of the small fixtures, and every 41st of the large one (each parse costs its length).
    @Test(arguments: [("cart", 1), ("handUnsorted", 1), ("everyConstruct", 41)])
    func everyTruncationIsAnError(_ name: String, stride step: Int) throws {
        let bytes = Fixtures.bytes(try #require(Fixtures.all.first { $0.name == name }?.text))
        let lengths = Array(stride(from: 0, to: bytes.count, by: step))
        var errors = 0
        for length in lengths {
            do {
                _ = try StringCatalog(bytes: Array(bytes[..<length]))
            } catch {
                errors += 1
                #expect(error.offset <= length)
            }
        }
        #expect(errors == lengths.count)
    }

    @Test(arguments: [0x00, 0x22, 0x5C, 0x7B, 0x5D, 0x3A, 0x2C, 0xFF] as [UInt8])
    func everySingleByteMutationReadsOrFails(_ replacement: UInt8) {
        let bytes = Fixtures.bytes(Fixtures.cart)
        // Every 5th offset of the small fixture touches every kind of token and stays fast.
        for offset in stride(from: 0, to: bytes.count, by: 5) {
            var mutated = bytes
            mutated[offset] = replacement
            if let catalog = try? StringCatalog(bytes: mutated) {
                // Whatever was read must write back to something that reads again.
                #expect((try? StringCatalog(bytes: catalog.encodedBytes())) != nil)
            }
        }
    }

    @Test func shuffledChunksNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let bytes = Fixtures.bytes(Fixtures.everyConstruct)
        var read = 0
        var failed = 0
        for _ in 0..<80 {
            var mutated = bytes
            for _ in 0..<4 {
                let start = Int(generator.next() % UInt64(mutated.count))
                let length = Int(generator.next() % 40)
                let end = min(start + length, mutated.count)
                switch generator.next() % 3 {
                case 0: mutated.removeSubrange(start..<end)
                case 1: mutated.insert(contentsOf: mutated[start..<end], at: Int(generator.next() % UInt64(mutated.count)))
                default: mutated.replaceSubrange(start..<end, with: (start..<end).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
                }
                if mutated.isEmpty { mutated = [0x7B] }
            }
            do {
                let catalog = try StringCatalog(bytes: mutated)
                // What reads writes bytes that read back to the same catalog.
                #expect(try StringCatalog(bytes: catalog.encodedBytes()) == catalog)
                read += 1
            } catch {
                // An error points inside the input, on one line.
                #expect(error.offset <= mutated.count)
                #expect(!error.description.contains("\n"))
                failed += 1
            }
        }
        // Both outcomes occur, so neither branch is dead.
        #expect(read + failed == 80 && failed > 0)
    }
}

/// A small deterministic random number generator for fuzz tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
