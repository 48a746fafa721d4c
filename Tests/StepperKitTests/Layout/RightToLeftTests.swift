import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct RightToLeftTests {
    @Test(arguments: [
        ("ar_EG", LayoutDirection.rightToLeft), ("he_IL", .rightToLeft), ("fa_IR", .rightToLeft), ("ur_PK", .rightToLeft),
        ("en_US", .leftToRight), ("es_ES", .leftToRight), ("ja_JP", .leftToRight),
        // The script decides, as ICU's character orientation gives it, not the language alone.
        ("az_Arab", .rightToLeft), ("az", .leftToRight), ("pa_Arab_PK", .rightToLeft), ("pa_IN", .leftToRight),
        ("ckb", .rightToLeft), ("ks_Deva", .leftToRight), ("yi", .rightToLeft),
        ("ar-XB", .rightToLeft), ("en-XA", .leftToRight),
    ])
    func theLocaleDecidesTheDirection(locale: String, direction: LayoutDirection) throws {
        #expect(EnvironmentValues(locale: try LocaleID(locale)).layoutDirection == direction)
    }

    @Test func aDirectionSetByHandWins() throws {
        let environment = EnvironmentValues(locale: try LocaleID("ar_EG")).with { $0.layoutDirection = .leftToRight }
        #expect(environment.layoutDirection == .leftToRight)
    }

    /// `render addToCart --locale ar_EG`: + before − from the left, the count in Arabic digits.
    @Test func theAddToCartStepperMirrorsInArabic() throws {
        let root = try layout(AddToCartStepper(quantity: 2), in: try environment("ar_EG")).root
        let increment = try #require(root.buttons.first { $0.button?.action == .increment })
        let decrement = try #require(root.buttons.first { $0.button?.action == .decrement })
        #expect(increment.frame.maxX <= decrement.frame.minX)
        #expect(root.first(tagged: "value")?.firstText?.shownText == "٢")
        // The plus and minus icons are not directional: neither is mirrored.
        let icons = root.allNodes.compactMap { node -> LaidOutIcon? in
            if case .icon(let icon) = node.content { return icon }
            return nil
        }
        #expect(icons.map(\.name) == [.minus, .plus])   // tree order: the decrement button comes first
        #expect(icons.allSatisfy { !$0.isMirrored })
    }

    /// Leading alignment and padding are the right edge; a short line starts at the frame's right edge.
    @Test func leadingIsTheRightEdge() throws {
        let screen = VStack(alignment: .leading) {
            Text(verbatim: "Copies").padding(.leading, 10)
            Capsule().fill(.tint).frame(width: 200, height: 10)
        }
        let root = try layout(screen, in: try environment("ar_EG")).root
        let text = try #require(root.allNodes.first { $0.kind == .text })
        #expect(text.frame.maxX == root.frame.maxX - 10)
        let laidOut = try #require(text.firstText)
        #expect(laidOut.lineStart(width: 20, in: Rect(x: 0, y: 0, width: 100, height: 20)) == 80)
    }

    /// A chevron points along the reading direction: mirrored right to left, in SVG and the terminal.
    @Test func chevronsMirrorInSVGAndTheTerminal() throws {
        let chevron = Icon(.chevronForward).font(.system(size: 24)).frame(width: 24, height: 24)
        let arabic = try layout(chevron, in: try environment("ar_EG")).root
        let english = try layout(chevron, in: try environment("en_US")).root
        #expect(TerminalRenderer().render(arabic).contains("‹"))
        #expect(TerminalRenderer().render(english).contains("›"))
        #expect(SVGRenderer().render(arabic).contains("translate(24 0) scale(-1 1)"))
        #expect(SVGRenderer().render(english).contains("translate(0 0) scale(1)"))
    }
}
