import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct StateMismatchRuleTests {
    static let phone = ProposedSize(width: 390, height: nil)

    /// The add-to-cart scene as it was: the stepper's model clamps 1000001 to 99, the subtotal was
    /// computed from 1000001.
    @Test func subtotalFromAnotherQuantityIsAnError() throws {
        let screen = VStack {
            AddToCartStepper(quantity: 1_000_001)
            Text(verbatim: "Subtotal €3,500,003.50").derived(fromModelValue: "quantity", 1_000_001)
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.stateMismatch])
        #expect(findings == [
            "error [state-mismatch] VStack/Text: computed from quantity 1000001, but VStack/Background#addToCartStepper shows quantity 99 (en_US, large)",
        ])
    }

    @Test func subtotalFromTheShownQuantityPasses() throws {
        let model = AddToCartModel(quantity: 1_000_001)
        let screen = VStack {
            AddToCartStepper(model: model)
            Text(verbatim: "Subtotal €346.50").derived(fromModelValue: "quantity", model.quantity)
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.stateMismatch])
        #expect(findings.isEmpty)
    }

    /// A value drawn as something else, or cut: the person does not see the model's value.
    @Test func drawnValueThatDiffersFromTheModelIsAnError() throws {
        let screen = VStack {
            Text(verbatim: "98").showsModelValue("quantity", 99, as: "99")
            // "3" is in "13", but not as a number of its own.
            Text(verbatim: "Tickets: 13").showsModelValue("tickets", 3, as: "3")
            Text(verbatim: "Tickets: 3").showsModelValue("copies", 3, as: "3")
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.stateMismatch])
        #expect(findings == [
            "error [state-mismatch] VStack/Text[1]: quantity is 99 in the model and should read \"99\", but the drawn text reads \"98\" (en_US, large)",
            "error [state-mismatch] VStack/Text[2]: tickets is 3 in the model and should read \"3\", but the drawn text reads \"Tickets: 13\" (en_US, large)",
        ])
    }

    /// A cart badge squeezed into 60 pt truncates its count at AX3: the drawn count is not the model's.
    /// (On a phone's width the badge grows with its digits and shows "1,000,000" whole.)
    @Test func truncatedBadgeCountIsAMismatch() throws {
        let result = try AccessibilityFixtures.layout(CartBadge(count: 1_000_000), size: .accessibility3, proposal: ProposedSize(width: 60, height: nil))
        let badge = try #require(result.root.first(tagged: "badge")?.firstText)
        try #require(badge.isTruncated)
        #expect(AccessibilityFixtures.findings(result, rules: [.stateMismatch]) == [
            "error [state-mismatch] Overlay#cartBadge: cartCount is 1000000 in the model and should read \"1,000,000\", but the drawn text reads \"\(badge.shownText)\" (en_US, accessibility3)",
        ])
    }

    @Test func wordMatching() {
        #expect(StateMismatchCheck.contains("Tickets: 3", word: "3"))
        #expect(!StateMismatchCheck.contains("Tickets: 13", word: "3"))
        #expect(StateMismatchCheck.contains("13 and 3", word: "3"))
        #expect(!StateMismatchCheck.contains("1,0…", word: "1,000"))
    }

    /// An ASCII text is searched byte by byte; the answer is the search over characters' answer.
    @Test(arguments: [
        ("Tickets: 3", "3"), ("Tickets: 13", "3"), ("13 and 3", "3"), ("3rd", "3"), ("x3", "3"), ("3", "33"),
        ("EUR 7.00", "7.00"), ("EUR 17.00", "7.00"), ("a_3_b", "3"), ("[3]", "3"), ("Qty 3z", "3"),
        // "\r\n" is one character, and a character neither letter nor digit, as its "\n" byte is neither.
        ("Total\r\n3", "3"), ("3\r\nitems", "3"), ("a\r\n", "a"),
        // A word with a control byte, a text or word beyond ASCII: searched as characters.
        ("a\r\nb", "\r"), ("Café 3", "3"), ("3 €", "3"), ("e\u{301}3", "3"), ("café", "e"),
    ])
    func asciiSearchAgreesWithTheCharacterSearch(text: String, word: String) {
        #expect(StateMismatchCheck.contains(text, word: word) == StateMismatchCheck.charactersContain(text, word: word))
    }

    /// Random ASCII texts and words of few letters, so words occur and neighbours vary.
    @Test func asciiSearchAgreesWithTheCharacterSearchOnRandomTexts() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "B", "3", "0", " ", ",", ".", "\r", "\n", "_", "-"]
        let pairs = (0..<5_000).map { _ in
            (String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }),
             String((0..<Int.random(in: 1...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let disagreeing = pairs.filter { text, word in
            text != word && StateMismatchCheck.contains(text, word: word) != StateMismatchCheck.charactersContain(text, word: word)
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        // Some words occur bounded and some only inside others, so both answers were met.
        #expect(pairs.contains { StateMismatchCheck.contains($0, word: $1) } && pairs.contains { !StateMismatchCheck.contains($0, word: $1) })
    }
}
