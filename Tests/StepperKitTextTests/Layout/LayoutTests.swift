import Testing
@testable import StepperKitText

@Suite(.tags(.layout))
struct LayoutTests {
    // MARK: - Wrapping

    @Test(arguments: [
        ("Añadir al carrito", 90.0, ["Añadir al", "carrito"]),
        ("Añadir al carrito", 60.0, ["Añadir", "al", "carrito"]),
        ("Disminuir cantidad", 90.0, ["Disminuir", "cantidad"]),
        ("Add to cart", 90.0, ["Add to", "cart"]),
        ("Add to cart", 200.0, ["Add to cart"]),
        // UAX #14 breaks after a hyphen, not before it.
        ("Añadir-quitar", 70.0, ["Añadir-", "quitar"]),
    ])
    func wrapsAtBreakOpportunitiesToTheWidth(text: String, width: Double, lines: [String]) throws {
        let layout = try Fixtures.dejaVuSans().layout(text, in: TextContainer(width: width))
        #expect(layout.lines.map(\.text) == lines)
        expectFits(layout.width, width)
        #expect(!layout.isTruncated)
        expectPoints(layout.height, Double(lines.count) * 19.789)
    }

    @Test func trailingSpacesDoNotPushALineOver() throws {
        let font = try Fixtures.dejaVuSans()
        // "Add to " is wider than "Add to", which is exactly the width: the space does not count.
        let width = font.width(of: "Add to")
        #expect(font.width(of: "Add to ") > width)
        let layout = try font.layout("Add to   cart", in: TextContainer(width: width))
        #expect(layout.lines.map(\.text) == ["Add to", "cart"])
        #expect(layout.lines[0].width == width)
    }

    @Test(arguments: [
        ("Add\nto cart", ["Add", "to cart"]),
        ("Añadir\r\nal carrito", ["Añadir", "al carrito"]),
        ("Cart\u{2028}Carrito", ["Cart", "Carrito"]),
        // A final line separator starts an empty last line, one line height tall.
        ("Add\n", ["Add", ""]),
    ])
    func endsLinesAtEveryLineSeparator(text: String, lines: [String]) throws {
        let layout = try Fixtures.dejaVuSans().layout(text)
        #expect(layout.lines.map(\.text) == lines)
    }

    @Test func splitsAWordWiderThanTheLineBetweenGraphemes() throws {
        let layout = try Fixtures.dejaVuSans().layout("Supercalifragilistic", in: TextContainer(width: 60))
        #expect(layout.lines.map(\.text) == ["Superc", "alifragi", "listic"])
        #expect(layout.lines.allSatisfy { $0.width <= 60 + 1e-6 })
    }

    @Test func neverSplitsAGraphemeCluster() throws {
        // "n" + combining tilde is one grapheme; at a width of one letter each line holds one cluster.
        let layout = try Fixtures.dejaVuSans().layout("An\u{303}a", in: TextContainer(width: 11))
        #expect(layout.lines.map(\.text) == ["A", "n\u{303}", "a"])
    }

    @Test func emptyTextIsOneEmptyLineOneLineHeightTall() throws {
        let layout = try Fixtures.dejaVuSans().layout("", in: TextContainer(width: 100, lineLimit: 1))
        #expect(layout.lines.map(\.text) == [""])
        #expect(layout.width == 0)
        expectPoints(layout.height, 19.789)
        #expect(!layout.isTruncated)
    }

    @Test func baselinesAreOneLineHeightApart() throws {
        let layout = try Fixtures.dejaVuSans().layout("Añadir al carrito", in: TextContainer(width: 90))
        expectPoints(layout.lines[0].baseline, 1901 * 17 / 2048)
        expectPoints(layout.lines[1].baseline - layout.lines[0].baseline, 19.789)
    }

