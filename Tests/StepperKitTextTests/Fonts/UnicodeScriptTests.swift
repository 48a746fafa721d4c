import Testing
import StepperKitText

/// Scripts of characters and of locales, as ICU tells them, and the fonts that draw them.
struct UnicodeScriptTests {
    @Test(arguments: [
        ("か", "Hira", "Hiragana", "fonts-noto-cjk"), ("한", "Hang", "Hangul", "fonts-noto-cjk"), ("ก", "Thai", "Thai", "fonts-thai-tlwg"),
        ("ע", "Hebr", "Hebrew", "fonts-noto-core"), ("𗀀", "Tang", "Tangut", "fonts-noto-core"),
    ] as [(Unicode.Scalar, String, String, String)])
    func aCharactersScriptNamesItsFont(scalar: Unicode.Scalar, code: String, name: String, package: String) throws {
        let script = try #require(UnicodeScript(of: scalar))
        #expect(script.code == code)
        #expect(script.name == name)
        #expect(script.debianFontPackage == package)
    }

    @Test func charactersOfNoScriptOfTheirOwnHaveNone() {
        for scalar in ["1", " ", ".", "\u{301}"] as [Unicode.Scalar] { #expect(UnicodeScript(of: scalar) == nil) }
    }

    @Test(arguments: [("ru", "Cyrl"), ("he", "Hebr"), ("zh-Hant", "Hant"), ("zh-Hans", "Hans"), ("ja", "Jpan"), ("sr_Latn", "Latn"), ("pt-BR", "Latn")])
    func aLocalesScriptIsItsLikelyOne(locale: String, code: String) {
        #expect(UnicodeScript(writing: locale)?.code == code)
    }

    @Test func hanIsWrittenInChineseAndJapaneseButLatinIsNot() throws {
        let han = try #require(UnicodeScript(of: "中"))
        #expect(han.isWritten(in: UnicodeScript(code: "Hant")))
        #expect(han.isWritten(in: UnicodeScript(code: "Jpan")))
        #expect(!(try #require(UnicodeScript(of: "a"))).isWritten(in: UnicodeScript(code: "Hebr")))
    }
}
