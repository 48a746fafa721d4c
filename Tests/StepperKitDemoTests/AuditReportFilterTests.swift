import Foundation
import Testing
import TestSupport
import StepperKit
@testable import StepperKitCheck
@testable import StepperKitDemo

/// The HTML audit report filters by each of the matrix's axes on its own (a scene's state, the width, the
/// style, the locale, …), not by one label joining them, and the address can set the filters.
struct AuditReportFilterTests {
    static func report(maximumDrawnCells: Int = HTMLReport.defaultMaximumDrawnCells) async throws -> HTMLReport {
        var matrix = AuditMatrix(
            scenes: [DemoScene.addToCart.auditScene(states: true)], locales: [try LocaleID("en_US"), try LocaleID("es_ES")],
            dynamicTypeSizes: [.large], proposal: DemoScene.screenProposal
        )
        matrix.motionCellsPerState = 0
        let engine = try Demo.engine()
        return try HTMLReport.audit(try await matrix.run(engine: engine), of: matrix, engine: engine, maximumDrawnCells: maximumDrawnCells)
    }

    @Test func eachAxisIsAFilterOfItsOwn() async throws {
        let html = try await Self.report()
        #expect(html.cells.count == 8)
        #expect(html.cells[0].filters == [
            HTMLReport.Filter("scene", "addToCart"), HTMLReport.Filter("state", "quantity 0"), HTMLReport.Filter("locale", "en_US"),
            HTMLReport.Filter("dynamicTypeSize", "large"), HTMLReport.Filter("controlSize", "regular"),
        ])
        #expect(html.cells[0].locale == "en_US")
        let page = html.html()
        // A select for each axis with more than one value: the state and the locale, not the single scene or size.
        #expect(page.contains(#"data-name="state""#) && page.contains(#"data-name="locale""#))
        #expect(!page.contains(#"data-name="scene""#) && !page.contains(#"data-name="dynamicTypeSize""#))
    }

    /// Chromium opens the page with filters in its address and shows only the matching cells.
    @Test(.enabled(if: HeadlessChromium.path != nil, "needs Debian's chromium package (make test installs it)"))
    func theAddressSetsTheFiltersInChromium() async throws {
        let html = try await Self.report()
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let directory = URL(filePath: temporary.path)
        let file = try html.write(toDirectory: directory)
        func shown(_ hash: String) throws -> String? {
            let dom = try HeadlessChromium.run(["--dump-dom", file.absoluteString + hash], in: directory).output
            return dom.range(of: #"data-shown-cells="[0-9]*""#, options: .regularExpression).map { String(dom[$0]) }
        }
        #expect(try shown("") == #"data-shown-cells="8""#)
        #expect(try shown("#locale=es_ES") == #"data-shown-cells="4""#)
        #expect(try shown("#state=quantity%201&locale=es_ES") == #"data-shown-cells="1""#)
        // A value the axis does not have leaves the filter at "all".
        #expect(try shown("#state=quantity%2042") == #"data-shown-cells="8""#)
    }

    /// A run of more cells than a page draws: the page draws an even spread of them and says so.
    @Test func aLargeRunDrawsASpreadOfItsCellsAndSaysSo() async throws {
        let html = try await Self.report(maximumDrawnCells: 3)
        // Cells 0, 2 and 5 of 8 (i·8/3): quantity 0 in en_US, quantity 1 in en_US, quantity 2 in es_ES.
        #expect(html.cells.map { "\($0.value(of: "state")) \($0.locale)" } == ["quantity 0 en_US", "quantity 1 en_US", "quantity 2 es_ES"])
        #expect(html.notes == [
            "3 of 8 cells drawn: every cell with findings (0) and 3 of the 8 without, spread evenly; the run's JSON, JUnit or SARIF report lists every cell.",
        ])
        #expect(html.html().contains(#"<p class="note">3 of 8 cells drawn"#))
    }

    /// Cells with findings come first, then clean ones spread evenly; past the limit only the first with findings.
    @Test func cellsWithFindingsAreDrawnFirst() throws {
        let locale = try LocaleID("en_US")
        let finding = AuditFinding(rule: .truncation, severity: .warning, path: "Text", detail: "cut", locale: locale, dynamicTypeSize: .large)
        let results = (0..<10).map { index in
            AuditCellResult(
                cell: AuditCell(scene: "s\(index)", variants: [], locale: locale, dynamicTypeSize: .large, controlSize: .regular),
                findings: [3, 7].contains(index) ? [finding] : []
            )
        }
        #expect(HTMLReport.drawnCells(of: results, maximum: 20) == Array(0..<10))
        #expect(HTMLReport.drawnCells(of: results, maximum: 4) == [0, 3, 5, 7])   // 3 and 7, then clean 0 and 5 of 0,1,2,4,5,6,8,9
        #expect(HTMLReport.drawnCells(of: results, maximum: 1) == [3])
        #expect(HTMLReport.drawnCells(of: results, maximum: 0) == [])
        #expect(HTMLReport.evenlySpread([10, 20, 30, 40], count: 2) == [10, 30])
    }
}
