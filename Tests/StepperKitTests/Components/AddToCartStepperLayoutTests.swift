import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct AddToCartStepperLayoutTests {
    /// Seed 000's metrics: 44 pt buttons and a 34 pt count, scaled relative to headline
    /// (value × leading(headline, size) ÷ 22, on a 1/3 pt grid).
    @Test(arguments: [
        (DynamicTypeSize.large, 44.0, 34.0),
        (.xSmall, 38.0, 29.333),      // 44 × 19/22 = 38; 34 × 19/22 = 29.36 → 29.333
        (.accessibility3, 96.0, 74.333),  // 44 × 48/22 = 96; 34 × 48/22 = 74.18 → 74.333
        (.accessibility5, 124.0, 95.667), // 44 × 62/22 = 124; 34 × 62/22 = 95.82 → 95.667
    ])
    func buttonsAndCountScaleWithDynamicType(size: DynamicTypeSize, button: Double, count: Double) throws {
        let root = try layout(AddToCartStepper(quantity: 3), in: try environment(size: size)).root
        let tagged = root.tagged
        #expect(tagged["decrement"]?.frame.size == Size(width: button, height: button))
        #expect(tagged["increment"]?.frame.size == Size(width: button, height: button))
        // The capsule is the two buttons and the count's minimum width between them.
        #expect(abs(root.frame.width - 2 * button - count) < 0.001)
        #expect(root.frame.height == button)
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3], [1, 9, 10, 42, 88, 99])
    func countsUpTo99FitTheScaledCountWidth(size: DynamicTypeSize, quantity: Int) throws {
        let environment = try environment(size: size)
        let root = try layout(AddToCartStepper(quantity: quantity), in: environment).root
        let value = try #require(root.first(tagged: "value"))
        let text = try #require(value.firstText)
        #expect(!text.isTruncated)
        #expect(text.scale == 1)
        // The capsule stays at its minimum: two buttons and the scaled 34 pt count.
        let expected = 2 * environment.scaledMetric(44, relativeTo: .headline) + environment.scaledMetric(34, relativeTo: .headline)
        #expect(abs(root.frame.width - expected) < 0.001)
    }

    /// A 320 pt phone leaves 288 pt inside its margins: at AX5 the scaled buttons (124 pt each) leave
    /// 40 pt, too little for "99" (issue 26: it was drawn "…"). The buttons narrow around their icons,
    /// never below 44 pt, and the count is shown whole at full size, in every built-in look.
    @Test(arguments: ["capsule", "bordered", "mint", "midnight"], ["en_US", "es_ES", "ar_EG"])
    func atAX5OnA320PointPhoneTheCountIsShownWhole(style: String, locale: String) throws {
        var registry = StepperStyleRegistry()
        for theme in StepperTheme.builtInNames { try registry.register(theme: StepperTheme.builtIn(named: theme), as: theme) }
        let look = try registry.style(named: style)
        let environment = try environment(locale, size: .accessibility5).with { $0.stepperStyle = look }
        let root = try layout(AddToCartStepper(quantity: 99), in: environment, proposal: ProposedSize(width: 288, height: nil)).root
        let text = try #require(root.first(tagged: "value")?.firstText)
        #expect(!text.isTruncated)
        #expect(text.scale == 1)
        #expect(text.shownText == (locale == "ar_EG" ? "٩٩" : "99"))
        let buttons = root.buttons
        #expect(buttons.count == 2)
        for button in buttons {
            #expect(button.frame.width >= 44)
            #expect(button.frame.width < 124)
            #expect(button.frame.height == 124)
        }
        #expect(root.frame.width <= 288.001)
    }

    @Test func aMillionShrinksTowardSixtyPercentThenTruncatesOnANarrowProposal() throws {
        let stepper = AddToCartStepper(quantity: 1_000_000, maximum: 1_000_000)
        let environment = try environment()
        let ideal = try #require(try layout(stepper, in: environment).root.first(tagged: "value")?.firstText)
        #expect(ideal.scale == 1)
        #expect(ideal.shownText == "1,000,000")
        // Room for most of the count: one uniform scale between 0.6 and 1, nothing cut.
        let squeezed = try #require(try layout(stepper, in: environment, proposal: ProposedSize(width: 150, height: nil)).root.first(tagged: "value")?.firstText)
        #expect(squeezed.scale < 1)
        #expect(squeezed.scale >= 0.6)
        #expect(!squeezed.isTruncated)
        // Too little room even at 0.6: drawn at 0.6 and truncated.
        let cut = try #require(try layout(stepper, in: environment, proposal: ProposedSize(width: 110, height: nil)).root.first(tagged: "value")?.firstText)
        #expect(cut.scale == 0.6)
        #expect(cut.isTruncated)
        #expect(cut.shownText.hasSuffix("…"))
    }

    @Test func collapsedAtZeroToAnAddButtonNamedAddToCart() throws {
        let root = try layout(AddToCartStepper(quantity: 0), in: try environment()).root
        #expect(root.buttons.map { $0.button?.action } == [.add])
        let add = try #require(root.first(tagged: "add"))
        #expect(add.accessibility?.label == "Add to cart")
        #expect(add.button?.isEnabled == true)
        #expect(add.frame.height == 44)
        #expect(add.firstText?.shownText == "Add")
    }

    @Test func atOneTheDecrementButtonRemovesTheItem() throws {
        let root = try layout(AddToCartStepper(quantity: 1), in: try environment()).root
        let decrement = try #require(root.first(tagged: "decrement"))
        #expect(decrement.accessibility?.label == "Remove from cart")
        #expect(decrement.button?.role == .destructive)
        let icons = decrement.allNodes.compactMap { node -> IconName? in if case .icon(let icon) = node.content { icon.name } else { nil } }
        #expect(icons == [.trash])
    }

    @Test func theLimitDisablesIncrementAndAZeroLimitDisablesAdd() throws {
        let atLimit = try layout(AddToCartStepper(quantity: 5, maximum: 5), in: try environment()).root
        #expect(atLimit.first(tagged: "increment")?.button?.isEnabled == false)
        #expect(atLimit.first(tagged: "decrement")?.button?.isEnabled == true)
        let none = try layout(AddToCartStepper(quantity: 0, maximum: 0), in: try environment()).root
        #expect(none.first(tagged: "add")?.button?.isEnabled == false)
    }

    @Test func theForegroundIsChosenByContrastWithTheTint() throws {
        let light = try layout(AddToCartStepper(quantity: 2, tint: .yellow), in: try environment()).root
        #expect(light.first(tagged: "value")?.firstText?.fill == .solid(.black))
        let dark = try layout(AddToCartStepper(quantity: 2, tint: .indigo), in: try environment()).root
        #expect(dark.first(tagged: "value")?.firstText?.fill == .solid(.white))
        // Pure red: the seed's luminance rule picks white (4.00:1); contrast picks black (5.25:1).
        let red = try layout(AddToCartStepper(quantity: 2, tint: Color(rgb8: 0xFF, 0, 0)), in: try environment()).root
        #expect(red.first(tagged: "value")?.firstText?.fill == .solid(.black))
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility5], ControlSize.allCases)
    func everyButtonHitsAtLeast44Points(size: DynamicTypeSize, controlSize: ControlSize) throws {
        let root = try layout(AddToCartStepper(quantity: 2), in: try environment(size: size, controlSize: controlSize)).root
        let hitAreas = root.buttons.compactMap { $0.button?.hitArea }
        #expect(hitAreas.count == 2)
        #expect(hitAreas.allSatisfy { $0.width >= 44 && $0.height >= 44 })
    }

    /// A still stepper does not depend on Reduce Motion, so an audit's cells that differ only in it share one
    /// layout; a stepper part way through a change reads it (with it on, the change is drawn at its end).
    @Test func onlyAStepperInMotionReadsReduceMotion() throws {
        let probe = EnvironmentReadLog()
        var probed = EnvironmentValues()
        probed.readLog = probe
        _ = probed.reduceMotion
        let reduceMotion = try #require(probe.read.first)
        func reads(_ stepper: AddToCartStepper) throws -> Set<ObjectIdentifier> {
            let log = EnvironmentReadLog()
            var environment = try environment()
            environment.readLog = log
            _ = try layout(stepper, in: environment)
            return log.read
        }
        let model = AddToCartModel(quantity: 1)
        #expect(try !reads(AddToCartStepper(model: model)).contains(reduceMotion))
        #expect(try !reads(AddToCartStepper(model: model, motion: AddToCartMotion(from: AddToCartModel(), progress: 1))).contains(reduceMotion))
        #expect(try reads(AddToCartStepper(model: model, motion: AddToCartMotion(from: AddToCartModel(), progress: 0.5))).contains(reduceMotion))
    }
}
