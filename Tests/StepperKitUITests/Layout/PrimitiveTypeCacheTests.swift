import Testing
@testable import StepperKitUI

/// A composite wrapping another node: its body is its content.
private struct Wrapped<Content: Node>: Node {
    let content: Content

    func body(in environment: EnvironmentValues) -> Content { content }
}

struct PrimitiveTypeCacheTests {
    /// Asks the cache about `depth` nested types, alternately an optional (a primitive) and a
    /// composite, outermost last, recording whether each answered primitive.
    private func answers<N: Node>(_: N.Type, depth: Int, _ cache: PrimitiveTypeCache, into answers: inout [Bool]) {
        answers.append(cache.primitive(N.self) != nil)
        guard depth > 1 else { return }
        if answers.count.isMultiple(of: 2) {
            self.answers(Wrapped<N>.self, depth: depth - 1, cache, into: &answers)
        } else {
            self.answers(Optional<N>.self, depth: depth - 1, cache, into: &answers)
        }
    }

    /// The expected answers: Text, then an optional, a composite, an optional…
    private func expected(depth: Int) -> [Bool] {
        (0..<depth).map { $0 == 0 || !$0.isMultiple(of: 2) }
    }

    @Test(arguments: [
        1,
        150,   // the table grows from 128 slots, twice
        260,   // past the limit of 200 it starts over, and answers alike
    ])
    func answersEveryTypeAlikeAsItGrows(depth: Int) {
        let cache = PrimitiveTypeCache(limit: 200)
        var first: [Bool] = []
        answers(Text.self, depth: depth, cache, into: &first)
        var again: [Bool] = []
        answers(Text.self, depth: depth, cache, into: &again)
        #expect(first == expected(depth: depth))
        #expect(again == first)
    }
}
