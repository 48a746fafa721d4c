import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A character no installed font draws shows as a box: an error, naming the code points.
struct MissingGlyphRuleTests {
    @Test func charactersNoFontDrawsAreErrors() throws {
        let screen = VStack {
            Text(verbatim: "Kawi 𑼄𑼅")
            Text(verbatim: "Add to cart")
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.missingGlyph])
        #expect(findings == [
            "error [missing-glyph] VStack/Text[1]: text \"Kawi 𑼄𑼅\" has characters no installed font draws: U+11F04, U+11F05; install a font that has them (en_US, large)",
        ])
    }

    /// Arabic and Hebrew are not in Inter but are in DejaVu Sans, which draws them: no finding.
    @Test func charactersAFallbackFaceDrawsAreFine() throws {
        let screen = VStack {
            Text(verbatim: "Subtotal ١٢٫٥٠ €")
            Text(verbatim: "שלום")
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.missingGlyph])
        #expect(findings.isEmpty)
    }

    @Test func hiddenTextIsNotChecked() throws {
        let screen = Text(verbatim: "𑼄").opacity(0)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.missingGlyph])
        #expect(findings.isEmpty)
    }
}
