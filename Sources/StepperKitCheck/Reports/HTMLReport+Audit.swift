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
    ///
    /// A cell whose scene state has a timeline plays it: an animated SVG of its frames at 15 a second (frames
    /// drawn as the one before left out), which a browser plays once the page opens and again on "replay".
    /// Each cell's ids are prefixed with "cell-N-", so the drawings on one page don't share gradients.
    public static func audit(_ report: AuditReport, of matrix: AuditMatrix, engine: LayoutEngine) throws(AuditMatrixError) -> HTMLReport {
        var cells: [HTMLReport.Cell] = []
        for (index, result) in report.results.enumerated() {
            let cell = result.cell
            let environment = try matrix.environment(of: cell)
            guard let scene = matrix.scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
            let state = cell.variant(of: AuditScene.stateAxis)
            let node = state.flatMap { scene.node(in: environment, state: $0) } ?? scene.node(in: environment)
            let proposal = matrix.proposal(of: cell)
            var renderer = SVGRenderer(background: .white)
            renderer.idPrefix = "cell-\(index)-"
            let layout: LayoutResult
            var svg: String
            var animation: Duration?
            do {
                layout = try engine.layout(node, in: environment, proposal: proposal)
                svg = renderer.render(layout.root)
                if let timeline = scene.timeline(in: environment, state: state) {
                    let frames = try animationTimes(until: timeline.duration).map { time throws(LayoutError) in
                        SVGRenderer.Frame(time: time, root: try timeline.layout(at: time, in: environment, proposal: proposal, engine: engine).root)
                    }
                    svg = renderer.renderAnimation(frames, mergingRepeats: true)
                    animation = timeline.duration
                }
            } catch {
                throw .layout(cell, error)
            }
            let findings = result.findings.map { finding in
                HTMLReport.Finding(rule: finding.rule.identifier, severity: "\(finding.severity)", message: finding.message,
                                   outline: layout.root.descendant(atPath: finding.path)?.frame)
            }
            // A filter for the scene and one for each of the matrix's axes by its name (state, width, motion,
            // style, locale, dynamicTypeSize, controlSize, …); the locale, which the summary's columns read,
            // even in a matrix without a locale axis.
            var filters = [HTMLReport.Filter("scene", cell.scene)] + cell.variants.map { HTMLReport.Filter($0.axis, $0.variant) }
            if !filters.contains(where: { $0.name == "locale" }) { filters.append(HTMLReport.Filter("locale", cell.locale.identifier)) }
            cells.append(HTMLReport.Cell(
                title: cell.description, filters: filters, svg: svg, frame: layout.root.frame, findings: findings, animationDuration: animation))
        }
        return HTMLReport(title: "stepperkit audit", subtitle: report.summary.description, cells: cells)
    }

    /// The frames an audit report plays per second: 15, half the audit's sampling, to keep the page small.
    public static let animationFramesPerSecond = 15

    /// Every 1/15 s from 0 before the end, then the end (at most the audit's 6 s look).
    static func animationTimes(until duration: Duration) -> [Duration] {
        let end = min(duration, AuditTimeline.longestMotion + AuditTimeline.lookPast)
        var times: [Duration] = []
        var index: Int64 = 0
        while true {
            let time = Duration.microseconds(index * 1_000_000 / Int64(animationFramesPerSecond))
            guard time < end else { break }
            times.append(time)
            index += 1
        }
        return times + [end]
    }
}
