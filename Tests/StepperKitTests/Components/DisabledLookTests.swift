import Foundation
import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A disabled control is drawn dimmed, as SwiftUI dims a disabled button: its content at 30% opacity,
/// in every built-in style and theme; an enabled one is drawn whole.
struct DisabledLookTests {
    /// The opacity a button's content is drawn at, with its ancestors', by action, in tree order.
    static func buttonOpacities(_ node: some View, style: AnyStepperStyle) throws -> [(action: String, opacity: Double)] {
        let environment = try AccessibilityFixtures.environment().with { $0.stepperStyle = style }
        var found: [(String, Double)] = []
        try LayoutEngine().layout(node, in: environment).root.walk { node, context in
            if let button = node.button { found.append((button.action.rawValue, context.opacity)) }
        }
        return found
    }

    /// The four built-in styles and the two built-in themes.
    static let styles: [AnyStepperStyle] = {
        var registry = StepperStyleRegistry()
        for name in StepperTheme.builtInNames {
            if let theme = try? StepperTheme.builtIn(named: name) { try? registry.register(theme: theme, as: name) }
        }
        return registry.names.compactMap { try? registry.style(named: $0) }
    }()

    @Test func theStylesAreTheBuiltInsAndBothThemes() {
        #expect(Self.styles.map(\.name) == ["capsule", "bordered", "controlSizeAware", "repeating", "midnight", "mint"])
    }

    /// At the limit of 99 the "+" is dimmed and the "−" is not.
    @Test(arguments: styles)
    func plusAtTheLimitIsDimmed(style: AnyStepperStyle) throws {
        let opacities = try Self.buttonOpacities(AddToCartStepper(quantity: 99), style: style)
        #expect(opacities.map(\.action) == ["decrement", "increment"])
        #expect(opacities.map(\.opacity) == [1, 0.3])
    }

    /// With a limit of 0 nothing can be added: the Add button is dimmed.
    @Test(arguments: styles)
    func addAtALimitOfZeroIsDimmed(style: AnyStepperStyle) throws {
        let opacities = try Self.buttonOpacities(AddToCartStepper(quantity: 0, maximum: 0), style: style)
        #expect(opacities.map(\.action) == ["add"])
        #expect(opacities.map(\.opacity) == [0.3])
    }

    /// Between the bounds both buttons are drawn whole.
    @Test(arguments: styles)
    func betweenTheBoundsNothingIsDimmed(style: AnyStepperStyle) throws {
        let opacities = try Self.buttonOpacities(QuantityStepper(value: 5, in: 0...10, label: "Copies"), style: style)
        #expect(opacities.map(\.opacity) == [1, 1])
    }

    /// The SVG draws the disabled "+" as a group at 30% opacity, so a viewer sees it dimmed.
    @Test func theSVGDrawsTheDisabledPlusAtThirtyPercent() throws {
        let result = try AccessibilityFixtures.capsule(quantity: 99)
        let svg = SVGRenderer(scale: 1).render(result.root)
        let label = try #require(svg.firstRange(of: #"aria-label="Increase quantity""#))
        let start = try #require(svg[..<label.lowerBound].range(of: "<g", options: .backwards))
        let end = try #require(svg[label.upperBound...].firstIndex(of: ">"))
        let tag = svg[start.lowerBound..<end]
        #expect(tag.contains(#"opacity="0.3""#))
        #expect(tag.contains(#"aria-disabled="true""#))
    }

    /// In colour, the terminal draws the disabled "+" in white at 30% over the tint, not white.
    @Test func theTerminalDrawsTheDisabledPlusDimmed() throws {
        let result = try AccessibilityFixtures.capsule(quantity: 99)
        let terminal = TerminalRenderer(colors: true).render(result.root)
        let plus = try #require(terminal.firstRange(of: "+"))
        let escape = terminal[..<plus.lowerBound].components(separatedBy: "\u{1B}[38;2;").last ?? ""
        #expect(!escape.hasPrefix("255;255;255"))
        let minus = try #require(terminal.firstRange(of: "−"))
        #expect((terminal[..<minus.lowerBound].components(separatedBy: "\u{1B}[38;2;").last ?? "").hasPrefix("255;255;255"))
    }
}
