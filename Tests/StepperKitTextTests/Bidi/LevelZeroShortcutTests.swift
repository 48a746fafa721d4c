import Testing
@testable import StepperKitText

/// Left-to-right text the shortcut answers without ICU resolves, with ICU, to level 0 everywhere.
@Suite(.tags(.bidi))
struct LevelZeroShortcutTests {
    private func icuLevels(_ text: String) -> [(end: Int, level: UInt8)] {
        var text = text
        return text.withUTF8 { BidiParagraph.levelRuns(of: $0, level: 0, shortcut: false) }
    }

    private func mayLeave(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { BidiParagraph.mayLeaveLevelZero($0) }
    }

    /// Every scalar of the BMP and the supplementary blocks in use, between a letter and a number:
    /// where the shortcut says level 0, ICU agrees.
    @Test func everyScalarTheShortcutTakesIsAtLevelZeroForICU() {
        var taken = 0
        var scalars = Array(0x20...0xFFFD)
        scalars += Array(0x10000...0x1FFFF)
        scalars += [0xE0001, 0xE0020, 0xE007F, 0xF0000, 0x10FFFD]
        for value in scalars {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let text = "a" + String(scalar) + "1 …"
            guard !mayLeave(text) else { continue }
            taken += 1
            let runs = icuLevels(text)
            #expect(runs.count == 1 && runs[0].level == 0, "U+\(String(value, radix: 16, uppercase: true)) is not at level 0")
        }
        #expect(taken > 100_000)
    }

    @Test func rightToLeftTextAndControlsTakeICU() {
        for text in ["مرحبا", "שלום", "a\u{200F}b", "a\u{202E}b\u{202C}", "a\u{2067}b\u{2069}", "ﷺ", "ﻻ", "\u{10900}", "\u{1E900}", "٣"] {
            #expect(mayLeave(text), "\(text)")
        }
        for text in ["Añadir al carrito…", "12,50 €", "カートに追加", "कार्ट में जोड़ें", "🛒 x3", "line\u{2028}next\u{2029}para"] {
            #expect(!mayLeave(text), "\(text)")
        }
    }
}
