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
        // Latin-1 scalars, one character each: cut after 64 scalars, counted without grapheme breaking.
        (String(repeating: "ñ", count: 70), "\"" + String(repeating: "ñ", count: 64) + "…\" (70 characters)"),
        // A combining accent (U+0301) joins its letter: 70 characters of two scalars each, cut by characters.
        (String(repeating: "e\u{301}", count: 70), "\"" + String(repeating: "e\u{301}", count: 64) + "…\" (70 characters)"),
        // CR LF is one character: 33 of them and 33 letters are 66 characters, cut after 64.
        (String(repeating: "a\r\n", count: 33), "\"" + String(repeating: "a\\r\\n", count: 32) + "…\" (66 characters)"),
    ])
    func quotesTheSameWhicheverPath(text: String, expected: String) {
        #expect(MessageText.quoted(text) == expected)
    }
}
