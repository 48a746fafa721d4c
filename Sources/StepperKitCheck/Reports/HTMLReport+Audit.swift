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
    ///
    /// A page draws at most `maximumDrawnCells` cells (by default ``defaultMaximumDrawnCells``): every cell
    /// with findings first, then cells without, spread evenly over the matrix; a note says how many are left
    /// out, which the JSON, JUnit or SARIF report of the same run lists. (Drawing all 4,224 cells of
    /// `stepperkit audit --states all` wrote a page of 565 MB in 69 s and 2.4 GB.) Of the drawn cells with a
    /// timeline, at most ``maximumAnimatedCells``, spread evenly, play it; the others are drawn still.
    public static func audit(
        _ report: AuditReport, of matrix: AuditMatrix, engine: LayoutEngine, maximumDrawnCells: Int = defaultMaximumDrawnCells
    ) throws(AuditMatrixError) -> HTMLReport {
        var cells: [HTMLReport.Cell] = []
        let drawn = drawnCells(of: report.results, maximum: maximumDrawnCells)
        func scene(of cell: AuditCell) throws(AuditMatrixError) -> AuditScene {
            guard let scene = matrix.scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
            return scene
        }
        var moving: [Int] = []
        for index in drawn {
            let cell = report.results[index].cell
            if try scene(of: cell).timeline(in: try matrix.environment(of: cell), state: cell.variant(of: AuditScene.stateAxis)) != nil {
                moving.append(index)
            }
        }
        let animated = Set(evenlySpread(moving, count: maximumAnimatedCells))
        for index in drawn {
            let result = report.results[index]
            let cell = result.cell
            let environment = try matrix.environment(of: cell)
            let scene = try scene(of: cell)
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
                if animated.contains(index), let timeline = scene.timeline(in: environment, state: state) {
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
        var notes: [String] = []
        if drawn.count < report.results.count {
            let flagged = report.results.count { !$0.findings.isEmpty }
            let drawnFlagged = drawn.count { !report.results[$0].findings.isEmpty }
            notes.append("\(drawn.count) of \(report.results.count) cells drawn: "
                + (drawnFlagged < flagged
                    ? "the first \(drawnFlagged) of the \(flagged) with findings"
                    : "every cell with findings (\(flagged)) and \(drawn.count - drawnFlagged) of the \(report.results.count - flagged) without, spread evenly")
                + "; the run's JSON, JUnit or SARIF report lists every cell.")
        }
        return HTMLReport(title: "stepperkit audit", subtitle: report.summary.description, notes: notes, cells: cells)
    }

    /// The most cells an audit page draws by default: 400, a page a browser opens in a few seconds.
    public static let defaultMaximumDrawnCells = 400

    /// The indices of the cells a page draws, in the run's order: all of them when they are few enough, else
    /// the cells with findings first and then cells without, evenly spread, up to `maximum`.
    static func drawnCells(of results: [AuditCellResult], maximum: Int) -> [Int] {
        let maximum = max(0, maximum)
        guard results.count > maximum else { return Array(results.indices) }
        let flagged = results.indices.filter { !results[$0].findings.isEmpty }
        guard flagged.count < maximum else { return Array(flagged.prefix(maximum)) }
        let clean = results.indices.filter { results[$0].findings.isEmpty }
        return (flagged + evenlySpread(clean, count: maximum - flagged.count)).sorted()
    }

    /// The most drawn cells that play their timeline: 24; an animation holds a drawing for each of its frames.
    public static let maximumAnimatedCells = 24

    /// `count` of the items, the i-th being item ⌊i·n/count⌋: all of them when there are no more than `count`.
    static func evenlySpread(_ items: [Int], count: Int) -> [Int] {
        guard items.count > count else { return items }
        return (0..<max(0, count)).map { items[$0 * items.count / count] }
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
