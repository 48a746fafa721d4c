import Testing
@testable import StepperKitText

/// A truncated line is its kept text measured as a line plus the ellipsis measured alone (a token,
/// as Core Text and CSS draw it), and it keeps as many graphemes as fit: one more would not.
@Suite(.tags(.layout))
struct TruncationTokenTests {
    /// Texts with kerning pairs, ligatures, contextual forms, marks, right-to-left and mixed runs,
    /// digits, emoji and characters no installed font has.
    static let texts = [
        "AVATAR Toyota Wave: LT AV To Ty Yo P. F. “quoted” 1,234.50 €",
        "Añadir al carrito — efficient office affluent fjord",
        "Donaudampfschifffahrtsgesellschaftskapitän fährt über Straßen",
        "Ajouter au panier : « œuvre » ﬁn déjà vu",
        "إضافة إلى السلة ٣ عناصر بسعر ١٢٫٥٠ €",
        "הוסף לעגלה 3 פריטים (בסך הכול)",
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

    /// The width of a text laid out alone on one line, in the paragraph's direction.
    static func width(of text: String, font: Font, direction: TextDirection) throws -> Double {
        var layouter = try TextLayouter(text, font: font, direction: .fixed(direction))
        return layouter.idealWidth()
    }

    /// In each font, a tail- and a head-truncated line: its kept text laid out alone plus the
    /// ellipsis, within the width; cut at the start, the kept end is measured as text that starts
    /// at the cut.
    @Test(arguments: 0..<3, [TruncationMode.tail, .head])
    func truncatedLineIsItsKeptTextAndAToken(fontIndex: Int, mode: TruncationMode) throws {
        let font = try Self.font(fontIndex)
        var truncated = 0
        for text in Self.texts {
            var layouter = try TextLayouter(text, font: font)
            let direction = layouter.direction
            let ellipsis = try Self.width(of: "…", font: font, direction: direction)
            for width in stride(from: 12.0, through: 420, by: 3.5) {
                let layout = layouter.layout(in: TextContainer(width: width, lineLimit: 1, truncationMode: mode))
                guard layout.isTruncated, let line = layout.lines.first else { continue }
                truncated += 1
                #expect(mode == .tail ? line.text.hasSuffix("…") : line.text.hasPrefix("…"), "\(text) at \(width) pt")
                let kept = String(mode == .tail ? line.text.dropLast() : line.text.dropFirst())
                let keptWidth = kept.isEmpty ? 0 : try Self.width(of: kept, font: font, direction: direction)
                #expect(abs(line.width - (keptWidth + ellipsis)) < 1e-9, "\(text) at \(width) pt: \(line.text)")
                #expect(line.width <= width + 0.001 || kept.isEmpty, "\(text) at \(width) pt: \(line.text)")
                if mode == .tail { try expectOneMoreGraphemeDoesNotFit(text, kept: kept, width: width, font: font, direction: direction, ellipsis: ellipsis) }
            }
        }
        #expect(truncated > 200)
    }

    /// The tail candidate with one grapheme more than `kept`, its white space trimmed as a
    /// candidate's is, is wider than `width`.
    func expectOneMoreGraphemeDoesNotFit(
        _ text: String, kept: String, width: Double, font: Font, direction: TextDirection, ellipsis: Double
    ) throws {
        let graphemes = Array(text)
        let keptCount = kept.count
        var longer = graphemes.prefix(keptCount + 1)
        while longer.count > keptCount, longer.last?.isWhitespace == true {
            longer = graphemes.prefix(longer.count + 1)
            if longer.count == graphemes.count { break }
        }
        let longerText = String(String(longer).trimmingTrailingWhiteSpace())
        guard longerText.count > keptCount, longerText.count < graphemes.count else { return }
        let longerWidth = try Self.width(of: longerText, font: font, direction: direction) + ellipsis
        #expect(longerWidth > width + 0.001, "\(text) at \(width) pt: \(longerText)… fits too")
    }

    /// Each cut's kept text is the text's own start, graphemes whole, for every truncation mode.
    @Test(arguments: TruncationMode.allCases)
    func keptTextIsTheTextsOwn(mode: TruncationMode) throws {
        let font = try Self.font(0)
        for text in Self.texts {
            var layouter = try TextLayouter(text, font: font)
            for width in stride(from: 20.0, through: 300, by: 7) {
                let layout = layouter.layout(in: TextContainer(width: width, lineLimit: 1, truncationMode: mode))
                guard layout.isTruncated, let line = layout.lines.first else { continue }
                let parts = line.text.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)
                #expect(parts.count == 2, "\(text) at \(width) pt: \(line.text)")
                #expect(text.hasPrefix(parts[0]), "\(text) at \(width) pt: \(line.text)")
                #expect(text.hasSuffix(parts[1]), "\(text) at \(width) pt: \(line.text)")
                switch mode {
                case .tail: #expect(parts[1].isEmpty)
                case .head: #expect(parts[0].isEmpty)
                case .middle: break
                }
            }
        }
    }
}
