import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

extension Tag {
    @Tag static var rendering: Self
}

/// Laid-out trees the renderer tests draw.
enum RenderingFixtures {
    static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The capsule stepper at `value` in a locale: collapsed to its Add button at 0 (titled in the
    /// locale's words, given verbatim while localization of keys is not wired), the trash at 1.
    static func capsuleStepper(value: Int, locale: String) throws -> LaidOutNode {
        let environment = EnvironmentValues(locale: try LocaleID(locale))
        let addTitle = locale.hasPrefix("es") ? "Añadir al carrito" : "Add to cart"
        let configuration = StepperStyleConfiguration(
            value: value, formattedValue: value.formatted(.localizedNumber.locale(environment.locale)),
            bounds: 0...99, canIncrement: value < 99, canDecrement: value > 0,
            decrementRole: value == 1 ? .remove : .decrement, isCollapsed: value == 0,
            addTitle: LocalizedText(verbatim: addTitle), environment: environment,
            accessibility: .separateControls(valueName: "Quantity")
        )
        return try LayoutEngine().layout(CapsuleStepperStyle().makeBody(configuration: configuration), in: environment).root
    }

    /// The add-to-cart stepper component at `value` in the capsule style: accessibility applied by
    /// the component, outside the style.
    static func addToCartStepper(value: Int, locale: String) throws -> LaidOutNode {
        let environment = EnvironmentValues(locale: try LocaleID(locale))
        return try LayoutEngine().layout(AddToCartStepper(quantity: value).stepperStyle(.capsule), in: environment).root
    }

    /// A node laid out in en_US with DejaVu Sans from its file, so glyphs do not depend on fontconfig.
    static func layout(_ node: some View) throws -> LaidOutNode {
        let environment = EnvironmentValues(locale: try LocaleID("en_US")).with { $0.fontSource = .file(dejaVuSansPath) }
        return try LayoutEngine().layout(node, in: environment).root
    }
}
