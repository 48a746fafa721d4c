import Testing
@testable import StepperKitText

@Suite(.tags(.layout))
struct LineBreaksTests {
    @Test(arguments: [
        ("Add to cart", [4, 7, 11], [false, false, false]),
        ("Add\nto cart", [4, 7, 11], [true, false, false]),
        // Opening punctuation stays with its word; "ñ" and "í" are two UTF-8 bytes each.
        ("¿Añadir 3 artículos?", [10, 12, 23], [false, false, false]),
        ("", [], []),
    ])
    func findsOpportunitiesAndMandatoryBreaks(text: String, offsets: [Int], mandatory: [Bool]) throws {
        let opportunities = try LineBreaks.opportunities(in: text)
        #expect(opportunities.map { text.utf8.distance(from: text.startIndex, to: $0.index) } == offsets)
        #expect(opportunities.map(\.isMandatory) == mandatory)
    }
}
