import StepperKitLocalization
import StepperKitText
import Testing
@testable import StepperKitUI

/// The engine hyphenates a screen's texts with its locale's dictionary, and none for pseudo-locales.
struct HyphenationLocaleTests {
    private func lines(of text: String, width: Double, locale: LocaleID) throws -> [String] {
        let result = try engine().layout(Text(verbatim: text).frame(width: width), in: EnvironmentValues(locale: locale))
        return result.root.allNodes.compactMap { node -> [String]? in
            if case .text(let text) = node.content { text.layout.lines.map(\.text) } else { nil }
        }.first ?? []
    }

    @Test func aLocaleFindsItsLanguagesDictionaryAndAPseudoLocaleNone() throws {
        #expect(Hyphenator(textIn: try LocaleID("es_MX"))?.dictionaryPath == "/usr/share/hyphen/hyph_es_ES.dic")
        #expect(Hyphenator(textIn: try LocaleID("en_US"))?.dictionaryPath == "/usr/share/hyphen/hyph_en_US.dic")
        #expect(Hyphenator(textIn: try LocaleID("ar_EG")) == nil)
        // en-XA would find English patterns, but its text is accented and stretched on purpose.
        #expect(Hyphenator(textIn: .pseudoAccents) == nil)
        #expect(Hyphenator(textIn: .pseudoBidi) == nil)
    }

    @Test func textsAreHyphenatedInTheScreensLocale() throws {
        #expect(try lines(of: "senderismo", width: 60, locale: LocaleID("es_ES")) == ["sende‐", "rismo"])
        let english = try lines(of: "presentation", width: 60, locale: LocaleID("en_US"))
        let pseudo = try lines(of: "presentation", width: 60, locale: .pseudoAccents)
        #expect(english == ["pre‐", "senta‐", "tion"])
        // The same verbatim text in en-XA: split between graphemes, as a pseudo-locale should show it.
        #expect(pseudo == ["presen", "tation"])
    }
}
