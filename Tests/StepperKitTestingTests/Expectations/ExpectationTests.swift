import Foundation
import Testing
import StepperKitTesting

struct ExpectationTests {
    @Test func stringsThatReadWellRecordNoIssue() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog(), keys: ["%lld items", "Add to cart"], locales: [locale("en")])
        let cells = expectStringsReadWell(matrix)
        #expect(cells.compactMap(\.text) == ["1 item", "0 items", "Add to cart"])
    }

    @Test func eachProblemCellRecordsAnIssue() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog(), keys: ["%lld items"], locales: [locale("es")])
        withKnownIssue {
            expectStringsReadWell(matrix)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("plural many → other") }
        }
    }

    @Test func ignoredRulesRecordNothing() throws {
        let matrix = try StringMatrix(catalog: fixtureCatalog(), keys: ["%lld items"], locales: [locale("es")])
        expectStringsReadWell(matrix, ignoring: [.missingPluralCategory])
    }

    @Test func aTextTooWideRecordsTheSizeAndHowFarOver() throws {
        let spanish = try locale("es")
        withKnownIssue {
            expectFits("Añadir al carrito", FitRequirement(width: 60, font: .family("DejaVu Sans"), dynamicTypeSizes: [.large]),
                       locale: spanish)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("\"Añadir al carrito\" (es) does not fit: body at large: measures ") }
        }
    }

    @Test func aTextThatFitsRecordsNothing() {
        let measurements = expectFits("Add", FitRequirement(width: 120, dynamicTypeSizes: [.xSmall, .accessibility1]))
        #expect(measurements.map(\.size) == [.xSmall, .accessibility1])
    }

    @Test(.snapshots(record: .never)) func theTraitChoosesTheRecordMode() {
        withKnownIssue {
            expectSnapshot("never recorded", named: "absent-\(UUID().uuidString)")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the record mode is never") }
        }
    }

    /// A text cut at every control size is one issue naming the three, not three issues.
    @Test func aFindingInSeveralCellsIsOneIssue() async throws {
        let english = try locale("en")
        await withKnownIssue {
            await expectNoAuditFindings(
                AuditScene("cut") { _ in Text(verbatim: "Subtotal of everything").lineLimit(1).frame(width: 30) },
                locales: [english], dynamicTypeSizes: [.large], controlSizes: [.small, .regular, .large])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("[truncation]") && $0.rawValue.contains("controlSize small, regular, large (3 cells)") }
        }
    }

    @Test func aCleanScreenRecordsNoAuditIssue() async throws {
        let report = await expectNoAuditFindings(
            AuditScene("stepper") { _ in AddToCartStepper(quantity: 2) },
            locales: [try locale("en"), try locale("es")], dynamicTypeSizes: [.large, .accessibility2])
        #expect(report?.results.count == 4)
    }
}
