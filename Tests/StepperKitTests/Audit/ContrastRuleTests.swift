import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct ContrastRuleTests {
    private static let grey = Color(rgb8: 0x88, 0x88, 0x88)  // 3.54:1 on white

    @Test func lowContrastTextAndIconsFail() throws {
        let screen = VStack {
            Text("Flat white").foregroundStyle(Self.grey)
            Text("Double shot").foregroundStyle(.white).padding(8).background(Capsule().fill(.orange))
            Icon(.cart).foregroundStyle(.yellow)
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen)) == [
            "error [contrast] VStack/Text: text \"Flat white\" has contrast 3.54:1 (#888888 on #FFFFFF), below 4.5:1 for text (17 pt regular) (en_US, large)",
            "error [contrast] VStack/Background/Padding/Text: text \"Double shot\" has contrast 2.19:1 (#FFFFFF on #FF9500), below 4.5:1 for text (17 pt regular) (en_US, large)",
            "error [contrast] VStack/Icon: icon \"cart\" has contrast 1.51:1 (#FFCC00 on #FFFFFF), below 3:1 for icons (en_US, large)",
        ])
    }

    /// Large text needs 3:1: at least 24 pt, or 18.67 pt bold.
    @Test(arguments: [
        (TextFont.system(size: 24), true),
        (TextFont.system(size: 23), false),
        (TextFont.system(size: 19, weight: .bold), true),
        (TextFont.system(size: 19, weight: .semibold), false),  // semibold is not bold
        (TextFont.system(size: 18, weight: .bold), false),
        (TextFont.largeTitle, true),  // 34 pt at the default size
    ])
    func largeTextNeedsThreeToOne(font: TextFont, passes: Bool) throws {
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(Text("Flat white").font(font).foregroundStyle(Self.grey)))
        #expect(findings.isEmpty == passes, "\(findings)")
    }

    @Test func translucentLayersAreCompositedOverTheScreen() throws {
        let glass = Text("Flat white").padding(4).background(Rectangle().fill(Color.indigo.opacity(0.5)))
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(glass)).isEmpty)
        let solid = Text("Flat white").padding(4).background(Rectangle().fill(Color.indigo))
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(solid)) == [
            "error [contrast] Background/Padding/Text: text \"Flat white\" has contrast 3.71:1 (#000000 on #5856D6), below 4.5:1 for text (17 pt regular) (en_US, large)",
        ])
        // Opacity on the text itself lightens it.
        let faded = Text("Flat white").opacity(0.5)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(faded)) == [
            "error [contrast] Opacity/Text: text \"Flat white\" has contrast 3.94:1 (#808080 on #FFFFFF), below 4.5:1 for text (17 pt regular) (en_US, large)",
        ])
    }

    /// The worst colour a gradient shows under the text decides, not the gradient's average: the
    /// text covers the middle third of a white-to-indigo gradient, so its top edge meets a third of
    /// the way to indigo.
    @Test func gradientsAreCheckedAtTheirWorstUnderTheText() throws {
        let sunrise = Text("Flat white")
            .foregroundStyle(.white)
            .frame(height: 60)
            .background(Rectangle().fill(.linearGradient([.white, .indigo], from: .top, to: .bottom)))
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(sunrise)) == [
            "error [contrast] Background/Frame/Text: text \"Flat white\" has contrast 1.62:1 (#FFFFFF on #C8C7F2), below 4.5:1 for text (17 pt regular) (en_US, large)",
        ])
    }

    @Test func disabledControlsAreExempt() throws {
        let dimmed = Button(.add) { Text("Add").foregroundStyle(Self.grey) }.disabled(true)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(dimmed)).isEmpty)
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3])
    func capsuleStepperPassesAtSizesWhereTheCountSitsLowOnTheGradient(size: DynamicTypeSize) throws {
        for quantity in [0, 1, 3] {
            #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.capsule(quantity: quantity, size: size), rules: [.contrast]).isEmpty)
        }
    }

    /// The audit once found the capsule's 19–23 pt semibold count (normal text) reaching the lighter
    /// top of SwiftUI's 15% tint gradient at xLarge to xxxLarge, where white falls to 4.49:1; the
    /// gradient now lightens only as far as keeps 4.5:1, so those sizes pass.
    @Test(arguments: [DynamicTypeSize.xLarge, .xxLarge, .xxxLarge])
    func capsuleCountKeepsContrastOnTheLighterGradientTop(size: DynamicTypeSize) throws {
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.capsule(quantity: 3, size: size), rules: [.contrast]).isEmpty)
    }

    @Test func theGradientTopLightensOnlyAsFarAsContrastAllows() {
        // Indigo with white text: 11% toward white is the most that keeps 4.5:1.
        #expect(Fill.gradientTop(of: .indigo) == Color.white.opacity(0.11).composited(over: .indigo))
        #expect(Fill.gradientTop(of: .indigo).contrastRatio(with: .white) >= 4.5)
        // A light tint takes black text, which a lighter top only helps: SwiftUI's full 15%.
        #expect(Fill.gradientTop(of: .yellow) == Color.white.opacity(0.15).composited(over: .yellow))
        // A tint that fails 4.5:1 with either colour cannot be helped by blending less: 15% as well.
        #expect(Fill.gradientTop(of: Color(rgb8: 0x80, 0x80, 0x80)) == Color.white.opacity(0.15).composited(over: Color(rgb8: 0x80, 0x80, 0x80)))
    }
}
