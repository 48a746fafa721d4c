import Foundation
import StepperKitLocalization
import Testing
import StepperKitUI
import TestSupport

/// Diagnostics belong to the layout that noticed them: typed, at a node path, with key, table and locale.
struct LayoutDiagnosticTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Checkout" : {
          "localizations" : {
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Pagar" } }
          }
        },
        "Pay %lld" : {
          "localizations" : {
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Pagar %@" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func engine() throws -> LayoutEngine {
        let localizer = Localizer(catalog: try StringCatalog(bytes: Array(catalog.utf8)))
        return LayoutEngine(services: LayoutServices(icons: try IconSet.standard(), localizer: localizer))
    }

    @Test func aMissingKeyIsADiagnosticOfThatLayoutAtItsNode() throws {
        let spanish = EnvironmentValues(locale: try LocaleID("es_ES"))
        let screen = VStack {
            Text("Checkout")
            Text("Chekout")
            Icon(.plus).accessibilityLabel("Add one")
        }
        let result = try Self.engine().layout(screen, in: spanish)
        #expect(result.diagnostics == [
            LayoutDiagnostic(problem: .missingKey("Chekout", table: "Localizable"), locale: try LocaleID("es_ES"), path: "VStack/Text[2]"),
            LayoutDiagnostic(problem: .missingKey("Add one", table: "Localizable"), locale: try LocaleID("es_ES"), path: "VStack/Icon"),
        ])
        #expect(result.diagnostics.first?.description == #"VStack/Text[2]: no key "Chekout" in the Localizable table for es_ES; showing the key"#)
        #expect(result.diagnostics.first?.problem.kind == .missingKey)
        // Another layout starts with none: nothing is kept process-wide.
        #expect(try Self.engine().layout(Text("Checkout"), in: spanish).diagnostics.isEmpty)
    }

    @Test func anArgumentThatDoesNotFitShowsTheKeyAndSaysWhy() throws {
        let result = try Self.engine().layout(Text("Pay %lld", arguments: [3]), in: EnvironmentValues(locale: try LocaleID("es")))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.problem.kind == .localizationFailed)
        #expect(diagnostic.problem.key == "Pay %lld")
        if case .text(let text) = result.root.content { #expect(text.shownText == "Pay %lld") }
    }

    @Test func aLocalizedTextResolvesToAStringWithoutLayout() throws {
        let localizer = Localizer(catalog: try StringCatalog(bytes: Array(Self.catalog.utf8)))
        #expect(LocalizedText("Checkout").resolved(by: localizer, for: try LocaleID("es_MX")) == "Pagar")
        #expect(LocalizedText("Checkout").resolved(by: localizer, for: try LocaleID("en")) == "Checkout")
        #expect(LocalizedText(verbatim: "SKU 12").resolved(by: localizer, for: try LocaleID("es")) == "SKU 12")
    }
}

/// The environment's device picks a catalog's "Vary by Device" case for every text a screen shows,
/// accessibility labels included: the device's own case, else the other case.
struct DeviceEnvironmentTests {
    @Test(arguments: [(DeviceClass.iPhone, "Tap to add"), (.iPad, "Select to add"), (.other, "Select to add")])
    func textsShowTheDevicesCase(device: DeviceClass, shown: String) throws {
        let localizer = Localizer(catalog: try StringCatalog(bytes: Array(deviceVariationCatalogText.utf8)))
        let engine = LayoutEngine(services: LayoutServices(icons: try IconSet.standard(), localizer: localizer))
        let environment = EnvironmentValues(locale: try LocaleID("en_US")).with { $0.device = device }
        let screen = VStack {
            Text("Tap to add")
            Icon(.plus).accessibilityLabel("Tap to add")
        }
        let result = try engine.layout(screen, in: environment)
        #expect(result.diagnostics.isEmpty)
        let texts = result.root.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { return text.shownText }
            return nil
        }
        #expect(texts == [shown])
        #expect(result.root.allNodes.compactMap(\.accessibility?.label) == [shown])
        #expect(LocalizedText("Tap to add").resolved(by: localizer, for: try LocaleID("en"), device: device) == shown)
    }
}
