import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct OffscreenRuleTests {
    static let phone = ProposedSize(width: 390, height: nil)

    /// A count 420 pt wide, as a theme's `countMinWidth` made it, on a 390 pt screen.
    @Test func contentWiderThanTheScreenIsAnError() throws {
        let screen = Text(verbatim: "3")
            .frame(minWidth: 420)
            .background(Capsule().fill(.tint))
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.offscreen])
        #expect(findings == [
            "error [offscreen] Background/Shape: capsule 420 pt wide reaches 30 pt beyond the right edge of the 390 pt screen (en_US, large)",
        ])
    }

    /// Content moved off the leading edge is off screen too.
    @Test func contentMovedPastTheLeftEdgeIsAnError() throws {
        let screen = HStack {
            Text(verbatim: "Copies")
            Spacer()
        }
        .offset(x: -20, y: 0)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.offscreen])
        #expect(findings == [
            "error [offscreen] HStack/Text: text \"Copies\" 55.685 pt wide reaches 20 pt beyond the left edge of the 390 pt screen (en_US, large)",
        ])
    }

    @Test func contentWithinTheScreenPasses() throws {
        let screen = HStack {
            Text(verbatim: "Copies")
            Spacer()
            Capsule().fill(.tint).frame(width: 120, height: 44)
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen, proposal: Self.phone), rules: [.offscreen])
        #expect(findings.isEmpty)
    }

    /// Without a proposed width there is no screen edge: the screen is as wide as its content.
    @Test func layoutWithoutAWidthHasNoScreenEdge() throws {
        let screen = Capsule().fill(.tint).frame(width: 420, height: 44)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.offscreen])
        #expect(findings.isEmpty)
    }
}
