import Testing
import StepperKitText

struct TerminalCellsTests {
    @Test(arguments: [
        ("Añadir al carrito", 17),
        ("", 0),
        ("e\u{301}", 1),              // e + combining acute: one cluster
        ("\u{301}", 0),               // a combining mark with no base
        ("カート", 6),                 // East Asian Wide
        ("ｶｰﾄ", 3),                   // halfwidth katakana
        ("Ａ", 2),                     // fullwidth Latin
        ("中文", 4),
        ("👍", 2),
        ("👍🏽", 2),                    // with a skin-tone modifier
        ("👨‍👩‍👧", 2),                    // joined with zero-width joiners
        ("🇪🇸", 2),                    // a flag: two regional indicators
        ("❤️", 2),                     // text-default heart with emoji presentation selector
        ("❤", 1),                     // the same heart as text
        ("1️⃣", 2),                    // keycap
        ("\u{200D}", 0),              // a lone zero-width joiner
        ("a\tb", 2),                  // controls take no cell
        ("±", 1),                     // East Asian Ambiguous counts as narrow
    ])
    func countsCellsPerGraphemeCluster(text: String, cells: Int) {
        #expect(TerminalCells.width(of: text) == cells)
    }
}
