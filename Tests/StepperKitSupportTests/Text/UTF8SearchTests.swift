import StepperKitSupport
import Testing

/// A literal byte search: what Foundation's `contains(_:)` answered for the check's ASCII markers.
struct UTF8SearchTests {
    @Test(arguments: [
        ("see https://example.com", true),
        ("https:/ /example.com", false),
        ("://", true),
        (":/", false),
        ("", false),
        // The marker at the very end, after multi-byte text.
        ("Añadir → ://", true),
        // A Substring-backed, bridged or small string answers alike.
        (String(repeating: "a", count: 300) + "://", true),
    ])
    func findsTheBytesInARow(text: String, expected: Bool) {
        #expect(text.containsUTF8("://") == expected)
        #expect(text.containsUTF8("://") == text.contains("://"))
    }

    /// A one-character literal is a StaticString without bytes of its own (its scalar is stored instead).
    @Test func aOneCharacterNeedleIsSearchedToo() {
        #expect("a:b".containsUTF8(":"))
        #expect(!"ab".containsUTF8(":"))
        #expect("año".containsUTF8("ñ"))
    }

    @Test func anEmptyNeedleIsAlwaysFound() {
        #expect("".containsUTF8(""))
        #expect("abc".containsUTF8(""))
    }
}
