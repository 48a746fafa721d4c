import Testing
import StepperKitSupport

/// The one percent-encoding: SARIF's URIs and snapshot file names both write through it.
struct PercentEncodingTests {
    @Test(arguments: [
        // Unreserved characters stay; "/" goes unless kept; multi-byte scalars go byte by byte.
        ("Sources/App/Localizable.xcstrings", "Sources%2FApp%2FLocalizable.xcstrings"),
        ("a b%c", "a%20b%25c"),
        ("Año ~x", "A%C3%B1o%20~x"),
        ("\u{0}\n\u{7F}", "%00%0A%7F"),
        ("🛒", "%F0%9F%9B%92"),
    ])
    func encodesEveryByteOutsideTheKeptSetAsTwoUpperCaseHexDigits(text: String, expected: String) {
        #expect(OutputEscaping.percentEncoded(text, keeping: OutputEscaping.isUnreserved) == expected)
    }

    @Test func keepsWhatTheCallerKeeps() {
        let uri = OutputEscaping.percentEncoded("a/b c") { OutputEscaping.isUnreserved($0) || $0 == UInt8(ascii: "/") }
        #expect(uri == "a/b%20c")
        #expect(OutputEscaping.percentEncoded("") { _ in false } == "")
    }

    @Test func escapesEveryByteValueAsThreeCharacters() {
        let all = (0...255).map { OutputEscaping.percentEscape(UInt8($0)) }
        #expect(all[0] == "%00")
        #expect(all[0x2F] == "%2F")
        #expect(all[255] == "%FF")
        #expect(Set(all).count == 256)
        #expect(all.allSatisfy { $0.utf8.count == 3 })
    }
}
