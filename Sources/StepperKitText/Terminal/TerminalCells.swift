internal import CICU

/// How many cells of a monospaced terminal a text takes.
///
/// Wide East Asian characters and emoji take two, combining marks and controls none, everything else one.
///
/// Widths are counted per grapheme cluster (UAX #29, as Swift's `Character`), so a letter with
/// combining accents, a flag or a family emoji joined with zero-width joiners is one unit:
///
/// ```swift
/// TerminalCells.width(of: "Añadir")       // 6
/// TerminalCells.width(of: "e\u{301}")     // 1: e + combining acute
/// TerminalCells.width(of: "カート")        // 6: wide (UAX #11 W)
/// TerminalCells.width(of: "ｶｰﾄ")          // 3: halfwidth
/// TerminalCells.width(of: "👍🏽 🇪🇸")     // 5: two emoji of two cells and a space
/// ```
public enum TerminalCells {
    /// The number of cells a text takes.
    public static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The number of cells one grapheme cluster takes: 0, 1 or 2.
    ///
    /// Two for emoji shown as emoji (Emoji_Presentation, or any emoji followed by U+FE0F) and for
    /// East Asian Wide and Fullwidth characters; none for controls, format characters (such as a lone
    /// zero-width joiner) and combining marks without a base; one otherwise, East Asian Ambiguous
    /// included, as terminals outside East Asian locales draw them.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && scalars.contains("\u{FE0F}")) {
            return 2
        }
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        switch CICU_eastAsianWidth(Int32(bitPattern: first.value)) {
        case CICU_EAST_ASIAN_WIDE, CICU_EAST_ASIAN_FULLWIDTH: return 2
        default: return 1
        }
    }
}
