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

/// Short texts take the scalar path, long ones the character path: both quote alike.
struct MessageTextQuotingPathTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"\\", #""say \"hi\"\\""#),
        ("a\r\nb\u{1B}", #""a\r\nb\u{1B}""#),
        // 64 bytes: the scalar path, whole.
        (String(repeating: "x", count: 64), "\"" + String(repeating: "x", count: 64) + "\""),
        // 65 bytes but 33 characters: the character path, whole.
        ("é" + String(repeating: "ñ", count: 32), "\"é" + String(repeating: "ñ", count: 32) + "\""),
        // 65 characters: cut after 64, its length given.
        (String(repeating: "y", count: 65), "\"" + String(repeating: "y", count: 64) + "…\" (65 characters)"),
    ])
    func quotesTheSameWhicheverPath(text: String, expected: String) {
        #expect(MessageText.quoted(text) == expected)
    }
}
