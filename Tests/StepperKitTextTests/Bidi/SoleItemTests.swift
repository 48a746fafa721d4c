import Testing
@testable import StepperKitText

/// `BidiParagraph.soleItem(of:direction:face:)`, which truncation uses instead of building a paragraph
/// for each candidate, answers what a paragraph's items say: their one item, or nil when there are
/// several.
@Suite(.tags(.bidi))
struct SoleItemTests {
    static let texts = [
        "Add to cart", "Añadir al carrito", "Añadir al carri…", "µ 12,50 €", "12 345", "   ", "…", "a\tb",
        "Поиск и замена", "Замени…", "Αναζήτηση", "カートに追加", "清除最近的…", "일치하는…", "कार्ट में जोड़ें",
        "ตะกร้า", "مرحبا…", "שלום", "Add مرحبا", "🛒 x3", "Tap 🛒…", "e\u{301}te\u{301}", "a\u{200D}b", "\u{0378}x",
        "\u{E000}…", "line\u{2028}next", "ǅungla", "ª º", "x×y", "Ⅻ…", "ﬃ", "日本語 and English",
    ]

    @Test(arguments: [TextDirection.leftToRight, .rightToLeft])
    func answersWhatAParagraphItemizes(direction: TextDirection) throws {
        let faces = try [Font(.default, size: 17).face.loaded, Fixtures.dejaVuSans().face.loaded]
        var sole = 0
        for face in faces {
            for text in Self.texts {
                let paragraph = BidiParagraph(text: text, direction: direction, language: nil, face: face)
                var bytes = text
                let answer = bytes.withUTF8 { BidiParagraph.soleItem(of: $0, direction: direction, face: face) }
                let expected = paragraph.items.count == 1 ? paragraph.items[0] : nil
                #expect(answer == expected, "\(text) in \(face) \(direction)")
                if expected != nil { sole += 1 }
            }
        }
        // Both answers occur: most texts are one run, mixed and fallback ones are not.
        #expect(sole > Self.texts.count / 2 && sole < Self.texts.count * 2)
    }
}
