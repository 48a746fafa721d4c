import Testing
@testable import StepperKitText

@Suite(.tags(.fonts))
struct GlyphOutlineTests {
    static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    @Test(arguments: [
        (Fixtures.dejaVuSansPath, "H"),
        (Fixtures.dejaVuSansPath, "g"),  // descends below the baseline
        (Fixtures.dejaVuSansPath, "ñ"),  // a composite glyph: n and a tilde
        (interPath, "Q"),                // CFF: cubic curves
        (interPath, "3"),
    ])
    func boundsAgreeWithFreeTypesGlyphMetrics(fontPath: String, text: String) throws {
        let font = try Font(.file(fontPath), size: 17)
        let glyph = try #require(font.shape(text).glyphs.first).glyph
        let bounds = try #require(font.outline(of: glyph)?.bounds)
        let box = try FreeTypeReference.box(ofGlyph: glyph, fontPath: fontPath)
        let scale = 17 / Double(font.face.unitsPerEm)
        expectPoints(bounds.minX, Double(box.left) * scale)
        expectPoints(bounds.maxY, Double(box.top) * scale)
        expectPoints(bounds.width, Double(box.width) * scale)
        expectPoints(bounds.height, Double(box.height) * scale)
    }

    @Test func trueTypeGlyphsAreQuadraticAndCFFGlyphsCubic() throws {
        let dejaVu = try Fixtures.dejaVuSans()
        let inter = try Font(.file(Self.interPath), size: 17)
        let dejaVuO = try firstOutline(of: "o", in: dejaVu)
        let interO = try firstOutline(of: "o", in: inter)
        #expect(dejaVuO.segments.contains { if case .quadCurve = $0 { true } else { false } })
        #expect(!dejaVuO.segments.contains { if case .cubicCurve = $0 { true } else { false } })
        #expect(interO.segments.contains { if case .cubicCurve = $0 { true } else { false } })
    }

    @Test func everyContourIsMovedToAndClosed() throws {
        let font = try Fixtures.dejaVuSans()
        // "o" has two contours: the outside and the counter.
        let outline = try firstOutline(of: "o", in: font)
        #expect(outline.segments.filter { $0 == .close }.count == 2)
        #expect(outline.segments.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(outline.segments.last == .close)
    }

    @Test func aSpaceHasAnEmptyOutline() throws {
        let font = try Fixtures.dejaVuSans()
        let outline = try firstOutline(of: " ", in: font)
        #expect(outline.isEmpty)
        #expect(outline.bounds == nil)
    }

    @Test func aGlyphIndexTheFaceDoesNotHaveHasNoOutline() throws {
        #expect(try Fixtures.dejaVuSans().outline(of: 999_999) == nil)
    }

    @Test func outlinesScaleExactlyWithSize() throws {
        let glyph = try #require(Fixtures.dejaVuSans().shape("a").glyphs.first).glyph
        let small = try #require(Fixtures.dejaVuSans(size: 17).outline(of: glyph))
        let large = try #require(Fixtures.dejaVuSans(size: 34).outline(of: glyph))
        #expect(small.scaled(by: 2) == large)
    }

    @Test func manyThreadsReadTheSameOutlines() async throws {
        let font = try Fixtures.dejaVuSans()
        let glyphs = font.shape("Añadir al carrito 0123456789").glyphs.map(\.glyph)
        let expected = glyphs.map { font.outline(of: $0) }
        let results = await withTaskGroup(of: [GlyphOutline?].self) { group in
            for _ in 0..<8 {
                group.addTask { glyphs.map { font.outline(of: $0) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    /// The outline of the first glyph `text` shapes to.
    private func firstOutline(
        of text: String, in font: Font, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GlyphOutline {
        let glyph = try #require(font.shape(text).glyphs.first, sourceLocation: sourceLocation).glyph
        return try #require(font.outline(of: glyph), sourceLocation: sourceLocation)
    }
}
