import Testing
@testable import StepperKitText

/// A tail-truncated line's width spliced from the line's own shaping (HarfBuzz's unsafe-to-concatenate
/// procedure) is the width of the line shaped whole, in every font, script and width.
@Suite(.tags(.layout))
struct TruncationSpliceTests {
    /// Texts with kerning pairs, ligatures, contextual forms, marks, right-to-left and mixed runs,
    /// digits, emoji and characters no installed font has.
    static let texts = [
        "AVATAR Toyota Wave: LT AV To Ty Yo P. F. “quoted” 1,234.50 €",
        "Añadir al carrito — efficient office affluent fjord",
        "Donaudampfschifffahrtsgesellschaftskapitän fährt über Straßen",
        "Ajouter au panier : « œuvre » ﬁn déjà vu",
        "إضافة إلى السلة ٣ عناصر بسعر ١٢٫٥٠ €",
        "הוסף לעגלה 3 פריטים (בסך הכול)",
        "Subtotal مرحبا 12.50 € total",
        "Ελληνικά: προσθήκη στο καλάθι, Кириллица: добавить в корзину",
        "カートに追加 3 点 合計 ¥1,234",
        "Emoji 🛒🧑🏽‍💻 and ZWJ sequences 👨‍👩‍👧",
        "e\u{301}le\u{300}ve n\u{303}o combining marks Å ǻ",
        "123456789012345678901234567890",
        "Arrows a -> b => c <-> d --> e, times 10:30 3x4 1/2 (A) [B] {C}",
    ]

    static func font(_ index: Int) throws -> Font {
        switch index {
        case 0: try Font(.family("Inter"), size: 17)
        case 1: try Font(.family("Inter"), size: 28, weight: .semibold)
        default: try Fixtures.dejaVuSans(size: 15)
        }
    }

    @Test(arguments: 0..<3)
    func splicedWidthsEqualWholeShaping(fontIndex: Int) throws {
        let font = try Self.font(fontIndex)
        var spliced = 0
        for text in Self.texts {
            let fast = try LineLayout(text: text, font: font)
            let whole = fast.copy()
            whole.splicesTruncatedLines = false
            for width in stride(from: 12.0, through: 420, by: 1.5) {
                for limit in [1, 2] {
                    let container = TextContainer(width: width, lineLimit: limit, truncationMode: .tail)
                    let before = fast.statistics.shapedBytes
                    let a = fast.layout(in: container)
                    let b = whole.layout(in: container)
                    #expect(a.lines.map(\.text) == b.lines.map(\.text), "\(text) at \(width) pt, \(limit) lines")
                    #expect(a.lines.map(\.width) == b.lines.map(\.width), "\(text) at \(width) pt, \(limit) lines")
                    #expect(a.isTruncated == b.isTruncated)
                    if a.isTruncated, fast.statistics.shapedBytes - before < whole.statistics.shapedBytes { spliced += 1 }
                }
            }
        }
        // The splice is taken, not only the whole shaping it falls back to.
        #expect(spliced > 100)
    }
}
