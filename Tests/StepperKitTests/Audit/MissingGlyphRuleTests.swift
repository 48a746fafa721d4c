import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A character no installed font draws shows as a box: an error, naming the code points.
struct MissingGlyphRuleTests {
    @Test func charactersNoFontDrawsAreErrors() throws {
        let screen = VStack {
            Text(verbatim: "Tangut 𗀀𗀁")
            Text(verbatim: "Add to cart")
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.missingGlyph])
        #expect(findings == [
            "error [missing-glyph] VStack/Text[1]: text \"Tangut 𗀀𗀁\" has characters no installed font draws: U+17000, U+17001; install a font that has them (en_US, large)",
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
        let screen = Text(verbatim: "𗀀").opacity(0)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.missingGlyph])
        #expect(findings.isEmpty)
    }
}
