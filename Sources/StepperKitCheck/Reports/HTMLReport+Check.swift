public import StepperKitUI

extension HTMLReport {
    /// The report of a check: one cell per key × locale × sample × size with findings.
    ///
    /// Its text drawn at that size with the width as a guide and the text outlined.
    ///
    /// Clean cells are counted in the subtitle, not drawn: a catalog has thousands. At most
    /// `maximumCells` cells with findings are drawn, in report order; the subtitle says how many were left out.
    ///
    /// ```swift
    /// try HTMLReport.check(report, fit: configuration.fit).write(toDirectory: URL(filePath: "report"))
    /// ```
    public static func check(_ report: CheckReport, fit: FitRequirement?, maximumCells: Int = 500) throws(LayoutError) -> HTMLReport {
        let engine = LayoutEngine(services: try LayoutServices.kit())
        struct Group {
            var title: String
            var finding: CheckFinding
            var findings: [CheckFinding]
        }
        var groups: [String: Int] = [:]
        var ordered: [Group] = []
        for finding in report.findings {
            let id = finding.cell
            if let index = groups[id] {
                ordered[index].findings.append(finding)
            } else {
                groups[id] = ordered.count
                ordered.append(Group(title: "\(finding.file) · \(finding.cell)", finding: finding, findings: [finding]))
            }
        }
        var cells: [HTMLReport.Cell] = []
        for group in ordered.prefix(max(0, maximumCells)) {
            let first = group.finding
            var drawing: (svg: String, frame: Rect, text: Rect)?
            if let text = first.text {
                var environment = EnvironmentValues(locale: first.locale ?? .defaultFormatting)
                environment.dynamicTypeSize = first.dynamicTypeSize ?? .large
                if let font = fit?.font { environment.fontSource = font }
                let style = first.textStyle ?? fit?.textStyle ?? .body
                let node = Text(verbatim: text).font(.style(style)).fixedSize().padding(0)
                if let result = try? engine.layout(node, in: environment) {
                    let textFrame = result.root.allNodes.first { if case .text = $0.content { true } else { false } }?.frame ?? result.root.frame
                    drawing = (SVGRenderer(background: .white).render(result.root), result.root.frame, textFrame)
                }
            }
            let findings = group.findings.map { finding in
                HTMLReport.Finding(rule: finding.rule.identifier, severity: finding.severity.rawValue, message: finding.message,
                                   outline: finding.dynamicTypeSize != nil ? drawing?.text : nil)
            }
            cells.append(HTMLReport.Cell(
                title: group.title, locale: first.locale?.identifier ?? first.language ?? "",
                size: first.dynamicTypeSize?.rawValue ?? "", style: first.textStyle?.rawValue ?? "",
                svg: drawing?.svg, frame: drawing?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
                guides: drawing != nil && first.dynamicTypeSize != nil ? fit.map { [$0.width] } ?? [] : [], findings: findings))
        }
        let leftOut = ordered.count - cells.count
        let note = leftOut > 0 ? "; the first \(cells.count) cells with findings are drawn, \(leftOut) more are in the text report" : ""
        return HTMLReport(title: "stepperkit check", subtitle: report.summary + note, cells: cells)
    }
}
