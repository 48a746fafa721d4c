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

    @Test func eachLocaleOfARepeatedTextHasItsOwnOverflowAtTheFirstSizeItFails() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "Repeated.xcstrings").path
        try Data(Self.catalog.utf8).write(to: URL(filePath: path))
        var configuration = CheckConfiguration(locales: try ["de", "en", "es", "fr"].map { try LocaleID($0) })
        configuration.fit = FitRequirement(width: 40, font: .family("DejaVu Sans"), dynamicTypeSizes: [.large, .accessibility1])
        configuration.dynamicTypeSizes = [.large, .accessibility1]
        let report = try await CatalogCheck(configuration).run(catalogsAt: [path])
        let overflows = report.findings.filter { $0.key == "Add to cart" && $0.rule == .overflow }
        // en and es show "Add to cart", de falls back to it; fr shows its own text: one finding each,
        // at the first size it does not fit.
        #expect(overflows.compactMap(\.language).sorted() == ["de", "en", "es", "fr"])
        #expect(overflows.allSatisfy { $0.cell.value(of: "size") == "large" })

        var fitter = try TextFitter()
        let requirement = try #require(configuration.fit)
        let expected = try fitter.measure("Add to cart", against: requirement)
        for language in ["de", "en", "es"] {
            let width = overflows.first { $0.language == language }?.evidence?.measuredWidth
            #expect(width == (expected[0].measuredWidth * 1000).rounded() / 1000, "\(language)")
        }
        let french = try fitter.measure("Ajouter au panier", against: requirement)
        #expect(overflows.first { $0.language == "fr" }?.evidence?.measuredWidth == (french[0].measuredWidth * 1000).rounded() / 1000)
    }
}
