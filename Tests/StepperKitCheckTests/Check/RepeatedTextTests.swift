import Foundation
import Testing
import StepperKitCheck

/// A key whose languages show the same text (left untranslated, or translated alike) is measured once
/// per key, and each of those locales still gets its own findings with the one measurement's numbers.
struct RepeatedTextTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Add to cart" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Add to cart" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Add to cart" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ajouter au panier" } }
          }
        },
        "Done" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    @Test func eachLocaleOfARepeatedTextHasItsOwnOverflow() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Repeated.xcstrings").path
        try Data(Self.catalog.utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration()
        configuration.fit = FitRequirement(width: 40, font: .family("DejaVu Sans"), dynamicTypeSizes: [.large, .accessibility1])
        let report = try await CatalogCheck(configuration).run(catalogsAt: [path])
        let overflows = report.findings.filter { $0.key == "Add to cart" && $0.rule == .overflow }
        // en and es show "Add to cart", de falls back to it; fr shows its own text: 4 locales × 2 sizes.
        #expect(Set(overflows.compactMap { $0.locale?.identifier }) == ["de", "en", "es", "fr"])
        #expect(overflows.count == 8)

        var fitter = try TextFitter()
        let requirement = try #require(configuration.fit)
        let expected = try fitter.measure("Add to cart", against: requirement)
        for locale in ["de", "en", "es"] {
            let widths = overflows.filter { $0.locale?.identifier == locale }.map(\.measuredWidth)
            #expect(widths == expected.map(\.measuredWidth), "\(locale)")
        }
        let french = try fitter.measure("Ajouter au panier", against: requirement)
        #expect(overflows.filter { $0.locale?.identifier == "fr" }.map(\.measuredWidth) == french.map(\.measuredWidth))
    }
}
