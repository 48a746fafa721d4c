import Testing
@testable import StepperKitText

@Suite(.tags(.fonts))
struct ShapedRunTests {
    /// Kerning pairs (AV, To), ligatures (fi, ffl), combining marks, digits, symbols, line
    /// separators, a second script and a right-to-left one.
    static let texts = [
        "Add to cart", "AVATAR To Wayfarer", "office waffle fjord", "Añadir al carrito",
        "An\u{303}a cañón", "1000000 de artículos", "Subtotal 10,50 €", "Tickets: 3",
        "Add\nto cart", "Cart Καλάθι cart", "12 €", "عربة التسوق",
    ]

    static func fonts() throws -> [Font] {
        [try Fixtures.dejaVuSans(), try Font(.default, size: 17), try Font(.default, size: 17).with(features: .tabularDigits)]
    }

    /// HarfBuzz's promise, checked on the kit's fonts: every slice read from the whole run has the
    /// advance of the slice shaped on its own.
    @Test(arguments: texts)
    func slicesReadFromTheRunMatchShapingThemAlone(text: String) throws {
        for font in try Self.fonts() {
            let run = Self.run(of: text, in: font)
            let ends = Array(text.indices) + [text.endIndex]
            for (position, start) in ends.enumerated() {
                for end in ends[position...] {
                    let from = text.utf8.distance(from: text.startIndex, to: start)
                    let to = text.utf8.distance(from: text.startIndex, to: end)
                    guard let units = run.units(from: from, to: to) else { continue }
                    #expect(units == font.units(of: text[start..<end]), "\"\(text[start..<end])\" in \(font.face)")
                }
            }
        }
    }

    @Test func givesWordsBetweenSpacesWithoutShaping() throws {
        let font = try Fixtures.dejaVuSans()
        let run = Self.run(of: "Add to cart", in: font)
        #expect(run.units(from: 0, to: 6) == font.units(of: "Add to"))
        #expect(run.units(from: 7, to: 11) == font.units(of: "cart"))
        #expect(run.units(from: 0, to: 11) == font.units(of: "Add to cart"))
        #expect(run.units(from: 3, to: 3) == 0)
    }

    @Test func leavesAKernedPairToShaping() throws {
        let font = try Fixtures.dejaVuSans()
        // A and V kern: cutting between them changes both sides.
        #expect(Self.run(of: "AV", in: font).units(from: 0, to: 1) == nil)
    }

    @Test func leavesASliceWithoutTheRunsScriptToShaping() {
        // "12 " decides no script; the run is Latin, so the slice would be shaped differently.
        let glyphs = (0..<5).map { ShapedRun.Glyph(cluster: $0, advance: 10, isUnsafeToBreak: false) }
        let run = ShapedRun(byteCount: 5, glyphs: glyphs, isLeftToRight: true, scriptScalars: [(3, true), (4, true)])
        #expect(run.units(from: 0, to: 3) == nil)
        #expect(run.units(from: 0, to: 4) == 40)
        #expect(run.units(from: 3, to: 5) == 20)
    }

    @Test func answersOnlyForItselfWhenRightToLeft() {
        let glyphs = (0..<4).reversed().map { ShapedRun.Glyph(cluster: $0, advance: 10, isUnsafeToBreak: false) }
        let run = ShapedRun(byteCount: 4, glyphs: glyphs, isLeftToRight: false, scriptScalars: [(0, true)])
        #expect(run.units(from: 0, to: 4) == 40)
        #expect(run.units(from: 0, to: 2) == nil)
    }

    static func run(of text: String, in font: Font) -> ShapedRun {
        var text = text
        return text.withUTF8 { font.face.loaded.run(ofUTF8: $0, features: font.features) }
    }
}
