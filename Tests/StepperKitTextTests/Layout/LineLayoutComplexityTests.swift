#if DEBUG // the layout's work is counted in debug builds only (LayoutStatistics)
import Testing
@testable import StepperKitText

/// Wrapping is linear in the text's length: the work a layout counts (shaping, width comparisons,
/// graphemes walked) grows in proportion to the text, checked by counting, not timing.
@Suite(.tags(.layout))
struct LineLayoutComplexityTests {
    /// Letters with no break opportunity, the worst case of issue 11 ("measure - --width 50" on a
    /// line without spaces), and a long Arabic word, where every cut is unsafe (joining forms).
    @Test(arguments: [("abcdefghijklmnopqrstuvwxyz", 50.0), ("AVATAR To Wayfarer ", 50.0), ("مرحبا", 30.0)])
    func workGrowsLinearlyWithTheText(unit: String, width: Double) throws {
        let font = try Fixtures.dejaVuSans()
        func work(repeating count: Int) throws -> (statistics: LayoutStatistics, lines: Int, bytes: Int) {
            let text = String(repeating: unit, count: count)
            var layouter = try TextLayouter(text, font: font)
            let layout = layouter.layout(in: TextContainer(width: width))
            #expect(layout.lines.allSatisfy { $0.width <= width + 1e-6 })
            return (layouter.statistics, layout.lines.count, text.utf8.count)
        }
        let small = try work(repeating: 100)
        let large = try work(repeating: 800)
        #expect(large.lines >= 7 * small.lines)
        // Eight times the text: at most about eight times the work (quadratic work would be 64 times).
        #expect(large.statistics.fitTests <= 9 * small.statistics.fitTests)
        #expect(large.statistics.graphemeSteps <= 9 * max(small.statistics.graphemeSteps, 1))
        #expect(large.statistics.shapingCalls <= 9 * small.statistics.shapingCalls)
        #expect(large.statistics.shapedBytes <= 9 * small.statistics.shapedBytes)
        // Each byte is shaped once in the one pass, and each cut at most once more within the
        // reshaping limit.
        #expect(large.statistics.shapedBytes <= large.bytes + LineLayout.reshapingLimit * 2 * (large.lines + 1))
    }

    /// A second layout of the same text at another width reuses the analysis: no text is shaped
    /// again except the pieces at new unsafe cuts.
    @Test func laterLayoutsDoNotShapeTheTextAgain() throws {
        var layouter = try TextLayouter("Añadir al carrito", font: Fixtures.dejaVuSans())
        let analysed = layouter.statistics
        #expect(analysed.shapingCalls == 1)
        _ = layouter.layout(in: TextContainer(width: 90))
        _ = layouter.layout(in: TextContainer(width: 60))
        _ = layouter.layout()
        #expect(layouter.statistics.shapedBytes == analysed.shapedBytes)
    }
}
#endif
