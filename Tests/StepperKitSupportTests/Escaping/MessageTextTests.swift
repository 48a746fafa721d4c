import StepperKitSupport
import Testing

/// User text inside a message stays on one line and is cut when long.
struct MessageTextTests {
    @Test func quotesAndCutsUserText() {
        #expect(MessageText.quoted(String(repeating: "9", count: 70)) == "\"" + String(repeating: "9", count: 64) + "…\" (70 characters)")
        #expect(MessageText.escaped("a\u{1B}[2J" + String(repeating: "9", count: 100_000)) == "a\\u{1B}[2J" + String(repeating: "9", count: 59) + "… (100005 characters)")
        #expect(MessageText.quoted("short") == "\"short\"")
    }
}
