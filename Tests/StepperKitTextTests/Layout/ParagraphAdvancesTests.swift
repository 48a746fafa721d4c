import Testing
@testable import StepperKitText

@Suite(.tags(.fonts))
struct ParagraphAdvancesTests {
    /// Kerning pairs (AV, To), ligatures (fi, ffl), combining marks, digits, symbols, line
    /// separators, a second script and right-to-left ones.
    static let texts = [
        "Add to cart", "AVATAR To Wayfarer", "office waffle fjord", "Añadir al carrito",
        "An\u{303}a cañón", "1000000 de artículos", "Subtotal 10,50 €", "Tickets: 3",
        "Add\nto cart", "Cart Καλάθι cart", "12 €", "عربة التسوق", "Subtotal ١٢٫٥٠ €", "שלום עולם",
    ]

    static func fonts() throws -> [Font] {
        [try Fixtures.dejaVuSans(), try Font(.default, size: 17), try Font(.default, size: 17).with(features: .tabularDigits)]
    }

    /// Every slice between grapheme boundaries, read from the one shaping pass, has the advance of
    /// its pieces shaped on their own (one piece per bidirectional and script run).
    @Test(arguments: texts)
    func slicesMatchShapingTheirPiecesAlone(text: String) throws {
        for font in try Self.fonts() {
            let layout = try LineLayout(text: text, font: font)
            let paragraph = layout.paragraph
            let utf8 = paragraph.text.utf8
            let ends = (Array(paragraph.text.indices) + [paragraph.text.endIndex]).map { utf8.distance(from: utf8.startIndex, to: $0) }
            for (position, start) in ends.enumerated() {
                for end in ends[position...] {
                    let expected = Self.piecesShapedAlone(start..<end, of: paragraph, font: font)
                    #expect(layout.units(from: start, to: end) == expected, "\(start)..<\(end) of \"\(text)\" in \(font.face)")
                }
            }
        }
    }

    /// In one left-to-right run of one script, a slice is exactly the slice shaped as a text alone.
    @Test(arguments: ["Add to cart", "AVATAR To Wayfarer", "office waffle fjord", "An\u{303}a cañón"])
    func latinSlicesMatchShapingTheSliceAsAText(text: String) throws {
        let font = try Fixtures.dejaVuSans()
        let layout = try LineLayout(text: text, font: font)
        let ends = Array(text.indices) + [text.endIndex]
        for (position, start) in ends.enumerated() {
            for end in ends[position...] {
                let from = text.utf8.distance(from: text.startIndex, to: start)
                let to = text.utf8.distance(from: text.startIndex, to: end)
                #expect(layout.units(from: from, to: to) == font.units(of: text[start..<end]), "\"\(text[start..<end])\"")
            }
        }
    }

    @Test func readsWordsBetweenSpacesWithoutShaping() throws {
        let font = try Fixtures.dejaVuSans()
        let layout = try LineLayout(text: "Add to cart", font: font)
        #if DEBUG
        let shaped = layout.statistics
        #endif
        #expect(layout.units(from: 0, to: 6) == font.units(of: "Add to"))
        #expect(layout.units(from: 7, to: 11) == font.units(of: "cart"))
        #expect(layout.units(from: 0, to: 11) == font.units(of: "Add to cart"))
        #expect(layout.units(from: 3, to: 3) == 0)
        #if DEBUG
        #expect(layout.statistics.shapingCalls == shaped.shapingCalls)
        #endif
    }

    @Test func shapesTheKernedSideOfAnUnsafeCutOnce() throws {
        let font = try Fixtures.dejaVuSans()
        let layout = try LineLayout(text: "AV", font: font)
        // A and V kern: the cut between them is unsafe, so "A" is shaped on its own, once.
        #expect(layout.units(from: 0, to: 1) == font.units(of: "A"))
        #expect(layout.units(from: 0, to: 1) == font.units(of: "A"))
        #if DEBUG
        #expect(layout.statistics.shapingCalls == 2)
        #endif
    }

    /// The reference: each run's part of `range` shaped on its own, with the run's properties.
    static func piecesShapedAlone(_ range: Range<Int>, of paragraph: BidiParagraph, font: Font) -> Int {
        var total = 0
        var text = paragraph.text
        text.withUTF8 { bytes in
            for item in paragraph.items {
                let piece = max(item.range.lowerBound, range.lowerBound)..<max(min(item.range.upperBound, range.upperBound), max(item.range.lowerBound, range.lowerBound))
                total += font.face.loaded.advance(ofItem: piece, in: bytes, item: item, language: nil, features: font.features)
            }
        }
        return total
    }
}
