import Foundation
import StepperKit
import StepperKitCheck
import StepperKitLocalization
import StepperKitUI

// The values a doc comment's example takes from its symbol's context, as a reader does: the catalog
// being linted, the screen just laid out, the report just written. Each library's examples see its
// own (the generated functions are static members of these enums). The examples are compiled and
// never run, so these are computed, and a value that only a run would produce stops there.

/// What a value that only a run produces (a report, a finding) is in these compiled, never run, examples.
private func producedByARun<Value>(_: Value.Type = Value.self) -> Value {
    fatalError("The doc comment examples are compiled, never run.")
}

extension StepperKitLocalization_DocComments {
    /// A String Catalog's bytes, as read from its file.
    static var bytes: [UInt8] { Array(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8) }
    /// The catalog the examples read, lint and write.
    static var catalog: StringCatalog { try! StringCatalog(bytes: bytes) }
    /// A catalog entry, as the catalog holds it.
    static var entry: CatalogEntry { CatalogEntry(comment: "The count of items in the cart") }
    /// An app's localizer over its catalog.
    static var localizer: Localizer { Localizer(catalog: catalog) }
    /// The locale most examples show.
    static var spanish: LocaleID { try! LocaleID("es_ES") }
    /// A finding of the linter.
    static var diagnostic: Diagnostic { producedByARun() }
}

extension StepperKitTesting_DocComments {
    /// The environment a test lays out in.
    static var spanish: EnvironmentValues { EnvironmentValues(locale: try! LocaleID("es_ES")) }
}

extension StepperKitUI_DocComments {
    /// The environment a screen is laid out in.
    static var environment: EnvironmentValues { EnvironmentValues(locale: try! LocaleID("en_US")) }
    /// The engine the examples lay out with.
    static var engine: LayoutEngine { try! LayoutEngine() }
    /// A laid-out screen: the add-to-cart stepper at 3.
    static var screen: LayoutResult { try! engine.layout(AddToCartStepper(quantity: 3), in: environment) }
    /// The same screen, as the result of a layout.
    static var result: LayoutResult { screen }
    /// The screen's accessibility transcript.
    static var transcript: AccessibilityTranscript { AccessibilityTranscript(screen) }
    /// An audit matrix over the stepper in two locales.
    static var matrix: AuditMatrix {
        AuditMatrix(
            scenes: [AuditScene("stepper") { _ in AddToCartStepper(quantity: 3) }],
            locales: [try! LocaleID("en_US"), try! LocaleID("es_ES")], dynamicTypeSizes: [.large]
        )
    }
    /// The report of the matrix's run.
    static var report: AuditReport { producedByARun() }
    /// A timeline: "Added" fades in over 0.3 s.
    static var timeline: AuditTimeline {
        AuditTimeline(duration: .milliseconds(300), end: { _ in Text(verbatim: "Added") }) {
            (time, environment, proposal, engine) throws(LayoutError) in
            try engine.layout(Text(verbatim: "Added").opacity(time >= .milliseconds(300) ? 1 : 0.5), in: environment, proposal: proposal)
        }
    }
    /// A scene whose "quantity 0" state has that timeline.
    static var scene: AuditScene {
        AuditScene("added", states: [(name: "quantity 0", state: 0)], timeline: { _, _ in timeline }) { _, quantity in
            AddToCartStepper(quantity: quantity)
        }
    }
}

extension StepperKitCheck_DocComments {
    /// The catalog the check reads.
    static var catalog: StringCatalog { try! StringCatalog(bytes: Array(#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.utf8)) }
    /// The catalog's strings in every locale and plural category.
    static var matrix: StringMatrix { try! StringMatrix(catalog: catalog) }
    /// A finding of the check.
    static var diagnostic: Diagnostic { producedByARun() }
    /// The report of a check.
    static var report: DiagnosticReport { producedByARun() }
    /// Where a report is written: standard output.
    static var output: ReportOutput { ReportOutput { try FileHandle.standardOutput.write(contentsOf: $0) } }
}

