import Foundation
import StepperKitSupport
import Testing

/// A JSON string as every report writes it: runs copied whole, escapes where JSON or a `<script>` needs them.
struct JSONStringTests {
    private func json(_ text: String) -> String {
        var out = ""
        OutputEscaping.appendJSONString(text, to: &out)
        return out
    }

    @Test(arguments: [
        ("", #""""#),
        ("Añadir 12,50\u{A0}€ 🛒", "\"Añadir 12,50\u{A0}€ 🛒\""),
        ("say \"hi\" \\ ok", #""say \"hi\" \\ ok""#),
        ("a\nb\r\tc\u{08}\u{0C}", #""a\nb\r\tc\b\f""#),
        ("\u{0}\u{1}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
        // Only "</" is written "<\/", so the JSON can sit in a <script> element; "/" alone stays.
        ("</script> a/b <", #""<\/script> a/b <""#),
        // The line and paragraph separators, and the other E2 80 xx characters that stay as they are.
        ("x\u{2028}y\u{2029}z\u{2026}\u{2030}", "\"x\\u2028y\\u2029z\u{2026}\u{2030}\""),
        // A separator at the very end, and an E2 byte's character cut short by the end of the text.
        ("end\u{2028}", #""end\u2028""#),
        ("\u{2014}", "\"\u{2014}\""),
    ])
    func escapesWhatJSONAndScriptElementsNeed(text: String, expected: String) {
        #expect(json(text) == expected)
    }

    @Test(arguments: ["plain", "q\"\\\n\u{1}", "</x>\u{2028}\u{2029}é😀", String(repeating: "ab\"", count: 500)])
    func readsBackAsTheSameText(text: String) throws {
        let data = Data("[\(json(text))]".utf8)
        let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        #expect(decoded == [text])
    }
}
