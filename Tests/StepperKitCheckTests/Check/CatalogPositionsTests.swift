import TestSupport
import Testing
import StepperKitCheck

struct CatalogPositionsTests {
    /// Rows: key, language, and the line and column where the fixture has it.
    @Test(arguments: [
        ("%lld files", "ru", 6, 9),
        ("%lld items", nil, 18, 5),
        ("%lld items", "es", 28, 9),
        ("Add to cart", "ru", 46, 9),
        // No such language: the key's own position.
        ("Add to cart", "fr", 43, 5),
        // No such key: the top of the file.
        ("Nope", nil, 1, 1),
    ] as [(String, String?, Int, Int)])
    func findsKeysAndLocalizations(_ key: String, _ language: String?, _ line: Int, _ column: Int) {
        let positions = CatalogPositions(bytes: Array(fixtureCatalogText.utf8))
        #expect(positions.position(key: key, language: language) == .init(line: line, column: column))
    }

    @Test func decodesEscapedKeysAndCountsColumnsInUTF16() {
        let text = "{\n  \"strings\" : {\n    \"a\\\"b\\u00e9\" : { \"localizations\" : { \"😀\" : {}, \"es\" : {} } }\n  }\n}"
        let positions = CatalogPositions(bytes: Array(text.utf8))
        #expect(positions.position(key: "a\"bé") == .init(line: 3, column: 5))
        // "😀" is two UTF-16 code units, so "es" starts two columns later than four bytes would say.
        #expect(positions.position(key: "a\"bé", language: "es") == .init(line: 3, column: 53))
    }
}

/// Malformed bytes stop the scan quietly: every prefix of the fixture (cut anywhere, inside strings and
/// escapes too) and the fixture with each quote, backslash or bracket replaced, in a debug build whose
/// buffer reads are bounds-checked.
struct CatalogPositionsMalformedTests {
    @Test func everyPrefixScansWithoutReadingPastTheEnd() {
        let bytes = Array(fixtureCatalogText.utf8) + Array(#"{"strings":{"a\"\u00e9\\":{"localizations":{"es":{}}}}}"#.utf8)
        let whole = CatalogPositions(bytes: bytes)
        var found = 0
        for length in 0...bytes.count {
            let positions = CatalogPositions(bytes: Array(bytes.prefix(length)))
            // A key whose position the cut bytes still hold is where the whole file has it.
            if positions.position(key: "%lld items") != .init(line: 1, column: 1) {
                #expect(positions.position(key: "%lld items") == whole.position(key: "%lld items"))
                found += 1
            }
        }
        #expect(found > 0)
    }

    @Test func replacedStructuralBytesScanWithoutReadingPastTheEnd() throws {
        let bytes = Array(fixtureCatalogText.utf8)
        let structural: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                                      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ",")]
        let whole = CatalogPositions(bytes: bytes).position(key: "%lld items")
        let keyEnd = try #require(bytes.firstRange(of: Array("\"%lld items\"".utf8))).upperBound
        let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        var checked = 0
        for index in bytes.indices where structural.contains(bytes[index]) {
            for replacement in [UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "x")] where replacement != bytes[index] {
                var changed = bytes
                changed[index] = replacement
                let positions = CatalogPositions(bytes: changed)
                // A byte changed after the key's name cannot move where the key starts; any position
                // found lies inside the changed bytes' lines.
                let position = positions.position(key: "%lld items")
                if index > keyEnd { #expect(position == whole) }
                #expect((1...lineCount).contains(position.line) && position.column >= 1)
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
