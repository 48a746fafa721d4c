import Foundation
import Testing
import TestSupport
import StepperKit
import StepperKitCheck
@testable import StepperKitDemo

/// The HTML audit report filters by each of the matrix's axes on its own (a scene's state, the width, the
/// style, the locale, …), not by one label joining them, and the address can set the filters.
struct AuditReportFilterTests {
    static func report() async throws -> HTMLReport {
        var matrix = AuditMatrix(
            scenes: [DemoScene.addToCart.auditScene(states: true)], locales: [try LocaleID("en_US"), try LocaleID("es_ES")],
            dynamicTypeSizes: [.large], proposal: DemoScene.screenProposal
        )
        matrix.motionCellsPerState = 0
        let engine = try Demo.engine()
        return try HTMLReport.audit(try await matrix.run(engine: engine), of: matrix, engine: engine)
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
}
