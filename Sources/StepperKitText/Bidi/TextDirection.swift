internal import CICU

/// The direction a paragraph's lines run in: left to right, as in English, or right to left, as in
/// Arabic and Hebrew.
///
/// A locale's direction is its script's character orientation in ICU's data:
///
/// ```swift
/// TextDirection(localeIdentifier: "ar_EG")   // .rightToLeft
/// TextDirection(localeIdentifier: "he")      // .rightToLeft
/// TextDirection(localeIdentifier: "es-MX")   // .leftToRight
/// TextDirection.firstStrong(in: "١٢ مرحبا")  // .rightToLeft: digits are not strong, letters are
/// ```
public enum TextDirection: String, CaseIterable, Hashable, Sendable {
    /// Lines start at the left edge, as in English.
    case leftToRight
    /// Lines start at the right edge, as in Arabic, Hebrew, Persian and Urdu.
    case rightToLeft

    /// The character orientation of a locale's script: the script it names, else ICU's likely script.
    ///
    /// Right to left for ar, he, fa, ur, their regions, az_Arab and the pseudo-locale ar-XB; left
    /// to right for every other locale, and for an identifier ICU cannot read.
    ///
    /// Takes an ICU locale ID ("ar_EG") or a BCP 47 tag ("ar-EG").
    public init(localeIdentifier: String) {
        var status: Int32 = 0
        let orientation = CICU_localeCharacterOrientation(localeIdentifier, &status)
        self = status <= 0 && orientation == CICU_LAYOUT_RIGHT_TO_LEFT ? .rightToLeft : .leftToRight
    }

    /// The direction of the first strong letter of a text, or nil when it has none.
    ///
    /// UAX #9 rules P2 and P3, within the first paragraph, skipping isolates; a text of only digits,
    /// spaces and symbols has no strong letter.
    ///
    /// ```swift
    /// TextDirection.firstStrong(in: "Subtotal ١٢٫٥٠ €")  // .leftToRight
    /// TextDirection.firstStrong(in: "12,50 €")          // nil
    /// ```
    public static func firstStrong(in text: String) -> TextDirection? {
        var text = text
        let direction = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { CICU_bidiFirstStrongDirection($0.baseAddress, Int32(clamping: $0.count)) }
        }
        switch direction {
        case CICU_DIRECTION_LEFT_TO_RIGHT: return .leftToRight
        case CICU_DIRECTION_RIGHT_TO_LEFT: return .rightToLeft
        default: return nil
        }
    }

    /// The characters of one line of text in the order a terminal draws them from the left, in a paragraph of this base direction.
    ///
    /// Right-to-left runs reversed grapheme by grapheme, brackets mirrored (as
    /// TextLayout/visualText(ofLine:), for text that was not laid out with a font, such as a line the
    /// terminal renderer clipped).
    ///
    /// ```swift
    /// TextDirection.rightToLeft.visualOrder(of: "שלום (1)")  // "(1) םולש"
    /// TextDirection.leftToRight.visualOrder(of: "Hola مرحبا")  // "Hola ابحرم"
    /// ```
    public func visualOrder(of text: String) -> String {
        let paragraph = BidiParagraph(text: text, direction: self, language: nil)
        return paragraph.visualString(in: 0..<paragraph.byteCount)
    }

    /// The paragraph embedding level of the direction (UAX #9): 0 or 1.
    var level: UInt8 { self == .rightToLeft ? 1 : 0 }
}
