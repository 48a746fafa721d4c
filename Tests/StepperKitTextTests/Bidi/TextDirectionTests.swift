import Testing
import StepperKitText

@Suite(.tags(.bidi))
struct TextDirectionTests {
    @Test(arguments: [
        ("ar_EG", TextDirection.rightToLeft), ("ar", .rightToLeft), ("he", .rightToLeft), ("he_IL", .rightToLeft),
        ("fa", .rightToLeft), ("ur", .rightToLeft),
        // BCP 47 tags work as well as ICU IDs; the right-to-left pseudo-locale follows its language.
        ("ar-XB", .rightToLeft), ("fa-IR", .rightToLeft),
        ("en_US", .leftToRight), ("es-MX", .leftToRight), ("es_ES", .leftToRight), ("ja", .leftToRight),
        // An identifier ICU cannot read is left to right.
        ("!!", .leftToRight), ("", .leftToRight),
    ])
    func localeDirectionIsItsScriptsCharacterOrientation(locale: String, direction: TextDirection) {
        #expect(TextDirection(localeIdentifier: locale) == direction)
    }

    @Test(arguments: [
        ("Subtotal ١٢٫٥٠ €", TextDirection?.some(.leftToRight)),
        ("المجموع 12,50 €", .rightToLeft),
        // Digits and punctuation are not strong: the first letter decides.
        ("١٢ مرحبا", .rightToLeft), ("12 (שלום) Hello", .rightToLeft), ("12,50 €", nil), ("", nil),
        // Text inside an isolate (U+2067 RLI … U+2069 PDI) is skipped.
        ("\u{2067}שלום\u{2069} Hello", .leftToRight),
        // Only the first paragraph counts.
        ("12\nשלום", nil),
    ])
    func firstStrongLetterDecides(text: String, direction: TextDirection?) {
        #expect(TextDirection.firstStrong(in: text) == direction)
    }

    @Test(arguments: [
        (ParagraphDirection.automatic, "12,50 €", TextDirection.leftToRight),
        (.automatic(default: .rightToLeft), "12,50 €", .rightToLeft),
        (.automatic(default: .rightToLeft), "Hello", .leftToRight),
        (.automatic, "שלום", .rightToLeft),
        (.leftToRight, "שלום", .leftToRight),
        (.rightToLeft, "Hello", .rightToLeft),
        (.fixed(.rightToLeft), "Hello", .rightToLeft),
    ])
    func paragraphDirectionResolves(rule: ParagraphDirection, text: String, direction: TextDirection) throws {
        #expect(rule.resolved(for: text) == direction)
        #expect(try Fixtures.dejaVuSans().layout(text, direction: rule).direction == direction)
    }

    @Test(arguments: [
        (TextDirection.rightToLeft, "שלום (1)", "(1) םולש"),
        (.leftToRight, "Hola مرحبا", "Hola ابحرم"),
        (.rightToLeft, "Add to cart", "Add to cart"),
        (.leftToRight, "", ""),
    ])
    func visualOrderOfALineWithoutAFont(direction: TextDirection, text: String, visual: String) {
        #expect(direction.visualOrder(of: text) == visual)
    }
}
