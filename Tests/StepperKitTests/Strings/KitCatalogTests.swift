import Foundation
import Testing
import StepperKit

/// The kit's own catalog, `Localizable.xcstrings`, compiled into StepperKit.
struct KitCatalogTests {
    private func string(_ localizer: Localizer, _ key: String, _ arguments: [LocalizationArgument], _ locale: String) throws -> String {
        try localizer.string(key, arguments: arguments, locale: LocaleID(locale))
    }

    @Test(arguments: [
        ("%lld items", [1], "es", "1 artículo"),
        ("%lld items", [2], "es", "2 artículos"),
        ("%lld items", [1_000_000], "es", "1000000 de artículos"),     // CLDR 42 `many`, digits ungrouped like Apple
        ("%lld items", [2_000_000], "es_MX", "2000000 de artículos"),  // es_MX → es_419 → es
        ("%lld items", [1_000_001], "es", "1000001 artículos"),
        ("%lld items", [0], "es", "0 artículos"),
        ("%lld items", [1], "en", "1 item"),
        ("%lld items", [21], "en_US", "21 items"),
        ("%lld items", [1], "en_GB", "1 item"),                        // en_GB → en_001 → en
        ("%lld items", [3], "fr", "3 items"),                          // no French: the source language
        ("Add", [], "es", "Añadir"),
        ("Add to cart", [], "es_MX", "Añadir al carrito"),
        ("Add to Cart", [], "es_ES", "Añadir al carrito"),
        ("Decrease quantity", [], "es", "Reducir cantidad"),
        ("Increase quantity", [], "es", "Aumentar cantidad"),
        ("Remove from cart", [], "es", "Quitar del carrito"),
        ("Quantity", [], "es", "Cantidad"),
        ("Cart", [], "es", "Carrito"),
        ("Enter a whole number", [], "es", "Introduce un número entero"),
        ("Enter a number between %1$@ and %2$@", ["1", "99"], "es", "Introduce un número entre 1 y 99"),
        ("button", [], "es", "botón"),
        ("adjustable", [], "es", "ajustable"),
        ("Add to cart", [], "en", "Add to cart"),
    ] as [(String, [LocalizationArgument], String, String)])
    func resolvesTheKitsStrings(key: String, arguments: [LocalizationArgument], locale: String, expected: String) throws {
        #expect(try string(Localizer.kit, key, arguments, locale) == expected)
    }

    @Test func keepsTheGroupingOfAnAmountTheKitFormatted() throws {
        let spanish = try LocaleID("es_ES")
        let amount = Decimal(string: "12345.5")!.formatted(.localizedCurrency(.eur).locale(spanish))
        // "12.345,50 €" with a no-break space (U+00A0) before the euro sign.
        #expect(try Localizer.kit.string("Subtotal %@", .string(amount), locale: spanish) == "Subtotal 12.345,50\u{A0}€")
    }

    @Test func holdsOnlyTheKitsOwnTable() throws {
        #expect(try Localizer.kit.tableNames == ["Localizable"])
        #expect(try !Localizer.kit.contains("Copies"))
        #expect(try Localizer.kit.contains("Quantity", table: "Localizable"))
    }

    @Test func listsTheArgumentTypesAKeyReads() throws {
        #expect(try Localizer.kit.argumentTypes(for: "Enter a number between %1$@ and %2$@", locale: LocaleID("es")) == [.object, .object])
    }

    @Test func answersTheSameFromManyThreadsAtOnce() async throws {
        let localizer = try Localizer.kit
        let locales = try ["es", "es_MX", "en", "en_GB"].map(LocaleID.init)
        let results = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { index in
                        let count = (task * 200 + index) % 3 == 0 ? 1_000_000 : index % 3
                        return (try? localizer.string("%lld items", .integer(count), locale: locales[index % locales.count])) ?? "error"
                    }
                }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(results.count == 1600)
        #expect(!results.contains("error"))
        #expect(Set(results).isSuperset(of: ["1000000 de artículos", "1 artículo", "2 items", "1 item"]))
    }
}
