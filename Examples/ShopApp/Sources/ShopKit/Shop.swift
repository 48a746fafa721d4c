import Foundation
import StepperKit

/// The shop's strings, styles and layout engine, built once from its own resources and the kit's.
public enum Shop {
    /// The app's own catalog (`Resources/Localizable.xcstrings`) layered over the kit's: the app's
    /// strings first, so it may override a kit string ("Add to cart" is "Al carrito" here), then the
    /// kit's ("Decrease quantity", "Quantity"…).
    public static func localizer() throws -> Localizer {
        Localizer(catalog: try catalog(), name: "ShopApp").layered(over: try Localizer.kit)
    }

    /// The app's own String Catalog, `Resources/Localizable.xcstrings`, without the kit's strings.
    public static func catalog() throws -> StringCatalog {
        try StringCatalog(bytes: PackageResources.Localizable_xcstrings)
    }

    /// The kit's styles plus the shop's: "pill" (Swift) and "sage" (a designer's JSON theme).
    public static func registry() throws -> StepperStyleRegistry {
        var registry = StepperStyleRegistry()
        try registry.register(PillStepperStyle(), as: "pill")
        try registry.register(theme: StepperTheme(json: Data(PackageResources.Sage_json)), as: "sage")
        return registry
    }

    /// A layout engine over the kit's icons and the shop's layered catalogs.
    public static func engine() throws -> LayoutEngine {
        LayoutEngine(services: try .kit(layering: Localizer(catalog: try catalog(), name: "ShopApp")))
    }

    /// The price of one print.
    public static let unitPrice = Decimal(string: "3.50") ?? 0

    /// The cart's total for a quantity of prints, formatted for a locale: "Total 10,50 €" in es_ES.
    public static func total(quantity: Int, currency: Currency, locale: LocaleID) throws -> String {
        let total = try Money.subtotal(unitPrice: Money(unitPrice, currency), quantity: quantity)
        return try localizer().string("Total %@", total, locale: locale)
    }
}
