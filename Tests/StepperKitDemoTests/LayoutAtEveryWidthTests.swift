import Testing
import StepperKit
import StepperKitDemo

/// Laying a screen out at every phone's width from one set of elements gives, width by width, what
/// laying it out at that width alone gives.
struct LayoutAtEveryWidthTests {
    private static let widths: [Double] = [320, 375, 390, 393, 430]

    /// Environments that change what is built: locale and direction, text size, control size,
    /// style, Bold Text, and keyboard focus (one control a placement).
    private static func environments() throws -> [EnvironmentValues] {
        [
            try environment(),
            try environment("es_ES", size: .accessibility5, controlSize: .mini).with { $0.stepperStyle = AnyStepperStyle(.bordered) },
            try environment("ar-XB", size: .accessibility3, controlSize: .large).with {
                $0.boldText = true
                $0.focusedAction = .increment
            },
            try environment("en-XA", size: .xSmall).with { $0.stepperStyle = AnyStepperStyle(.controlSizeAware) },
        ]
    }

    @Test(arguments: DemoScene.allCases)
    func eachWidthIsTheLayoutOfThatWidthAlone(scene: DemoScene) throws {
        let engine = try Demo.engine()
        let states = [DemoState(), DemoState(quantity: 0, latteQuantity: 99, cartCount: 0, tickets: 10, copies: 100, copiesEntry: "1.234", value: 100)]
        for environment in try Self.environments() {
            for state in states {
                let proposals = Self.widths.map { ProposedSize(width: $0, height: nil) }
                let together = try engine.layout(scene.node(state), in: environment, proposals: proposals)
                #expect(together.count == proposals.count)
                for (result, proposal) in zip(together, proposals) {
                    let alone = try engine.layout(scene.node(state), in: environment, proposal: proposal)
                    #expect(result.root.dump() == alone.root.dump(), "\(scene) at \(proposal)")
                    #expect(result.proposal == proposal)
                    #expect(result.root.allNodes.filter { $0.button?.isFocused == true }.count
                        == alone.root.allNodes.filter { $0.button?.isFocused == true }.count)
                }
            }
        }
    }

    @Test func noProposalsIsNoLayouts() throws {
        #expect(try Demo.engine().layout(DemoScene.addToCart.node(), in: try environment(), proposals: []).isEmpty)
        // Nothing is built: a view that cannot be built is no error when no layout was asked for.
        #expect(try Demo.engine().layout(Icon(IconName("no.such.icon")), in: try environment(), proposals: []).isEmpty)
        #expect(throws: LayoutError.self) {
            try Demo.engine().layout(Icon(IconName("no.such.icon")), in: try environment(), proposals: [ProposedSize(width: 320, height: nil)])
        }
    }
}
