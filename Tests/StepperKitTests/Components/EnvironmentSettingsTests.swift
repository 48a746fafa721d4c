import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// Reduce Motion, Increase Contrast and Bold Text from the environment, honoured by every component.
struct EnvironmentSettingsTests {
    @Test(arguments: [
        (FontWeight.regular, FontWeight.medium), (.medium, .semibold), (.semibold, .bold), (.bold, .heavy), (.black, .black),
    ])
    func boldTextDrawsOneWeightHeavier(weight: FontWeight, heavier: FontWeight) throws {
        let environment = try environment().with { $0.boldText = true }
        let (_, drawn) = ElementBuilder.pointSizeAndWeight(TextFont.body.weight(weight), environment)
        #expect(drawn == heavier)
        let (_, plain) = ElementBuilder.pointSizeAndWeight(TextFont.body.weight(weight), try StepperKitTests.environment())
        #expect(plain == weight)
    }

    @Test func boldTextLoadsTheHeavierFace() throws {
        let plain = try #require(try layout(Text(verbatim: "Copies"), in: try environment()).root.firstText)
        let bold = try #require(try layout(Text(verbatim: "Copies"), in: try environment().with { $0.boldText = true }).root.firstText)
        #expect(plain.resolvedFont.face.style == "Regular")
        #expect(bold.resolvedFont.face.style == "Medium")
        #expect(bold.layout.width > plain.layout.width)
    }

    @Test(arguments: [
        (Color.indigo, "#3634A3"), (.blue, "#0040DD"), (.red, "#D70015"), (.green, "#248A3D"),
    ])
    func increasedContrastUsesApplesAccessibleVariants(color: Color, expected: String) {
        #expect(color.increasedContrast.hex == expected)
    }

    @Test func anyOtherTintIsDarkenedUntilWhiteReadsOnIt() {
        let lavender = Color(rgb8: 0x99, 0x99, 0xFF)
        #expect(lavender.contrastRatio(with: .white) < 4.5)
        #expect(lavender.increasedContrast.contrastRatio(with: .white) >= 4.5)
        #expect(Color.black.increasedContrast == .black)
    }

    @Test(arguments: ["capsule", "bordered", "controlSizeAware", "repeating"])
    func increaseContrastGivesEveryStyleTheDarkerTint(style: String) throws {
        let chosen = try StepperStyleRegistry().style(named: style)
        let environment = try environment().with { $0.increaseContrast = true; $0.stepperStyle = chosen }
        let root = try layout(AddToCartStepper(quantity: 2), in: environment).root
        let paints = root.allNodes.compactMap { node -> String? in
            guard case .shape(let shape) = node.content else { return nil }
            return [shape.fill, shape.stroke].compactMap { $0.map { "\($0)" } }.joined()
        }
        #expect(paints.contains { $0.contains("#3634A3") })
        #expect(!paints.contains { $0.contains("#5856D6") })
    }

    @Test func increaseContrastThickensTheBorderedOutline() throws {
        func border(_ increase: Bool) throws -> Double? {
            let environment = try environment().with { $0.increaseContrast = increase; $0.stepperStyle = AnyStepperStyle(.bordered) }
            return try layout(AddToCartStepper(quantity: 2), in: environment).root.allNodes.compactMap { node -> Double? in
                if case .shape(let shape) = node.content, shape.stroke != nil { shape.lineWidth } else { nil }
            }.first
        }
        #expect(try border(false) == 1.5)
        #expect(try border(true) == 2.5)
    }

    /// A fly button with one flight launched at 0, drawn at 300 ms.
    static func flyButton() -> AddToCartFlyButton {
        var model = FlyButtonModel(count: 0, cartFrame: Rect(x: 340, y: 10, width: 40, height: 40), sourceFrame: Rect(x: 24, y: 100, width: 342, height: 260))
        model.apply(.add(now: .zero))
        return AddToCartFlyButton(model: model, image: .cart, time: .milliseconds(300))
    }

    @Test(arguments: [false, true])
    func reduceMotionInTheEnvironmentLandsFlightsAtOnce(reduceMotion: Bool) throws {
        let environment = try environment().with { $0.reduceMotion = reduceMotion }
        let root = try layout(Self.flyButton(), in: environment, proposal: ProposedSize(width: 342, height: nil)).root
        #expect((root.first(tagged: "flight") != nil) == !reduceMotion)
    }

    /// The cart icon's drawn width at a moment of a bump that started at 0.
    static func iconWidth(at time: Duration, reduceMotion: Bool) throws -> (icon: Double, cart: Size) {
        var model = CartBadgeModel(count: 1)
        model.apply(.countChanged(to: 2, now: .zero))
        let environment = try environment().with { $0.reduceMotion = reduceMotion }
        let root = try layout(CartBadge(model: model, time: time), in: environment).root
        let icon = try #require(root.allNodes.first { if case .icon = $0.content { true } else { false } })
        return (icon.frame.width, root.frame.size)
    }

    @Test func theBadgeDrawsItsBumpAtATimeWithoutMovingTheLayout() throws {
        let rest = try Self.iconWidth(at: .seconds(1), reduceMotion: false)
        let peak = try Self.iconWidth(at: .milliseconds(140), reduceMotion: false)
        // title2 is 22 pt at the default size; the bump peaks at 1.3×.
        #expect(abs(rest.icon - 22) < 1e-9)
        #expect(abs(peak.icon - 22 * 1.3) < 1e-9)
        #expect(peak.cart == rest.cart)
    }

    @Test func reduceMotionInTheEnvironmentStopsTheBump() throws {
        #expect(abs(try Self.iconWidth(at: .milliseconds(140), reduceMotion: true).icon - 22) < 1e-9)
    }

    @Test(arguments: [(-2, 0), (0, 0), (3, 3)])
    func aCartNeverHoldsFewerThanNoItems(count: Int, expected: Int) {
        #expect(CartBadgeModel(count: count).count == expected)
        #expect(CartBadgeModel(count: 5).send(.countChanged(to: count, now: .zero)).state.count == expected)
    }
}
