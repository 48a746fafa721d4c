import Testing
@testable import StepperKitText

@Suite(.tags(.layout))
struct TextLayouterTests {
    static let containers: [TextContainer] = [
        TextContainer(), TextContainer(width: 0), TextContainer(width: 11), TextContainer(width: 60),
        TextContainer(width: 90), TextContainer(width: 137.5), TextContainer(width: 400),
        TextContainer(width: 60, lineLimit: 1), TextContainer(width: 90, lineLimit: 2, truncationMode: .middle),
        TextContainer(width: 40, lineLimit: 1, truncationMode: .head, minimumScaleFactor: 0.6),
        TextContainer(width: 120, lineLimit: 1, minimumScaleFactor: 0.5), TextContainer(width: 0, lineLimit: 1),
    ]

    /// One layouter asked every container, in both orders, lays out exactly as a fresh
    /// `Font.layout` does for each.
    @Test(arguments: ParagraphAdvancesTests.texts + ["Supercalifragilistic", "Add\n", ""])
    func reusedLayouterMatchesFreshLayouts(text: String) throws {
        for font in try ParagraphAdvancesTests.fonts() {
            let fresh = try Self.containers.map { try font.layout(text, in: $0) }
            var forward = try TextLayouter(text, font: font)
            #expect(Self.containers.map { forward.layout(in: $0) } == fresh)
            var backward = try TextLayouter(text, font: font)
            #expect(Self.containers.reversed().map { backward.layout(in: $0) } == fresh.reversed())
        }
    }

    /// A layouter refaced to another font, after laying out and truncating in the first one, lays
    /// out exactly as a fresh layouter in that font, in fonts that lack different characters.
    @Test(arguments: ParagraphAdvancesTests.texts + ["Supercalifragilistic", "Add\n", "", "カートに追加 ١٢٫٥٠ € 🛒"])
    func refacedLayouterMatchesAFreshOne(text: String) throws {
        let fonts = try ParagraphAdvancesTests.fonts() + [try Font(.family("Inter"), size: 21), try Font(.family("Inter Display"), size: 28)]
        for first in fonts {
            var analysed = try TextLayouter(text, font: first)
            _ = Self.containers.map { analysed.layout(in: $0) }
            for font in fonts {
                var refaced = analysed.refaced(to: font)
                var fresh = try TextLayouter(text, font: font)
                #expect(Self.containers.map { refaced.layout(in: $0) } == Self.containers.map { fresh.layout(in: $0) }, "\(text)")
                #expect(refaced.idealWidth() == fresh.idealWidth())
            }
        }
    }

    @Test func wrapsAsTheExampleSays() throws {
        var layouter = try TextLayouter("Añadir al carrito", font: Fixtures.dejaVuSans())
        #expect(layouter.layout(in: TextContainer(width: 90)).lines.map(\.text) == ["Añadir al", "carrito"])
        #expect(layouter.layout().lines.map(\.text) == ["Añadir al carrito"])
    }

    /// A layouter resized to another point size lays out exactly as one made at that size, in every
    /// container, after it has already laid the text out at its own size.
    @Test(arguments: ParagraphAdvancesTests.texts + ["Supercalifragilistic", "Add\n", "Subtotal ١٢٫٥٠ €"])
    func resizedLayouterMatchesOneMadeAtThatSize(text: String) throws {
        for font in try ParagraphAdvancesTests.fonts() {
            var original = try TextLayouter(text, font: font)
            _ = Self.containers.map { original.layout(in: $0) }
            for size in [11.0, 23.5, 53] {
                let other = Font(face: font.face, size: size).with(features: font.features)
                let fresh = try Self.containers.map { try other.layout(text, in: $0) }
                var resized = original.resized(to: size)
                #expect(Self.containers.map { resized.layout(in: $0) } == fresh, "\(text) at \(size) pt")
                #expect(resized.font == other)
            }
        }
    }

