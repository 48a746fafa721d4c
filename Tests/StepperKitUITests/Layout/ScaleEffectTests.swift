import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// A scale effect draws a subtree scaled about an anchor of its frame, as SwiftUI's: layout does not change.
struct ScaleEffectTests {
    private func node(_ result: LayoutResult, tagged tag: String) throws -> LaidOutNode {
        try #require(result.root.first(tagged: tag))
    }

    @Test func layoutStaysAndTheSubtreeIsDrawnScaledAboutItsCentre() throws {
        let environment = try environment()
        let plain = try layout(HStack(spacing: 0) { Color.red.frame(width: 40, height: 20).tag("box"); Color.blue.frame(width: 10, height: 10) }, in: environment)
        let scaled = try layout(HStack(spacing: 0) { Color.red.frame(width: 40, height: 20).tag("box").scaleEffect(1.5); Color.blue.frame(width: 10, height: 10) }, in: environment)
        // The stack and its second child are where they were.
        #expect(scaled.root.frame == plain.root.frame)
        #expect(scaled.root.children[1].frame == plain.root.children[1].frame)
        // The box grows about its centre (20, 10): 60 × 30 from (-10, -5).
        #expect(try node(scaled, tagged: "box").frame == Rect(x: -10, y: -5, width: 60, height: 30))
    }

    @Test func theAnchorStaysInPlaceAndMirrorsRightToLeft() throws {
        let box = Color.red.frame(width: 40, height: 20).tag("box").scaleEffect(x: 0.5, y: 2, anchor: .leading)
        #expect(try node(try layout(box, in: try environment()), tagged: "box").frame == Rect(x: 0, y: -10, width: 20, height: 40))
        let rightToLeft = try environment("ar_EG").with { $0.layoutDirection = .rightToLeft }
        #expect(try node(try layout(box, in: rightToLeft), tagged: "box").frame == Rect(x: 20, y: -10, width: 20, height: 40))
    }

    @Test func aButtonAnswersTouchWhereItIsDrawn() throws {
        let button = Button(ActionID("go")) { Color.red.frame(width: 60, height: 60) }.scaleEffect(0.5)
        let info = try #require(try layout(button, in: try environment()).root.allNodes.compactMap(\.button).first)
        #expect(info.hitArea == Rect(x: 15, y: 15, width: 30, height: 30))
    }

    @Test func textIsDrawnAtTheScale() throws {
        let environment = try environment()
        let plain = SVGRenderer().render(try layout(Text(verbatim: "Hi"), in: environment).root)
        let doubled = SVGRenderer().render(try layout(Text(verbatim: "Hi").scaleEffect(2, anchor: .topLeading), in: environment).root)
        // Every coordinate of the glyph outlines doubles from the top leading corner.
        func coordinates(_ svg: String) -> [Double] {
            guard let range = svg.range(of: #" d="[^"]*""#, options: .regularExpression) else { return [] }
            return svg[range].split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        }
        let before = coordinates(plain)
        let after = coordinates(doubled)
        #expect(!before.isEmpty && before.count == after.count)
        #expect(zip(before, after).allSatisfy { abs($0 * 2 - $1) <= 0.002 })
    }

    @Test func theDumpSaysATextIsDrawnScaled() throws {
        let environment = try environment()
        #expect(try layout(Text(verbatim: "Hi").scaleEffect(2), in: environment).root.dump().contains("\"Hi\" body drawn×2 "))
        #expect(try layout(Text(verbatim: "Hi").scaleEffect(x: 1.5, y: 0.5), in: environment).root.dump().contains(" drawn×1.5×0.5 "))
        #expect(try !layout(Text(verbatim: "Hi"), in: environment).root.dump().contains("drawn"))
    }

    @Test func scalesBelowZeroOrNotFiniteAreHeld() {
        let view = Text(verbatim: "x")
        #expect(view.scaleEffect(-2).x == 0)
        #expect(view.scaleEffect(.nan).y == 1)
        #expect(view.scaleEffect(.infinity).x == 1)
    }
}
