import Foundation
import Testing
import StepperKitCheck

struct HTMLReportTests {
    /// An icon-only button without a label: the audit's "names" rule finds it.
    static let unnamed = AuditScene("unnamed") { _ in
        HStack {
            Text(verbatim: "Qty")
            Button("add") { Icon(.plus) }
        }
    }

    @Test func auditFindingsAreOutlinedOnTheirNode() async throws {
        let matrix = AuditMatrix(scenes: [Self.unnamed], locales: [try locale("en")], dynamicTypeSizes: [.large])
        let engine = LayoutEngine(services: try LayoutServices.kit())
        let report = try await matrix.run(engine: engine)
        let finding = try #require(report.findings.first { $0.rule == .names })
        let html = try HTMLReport.audit(report, of: matrix, engine: engine)
        let screen = try engine.layout(Self.unnamed.node(in: EnvironmentValues(locale: try locale("en"))), in: EnvironmentValues(locale: try locale("en")))
        let button = try #require(screen.root.allNodes.first { $0.button != nil })
        #expect(screen.root.descendant(atPath: finding.path)?.frame == button.frame)
        #expect(html.cells.first?.findings.first { $0.rule == "names" }?.outline == button.frame)
        #expect(html.html().contains(#"<rect class="outline" data-rule="names""#))
    }

    @Test(arguments: ["HStack", "HStack/Text", "Nope", "HStack/Button/Nope", ""])
    func findsNodesByTheirAuditPath(_ path: String) throws {
        let screen = try LayoutEngine().layout(Self.unnamed.node(in: EnvironmentValues()), in: EnvironmentValues())
        let found = screen.root.descendant(atPath: path)
        switch path {
        case "HStack": #expect(found?.kind == .hStack)
        case "HStack/Text": #expect(found?.kind == .text)
        default: #expect(found == nil)
        }
    }

    @Test func aReportWithoutFindingsHasNoTableOfThem() {
        let cell = HTMLReport.Cell(title: "clean", locale: "es", size: "large", style: "body", svg: "<svg/>",
                                   frame: Rect(x: 0, y: 0, width: 10, height: 10), findings: [])
        let html = HTMLReport(title: "t", cells: [cell, cell]).html()
        #expect(!html.contains(#"<table class="summary">"#))
        #expect(html.contains(#"<p class="counts">2 cells drawn, 2 without findings; 0 findings.</p>"#))
    }

    @Test func escapesTextAndKeepsSVGWithoutItsXMLDeclaration() {
        let cell = HTMLReport.Cell(title: "<key> & \"quote\"", locale: "es", size: "large", style: "body",
                                   svg: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg id=\"inner\"/>\n",
                                   frame: Rect(x: 0, y: 0, width: 10, height: 10), findings: [])
        let html = HTMLReport(title: "t", cells: [cell]).html()
        #expect(html.contains("<h2>&lt;key&gt; &amp; &quot;quote&quot;</h2>"))
        #expect(html.contains("<svg id=\"inner\"/>"))
        #expect(!html.contains("<?xml"))
    }
}
