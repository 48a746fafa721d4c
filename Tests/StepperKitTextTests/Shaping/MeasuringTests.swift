import Testing
@testable import StepperKitText

@Suite(.tags(.fonts))
struct MeasuringTests {
    @Test(arguments: [
        // 12362 font units × 17 ÷ 2048.
        ("Hello, World", 102.614),
        // GPOS kerning pulls V 131 units towards A; unkerned it would be 23.24.
        ("AV", 22.171),
    ])
    func measuresDejaVuSansAtSeventeenPoints(text: String, points: Double) throws {
        expectPoints(try Fixtures.dejaVuSans().width(of: text), points)
    }

    @Test(arguments: ["Añadir al carrito", "Add to Cart", "Hello, World", "Disminuir cantidad", "1000000 de artículos"])
    func widthsAgreeWithTheFontsOwnAdvancesAndKerning(text: String) throws {
        let font = try Fixtures.dejaVuSans()
        let units = try FreeTypeReference.units(of: text, fontPath: Fixtures.dejaVuSansPath)
        expectPoints(font.width(of: text), Double(units) * 17 / 2048)
    }

    @Test func emptyTextHasNoWidth() throws {
        #expect(try Fixtures.dejaVuSans().width(of: "") == 0)
        #expect(try Fixtures.dejaVuSans().shape("").glyphs.isEmpty)
    }

    @Test func trailingSpacesCountInAPlainWidth() throws {
        let font = try Fixtures.dejaVuSans()
        #expect(font.width(of: "Add ") > font.width(of: "Add"))
    }

    @Test(arguments: ["Add to cart", "Añadir", "", "Subtotal 10,50 €"], [11.0, 17, 53])
    func cachedAndUncachedWidthsAreEqualAtEverySize(text: String, size: Double) throws {
        let font = try Fixtures.dejaVuSans(size: size)
        #expect(font.width(of: text) == font.width(of: text, cached: false))
    }

    @Test func widthScalesExactlyWithSize() throws {
        let text = "Añadir al carrito"
        #expect(try Fixtures.dejaVuSans(size: 34).width(of: text) == 2 * Fixtures.dejaVuSans(size: 17).width(of: text))
    }

    @Test func shapingPositionsEachGlyphWithKerning() throws {
        let shaped = try Fixtures.dejaVuSans().shape("AV")
        #expect(shaped.glyphs.map(\.utf8Offset) == [0, 1])
        // A's advance of 1401 units is kerned by −131 units before V.
        expectPoints(shaped.glyphs[1].x, 1270 * 17 / 2048)
        expectPoints(shaped.width, 22.171)
        #expect(shaped.glyphs.allSatisfy { $0.y == 0 })
    }

    @Test func shapingReportsClustersAsUTF8Offsets() throws {
        let shaped = try Fixtures.dejaVuSans().shape("Añadir")
        // "ñ" takes two UTF-8 bytes, so "a" after it starts at offset 3.
        #expect(shaped.glyphs.map(\.utf8Offset) == [0, 1, 3, 4, 5, 6])
    }

    @Test func dejaVuSansMetricsComeFromItsTables() throws {
        let metrics = try Fixtures.dejaVuSans().metrics
        // hhea ascender 1901, descender −483, line gap 0; OS/2 or "H" cap height 1493; 2048 units per em.
        expectPoints(metrics.ascent, 1901 * 17 / 2048)
        expectPoints(metrics.descent, 483 * 17 / 2048)
        #expect(metrics.lineGap == 0)
        expectPoints(metrics.lineHeight, 19.789)
        expectPoints(metrics.capHeight, 1493 * 17 / 2048)
    }

    @Test func sizesThatAreNotFiniteOrNegativeCountAsZero() throws {
        let face = try FontFace(contentsOf: Fixtures.dejaVuSansPath)
        #expect(Font(face: face, size: -3).size == 0)
        #expect(Font(face: face, size: .nan).width(of: "Add") == 0)
    }

    @Test func measuringFromManyTasksAtOnceGivesTheSameWidths() async throws {
        let font = try Fixtures.dejaVuSans()
        let texts = ["Add", "Añadir al carrito", "Disminuir cantidad", "Remove from cart", "3 artículos"]
        let expected = texts.map { font.width(of: $0, cached: false) }
        let results = await withTaskGroup(of: [Double].self) { group in
            for task in 0..<8 {
                group.addTask { texts.map { font.width(of: $0, cached: task.isMultiple(of: 2)) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: expected, count: 8))
    }
}
