import StepperKitLocalization
import Testing
import StepperKitUI

/// A view that fits builds its candidates only as far as a proposal needs them, as SwiftUI asks for them.
struct ViewThatFitsTests {
    /// "Add to cart" first, then "Add", then an icon the icon set does not have.
    private var candidates: some View {
        ViewThatFits(in: .horizontal) {
            Text(verbatim: "Add to cart")
            Text(verbatim: "Add")
            Icon(IconName("no.such.icon"))
        }
    }

    private func shown(_ result: LayoutResult) -> [String] {
        result.root.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { text.shownText } else { nil }
        }
    }

    @Test func aCandidateAfterTheOneThatFitsIsNeverBuilt() throws {
        let wide = try engine().layout(candidates, in: EnvironmentValues(), proposal: ProposedSize(width: 390, height: nil))
        #expect(shown(wide) == ["Add to cart"])
        let narrow = try engine().layout(candidates, in: EnvironmentValues(), proposal: ProposedSize(width: 40, height: nil))
        #expect(shown(narrow) == ["Add"])
    }

    @Test func aCandidateThatLayoutNeededAndCouldNotBuildFailsThePass() throws {
        // Nothing fits 10 pt: the last candidate is built, and its unknown icon is the pass's error.
        #expect(throws: LayoutError.unknownIcon(IconName("no.such.icon"), available: try IconSet.standard().names)) {
            try engine().layout(candidates, in: EnvironmentValues(), proposal: ProposedSize(width: 10, height: nil))
        }
    }
}
