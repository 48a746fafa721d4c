import Testing
@testable import StepperKitLocalization

/// Malformed catalogs give errors that say what is wrong and where: line, column and JSON path.
struct CatalogReaderErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let line: Int
        let column: Int
        let path: String
        let reason: CatalogReadError.Reason
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty file", text: "", line: 1, column: 1, path: "(top level)", reason: .unexpectedEnd(expected: "a JSON object")),
        Case(name: "not an object", text: "[]", line: 1, column: 1, path: "(top level)",
             reason: .wrongType(expected: "an object", found: "an array")),
        Case(name: "wrong type of a localization",
             text: #"{"sourceLanguage":"en","strings":{"Add":{"localizations":{"es":7}}}}"#, line: 1, column: 64,
             path: #"strings › "Add" › localizations › es"#, reason: .wrongType(expected: "an object", found: "a number")),
        Case(name: "unknown plural category, on its own line",
             text: "{\"sourceLanguage\":\"en\",\"strings\":{\"%lld items\":{\"localizations\":{\"es\":{\"variations\":{\"plural\":{\n  \"plenty\":{}}}}}}}}",
             line: 2, column: 3, path: #"strings › "%lld items" › localizations › es › variations › plural"#,
             reason: .unknownPluralCategory("plenty")),
        Case(name: "substitution reference without its substitution",
             text: #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"%#@n@"}}}}}}"#,
             line: 1, column: 106, path: #"strings › "k" › localizations › es"#, reason: .undefinedSubstitution("n")),
        Case(name: "plural nested in a plural",
             text: #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"variations":{"plural":{"one":{"variations":{}}}}}}}}}"#,
             line: 1, column: 107, path: #"strings › "k" › localizations › es › variations › plural › one › variations"#,
             reason: .nestingNotAllowed("a plural case varies again")),
        Case(name: "device inside a device case",
             text: #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"variations":{"device":{"mac":{"variations":{"device":{}}}}}}}}}}"#,
             line: 1, column: 117, path: #"strings › "k" › localizations › es › variations › device › mac › variations › device"#,
             reason: .nestingNotAllowed("a device variation inside a device case")),
        Case(name: "missing sourceLanguage", text: #"{"strings":{}}"#, line: 1, column: 1, path: "(top level)",
             reason: .missingMember("sourceLanguage")),
        Case(name: "string unit without value",
             text: #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"stringUnit":{"state":"new"}}}}}}"#,
             line: 1, column: 76, path: #"strings › "k" › localizations › es › stringUnit"#, reason: .missingMember("value")),
        Case(name: "duplicate key", text: #"{"sourceLanguage":"en","strings":{"a":{},"a":{}}}"#, line: 1, column: 42,
             path: "strings", reason: .duplicateKey("a")),
        Case(name: "argNum zero",
             text: #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"substitutions":{"n":{"argNum":0}}}}}}}"#,
             line: 1, column: 94, path: #"strings › "k" › localizations › es › substitutions › "n" › argNum"#,
             reason: .invalidArgumentNumber("0")),
        Case(name: "raw newline in a string", text: "{\"sourceLanguage\":\"e\nn\"}", line: 1, column: 21,
             path: "sourceLanguage", reason: .controlCharacterInString(0x0A)),
        Case(name: "bad escape", text: #"{"sourceLanguage":"\x"}"#, line: 1, column: 20, path: "sourceLanguage",
             reason: .invalidEscape("\\x")),
        Case(name: "lone surrogate", text: #"{"sourceLanguage":"\ud800"}"#, line: 1, column: 20, path: "sourceLanguage",
             reason: .unpairedSurrogate("\\uD800")),
        Case(name: "leading zero", text: #"{"sourceLanguage":"en","strings":{},"x":01}"#, line: 1, column: 41, path: "x",
             reason: .invalidNumber("01")),
        Case(name: "trailing comma", text: #"{"sourceLanguage":"en","strings":{},}"#, line: 1, column: 37, path: "(top level)",
             reason: .unexpectedCharacter("\"}\"", expected: "a key in quotes")),
        Case(name: "content after the object", text: #"{"sourceLanguage":"en","strings":{}} {}"#, line: 1, column: 38,
             path: "(top level)", reason: .trailingContent),
        // A sourceLanguage the kit cannot read the catalog in was accepted, and the check dropped its cells.
        Case(name: "empty sourceLanguage", text: #"{"sourceLanguage":"","strings":{}}"#, line: 1, column: 19, path: "sourceLanguage",
             reason: .invalidSourceLanguage("", problem: "is empty")),
        Case(name: "malformed sourceLanguage", text: #"{"sourceLanguage" : "!!","strings":{}}"#, line: 1, column: 21, path: "sourceLanguage",
             reason: .invalidSourceLanguage("!!", problem: #"is not a language tag: "!!" is not a language subtag (2–3 or 5–8 letters)"#)),
        Case(name: "sourceLanguage ICU does not know", text: #"{"strings":{},"sourceLanguage":"zz"}"#, line: 1, column: 32,
             path: "sourceLanguage", reason: .invalidSourceLanguage("zz", problem: "is not a language ICU has data for")),
        Case(name: "sourceLanguage with keywords", text: #"{"sourceLanguage":"en@numbers=arab","strings":{}}"#, line: 1, column: 19,
             path: "sourceLanguage", reason: .invalidSourceLanguage("en@numbers=arab", problem: "is a locale with keywords, not a language tag")),
        Case(name: "wrong boolean", text: #"{"sourceLanguage":"en","strings":{"k":{"shouldTranslate":"no"}}}"#, line: 1, column: 58,
             path: #"strings › "k" › shouldTranslate"#, reason: .wrongType(expected: "true or false", found: "a string")),
    ]

    @Test(arguments: cases)
    func reportsWhatAndWhere(_ testCase: Case) {
        do {
            _ = try StringCatalog(bytes: Array(testCase.text.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == testCase.reason)
            #expect(error.line == testCase.line)
            #expect(error.column == testCase.column)
            #expect(error.path.description == testCase.path)
        }
    }

    @Test func describesTheErrorInOneLine() {
        let text = #"{"sourceLanguage":"en","strings":{"Add":{"localizations":{"es":7}}}}"#
        #expect(throws: CatalogReadError.self) { try StringCatalog(bytes: Array(text.utf8)) }
        do {
            _ = try StringCatalog(bytes: Array(text.utf8))
        } catch {
            #expect(error.description == #"line 1, column 64, strings › "Add" › localizations › es: expected an object, found a number"#)
        }
    }

    /// A key may hold any character through JSON escapes; the message writes it escaped, on one line.
    @Test func keepsKeysWithLineBreaksOnOneLine() {
        let text = #"{"sourceLanguage":"en","strings":{"a\nb":{},"a\nb":{}}}"#
        #expect(throws: CatalogReadError.self) { try StringCatalog(bytes: Array(text.utf8)) }
        do {
            _ = try StringCatalog(bytes: Array(text.utf8))
        } catch {
            #expect(error.description == #"line 1, column 45, strings: the key "a\nb" appears twice in one object"#)
        }
    }

    @Test func saysWhatIsWrongWithTheSourceLanguage() throws {
        let error = try #require(throws: CatalogReadError.self) { try StringCatalog(bytes: Array(#"{"sourceLanguage":"zz","strings":{}}"#.utf8)) }
        #expect(error.description == #"line 1, column 19, sourceLanguage: "zz" is not a language ICU has data for; use a language tag such as "en" or "pt-BR""#)
        // Read anyway when asked, and real tags (with a script or region) pass.
        var options = CatalogReadOptions()
        options.requiresKnownSourceLanguage = false
        #expect(try StringCatalog(bytes: Array(#"{"sourceLanguage":"zz","strings":{}}"#.utf8), options: options).sourceLanguage == "zz")
        for tag in ["en", "pt-BR", "zh-Hans", "es_419", "sr-Latn"] {
            #expect(try StringCatalog(bytes: Array(#"{"sourceLanguage":"\#(tag)","strings":{}}"#.utf8)).sourceLanguage == tag)
        }
    }

    @Test func countsColumnsInCharactersNotBytes() {
        // "é" is two bytes; the error is at the 7 that follows it.
        let text = "{\"sourceLanguage\":\"é\",\"strings\":7}"
        do {
            _ = try StringCatalog(bytes: Array(text.utf8))
        } catch {
            #expect(error.column == 33)
            #expect(error.offset == 33)
        }
    }

    @Test func acceptsAReferenceToAMissingSubstitutionWhenLenient() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"%#@n@"}}}}}}"#
        let catalog = try StringCatalog(bytes: Array(text.utf8), options: .lenient)
        #expect(catalog.strings["k"]?["es"]?.stringUnit?.value == "%#@n@")
    }

    @Test func refusesFilesOverTheSizeLimit() {
        let options = CatalogReadOptions(maximumBytes: 10)
        #expect(throws: CatalogReadError(reason: .tooLarge(bytes: 36, limit: 10), line: 1, column: 1, offset: 0, path: [])) {
            try StringCatalog(bytes: Array(#"{"sourceLanguage":"en","strings":{}}"#.utf8), options: options)
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let text = #"{"sourceLanguage":"en","strings":{},"x":"# + deep + "}"
        do {
            _ = try StringCatalog(bytes: Array(text.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .tooDeep(limit: 64))
        }
    }

    @Test func rejectsInvalidUTF8AtTheOffendingByte() {
        var bytes = Array(#"{"sourceLanguage":"en","strings":{"ab":{}}}"#.utf8)
        bytes[36] = 0xFF // the "b" of "ab"
        do {
            _ = try StringCatalog(bytes: bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .invalidUTF8)
            #expect(error.offset == 36)
        }
    }
}