    @Test func zeroSizeTextTakesNoRoomAtAnyWidth() throws {
        let face = try FontFace(contentsOf: Fixtures.dejaVuSansPath)
        let layout = try Font(face: face, size: 0).layout("Añadir al carrito", in: TextContainer(width: 0, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["Añadir al carrito"])
        #expect(layout.width == 0)
        #expect(!layout.isTruncated)
    }

    // MARK: - Truncation

    @Test(arguments: [
        (TruncationMode.tail, "Añadir al carrito", "Añadir al…"),
        (.head, "Añadir al carrito", "…al carrito"),
        (.middle, "Añadir al carrito", "Añadi…rito"),
        (.tail, "Decrease quantity", "Decrease…"),
        (.head, "Decrease quantity", "…quantity"),
        (.middle, "Decrease quantity", "Decre…tity"),
        // A kept start stops at the first line separator, a kept end starts after the last.
        (.tail, "Add\nto cart", "Add…"),
        (.head, "Añadir al carrito\nMás texto aquí", "…exto aquí"),
    ])
    func truncatesOneLineWithAnEllipsis(mode: TruncationMode, text: String, line: String) throws {
        let layout = try Fixtures.dejaVuSans().layout(
            text, in: TextContainer(width: 100, lineLimit: 1, truncationMode: mode)
        )
        #expect(layout.lines.map(\.text) == [line])
        #expect(layout.isTruncated)
        expectFits(layout.width, 100)
    }

    @Test func truncatesTheLastOfSeveralLines() throws {
        let layout = try Fixtures.dejaVuSans().layout(
            "Introduce un número entre 1 y 99", in: TextContainer(width: 100, lineLimit: 2)
        )
        // "Introduce un" is 102 pt wide, so the second line starts at "un".
        #expect(layout.lines.map(\.text) == ["Introduce", "un númer…"])
        #expect(layout.isTruncated)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try Fixtures.dejaVuSans().layout("Add to cart", in: TextContainer(width: 100, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["Add to cart"])
        #expect(!layout.isTruncated)
    }

    @Test func blankLinesPastTheLimitHideNothing() throws {
        let layout = try Fixtures.dejaVuSans().layout("Add\n", in: TextContainer(lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["Add"])
        #expect(!layout.isTruncated)
    }

    @Test func lineLimitBelowOneCountsAsOne() throws {
        let layout = try Fixtures.dejaVuSans().layout("Add\nto cart", in: TextContainer(lineLimit: 0))
        #expect(layout.lines.map(\.text) == ["Add…"])
    }

    @Test func ellipsisAloneWhenNothingElseFits() throws {
        let layout = try Fixtures.dejaVuSans().layout("Añadir", in: TextContainer(width: 5, lineLimit: 1))
        #expect(layout.lines.map(\.text) == ["…"])
        #expect(layout.isTruncated)
    }

    // MARK: - Scaling to fit

    @Test func shrinksToTheLargestScaleThatFits() throws {
        let font = try Fixtures.dejaVuSans()
        let layout = try font.layout(
            "Añadir al carrito", in: TextContainer(width: 100, lineLimit: 1, minimumScaleFactor: 0.5)
        )
        #expect(abs(layout.scale - 100 / font.width(of: "Añadir al carrito")) < 1e-6)
        #expect(layout.lines.map(\.text) == ["Añadir al carrito"])
        expectFits(layout.width, 100)
        expectPoints(layout.width, 100)
        #expect(!layout.isTruncated)
        #expect(layout.font.size == 17 * layout.scale)
        expectPoints(layout.height, 19.789 * layout.scale)
    }

    @Test func shrinksToTheMinimumAndTruncatesWhenEvenThatDoesNotFit() throws {
        let layout = try Fixtures.dejaVuSans().layout(
            "Añadir al carrito", in: TextContainer(width: 100, lineLimit: 1, minimumScaleFactor: 0.9)
        )
        #expect(layout.scale == 0.9)
        #expect(layout.lines.map(\.text) == ["Añadir al c…"])
        #expect(layout.isTruncated)
        expectFits(layout.width, 100)
    }

    @Test func shrinksRatherThanSplitAWord() throws {
        let layout = try Fixtures.dejaVuSans().layout(
            "Disminuir cantidad", in: TextContainer(width: 60, minimumScaleFactor: 0.5)
        )
        #expect(layout.lines.map(\.text) == ["Disminuir", "cantidad"])
        #expect(layout.scale < 1)
        expectFits(layout.width, 60)
    }

    @Test func textThatFitsKeepsFullSize() throws {
        let layout = try Fixtures.dejaVuSans().layout(
            "Add", in: TextContainer(width: 100, lineLimit: 1, minimumScaleFactor: 0.5)
        )
        #expect(layout.scale == 1)
    }

    // MARK: - Dynamic Type

    @Test func bodyAtAccessibility5MeasuresAtFiftyThreePoints() throws {
        let body = try DynamicTypeTable.standard().metrics(for: .body, size: .accessibility5)
        let font = try Font(.file(Fixtures.dejaVuSansPath), size: body.pointSize, weight: body.weight)
        let layout = try font.layout("Añadir al carrito")
        // 16445 font units × 53 ÷ 2048; line height 2384 units.
        expectPoints(layout.width, 16445 * 53 / 2048)
        expectPoints(layout.height, 2384 * 53 / 2048)
    }

    @Test func accessibility5WrapsWhatFitsOneLineAtLarge() throws {
        let table = try DynamicTypeTable.standard()
        let container = TextContainer(width: 300)
        let large = try Fixtures.dejaVuSans(size: table.metrics(for: .body, size: .large).pointSize)
        let ax5 = try Fixtures.dejaVuSans(size: table.metrics(for: .body, size: .accessibility5).pointSize)
        #expect(try large.layout("Añadir al carrito", in: container).lines.count == 1)
        #expect(try ax5.layout("Añadir al carrito", in: container).lines.map(\.text) == ["Añadir al", "carrito"])
    }
}
