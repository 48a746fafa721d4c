import Testing
import StepperKit
import StepperKitDemo

/// The demo's own table, layered beside the kit's in the demo's services.
struct DemoCatalogTests {
    @Test(arguments: [
        ("Trail backpack", "es", "Mochila de senderismo"),
        ("Twenty liters, water resistant and light enough for every day.", "es",
         "Veinte litros, resistente al agua y lo bastante ligera para el día a día."),
        ("Shop", "es", "Tienda"),
        ("Copies", "es", "Copias"),
    ])
    func resolvesTheDemosStrings(key: String, locale: String, expected: String) throws {
        #expect(try Demo.services().localizer.string(key, locale: LocaleID(locale)) == expected)
    }

    @Test func keepsTheKitsStringsBesideTheDemos() throws {
        let localizer = try Demo.services().localizer
        #expect(try localizer.string("Decrease quantity", locale: LocaleID("es")) == "Reducir cantidad")
        #expect(localizer.contains("Copies", table: "Demo"))
        #expect(!localizer.contains("Copies", table: "Localizable"))
    }

    @Test func addsTheDemosIconsToTheKits() throws {
        let icons = try Demo.services().icons
        #expect(icons.names.map(\.rawValue) == ["backpack", "cart", "cart.badge.plus", "chevron.backward", "chevron.forward", "cup", "minus", "plus", "trash"])
        #expect(icons.glyph(named: .cup)?.terminalCharacter == "☕")
    }
}