    /// A layouter truncating a long text at every width from 1 to 700 pt in three modes (more candidates
    /// and more line starts than it keeps) lays out exactly as a fresh one at each.
    @Test func truncatingAtEveryWidthMatchesFreshLayouts() throws {
        let text = "Busca y reemplaza texto en el documento, con expresiones regulares y sin distinguir mayúsculas. "
            + "Найти и заменить текст в документе"
        let font = try Fixtures.dejaVuSans()
        var reused = try TextLayouter(text, font: font)
        for mode in [TruncationMode.tail, .middle, .head] {
            for width in stride(from: 1.0, through: 700, by: 1) {
                for lineLimit in [1, 3] {
                    let container = TextContainer(width: width, lineLimit: lineLimit, truncationMode: mode)
                    let fresh = try font.layout(text, in: container)
                    #expect(reused.layout(in: container) == fresh, "\(mode) at \(width) pt, \(lineLimit) lines")
                }
            }
        }
    }

    /// A layouter that keeps its layouts returns, for every container and size asked again, the
    /// layout it made, equal to a fresh one; it keeps a bounded number, and keeps none once told not to.
    @Test(arguments: ParagraphAdvancesTests.texts + ["Supercalifragilistic", "Add\n"])
    func keptLayoutsMatchFreshLayouts(text: String) throws {
        for font in try ParagraphAdvancesTests.fonts() {
            var kept = try TextLayouter(text, font: font)
            kept.memoizesLayouts = true
            for size in [font.size, 11, 23.5] {
                var sized = kept.resized(to: size)
                let other = Font(face: font.face, size: size).with(features: font.features)
                let fresh = try Self.containers.map { try other.layout(text, in: $0) }
                #expect(Self.containers.map { sized.layout(in: $0) } == fresh, "\(text) at \(size) pt")
                let learnt = sized.learnedFacts
                #expect(Self.containers.map { sized.layout(in: $0) } == fresh, "\(text) at \(size) pt, again")
                #expect(sized.learnedFacts == learnt)
                kept = sized
            }
        }
        var bounded = try TextLayouter("Añadir al carrito", font: Fixtures.dejaVuSans())
        bounded.memoizesLayouts = true
        for width in stride(from: 1.0, through: 300, by: 1) { _ = bounded.layout(in: TextContainer(width: width)) }
        let afterMany = bounded.learnedFacts
        _ = bounded.layout(in: TextContainer(width: 1))  // made again: the first widths were let go
        #expect(bounded.learnedFacts > afterMany)
        bounded.memoizesLayouts = false
        let off = bounded.learnedFacts
        _ = bounded.layout(in: TextContainer(width: 300))
        #expect(bounded.learnedFacts == off)
    }

    /// Copies share one analysis until one learns something: then it learns alone, and the other
    /// lays out as before; a kept layout is read from a shared analysis without copying it.
    @Test func copiesKeepValueSemantics() throws {
        let font = try Fixtures.dejaVuSans()
        var original = try TextLayouter("Añadir al carrito", font: font)
        original.memoizesLayouts = true
        let narrow = original.layout(in: TextContainer(width: 90))
        let learnt = original.learnedFacts
        var copy = original
        var resized = original.resized(to: 34)
        #expect(copy.layout(in: TextContainer(width: 90)) == narrow)  // kept: nothing learnt, nothing copied
        #expect(copy.learnedFacts == learnt)
        _ = copy.layout(in: TextContainer(width: 60, lineLimit: 1))
        _ = resized.layout(in: TextContainer(width: 200))
        #expect(copy.learnedFacts > learnt)
        #expect(resized.learnedFacts > learnt)
        #expect(original.learnedFacts == learnt)
        #expect(original.font.size == 17)
        #expect(resized.font.size == 34)
        #expect(original.layout(in: TextContainer(width: 90)) == narrow)
        #expect(try original.layout(in: TextContainer(width: 60, lineLimit: 1)) == font.layout("Añadir al carrito", in: TextContainer(width: 60, lineLimit: 1)))
        #expect(original.resized(to: -3).font.size == 0)
        #expect(original.resized(to: .nan).font.size == 0)
    }

    @Test func resizingDoesNotShapeAgain() throws {
        var layouter = try TextLayouter("Añadir al carrito", font: Fixtures.dejaVuSans())
        _ = layouter.layout(in: TextContainer(width: 90))
        var large = layouter.resized(to: 34)
        #if DEBUG
        let before = large.statistics.shapingCalls
        #endif
        expectPoints(large.idealWidth(), 273.012)
        #if DEBUG
        #expect(large.statistics.shapingCalls == before)
        #endif
    }
}
