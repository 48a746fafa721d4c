public import StepperKitUI

extension HTMLReport {
    /// The report of an audit: every cell laid out again and drawn, each finding outlined on its node.
    ///
    /// ```swift
    /// let matrix = AuditMatrix(
    ///     scenes: [AuditScene("cart") { _ in AddToCartStepper(quantity: 3) }],
    ///     locales: [try LocaleID("en_US"), try LocaleID("es_ES")], dynamicTypeSizes: [.large, .accessibility3]
    /// )
    /// let engine = try LayoutEngine()
    /// let report = try await matrix.run(engine: engine)
    /// try HTMLReport.audit(report, of: matrix, engine: engine).write(toDirectory: URL(filePath: "audit"))
    /// ```
    public static func audit(_ report: AuditReport, of matrix: AuditMatrix, engine: LayoutEngine) throws(AuditMatrixError) -> HTMLReport {
        var cells: [HTMLReport.Cell] = []
        for result in report.results {
            let cell = result.cell
            let environment = try matrix.environment(of: cell)
            guard let scene = matrix.scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
            let layout: LayoutResult
            do {
                layout = try engine.layout(scene.node(in: environment), in: environment, proposal: matrix.proposal)
            } catch {
                throw .layout(cell, error)
            }
            let findings = result.findings.map { finding in
                HTMLReport.Finding(rule: finding.rule.identifier, severity: "\(finding.severity)", message: finding.message,
                                   outline: layout.root.descendant(atPath: finding.path)?.frame)
            }
            // The style filter is every axis but the three the cell already names (locale, size, control size).
            let named = [cell.locale.identifier, cell.dynamicTypeSize.rawValue, cell.controlSize.rawValue]
            let style = cell.variants.map(\.variant).filter { !named.contains($0) }.joined(separator: " · ")
            cells.append(HTMLReport.Cell(
                title: cell.description, locale: cell.locale.identifier, size: cell.dynamicTypeSize.rawValue, style: style,
                svg: SVGRenderer(background: .white).render(layout.root), frame: layout.root.frame, findings: findings))
        }
        return HTMLReport(title: "stepperkit audit", subtitle: report.summary.description, cells: cells)
    }
}
