import Foundation
import StepperKit
import StepperKitCheck
import StepperKitDemo
import StepperKitLocalization
import StepperKitText

/// `stepperkit audit [--scenes …] [--locales …] [--dynamic-type …] [--control-sizes …] [--styles …] [--states all] [--width PT,PT…]`
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Audit the demo scenes in every locale, Dynamic Type size, control size and style.",
        discussion: """
            Checks target sizes, contrast, names, values, uniqueness, truncation, words split inside,
            content off screen, hidden actions and drawn state against the model on each laid-out
            screen, cells in parallel. --states all also tries each scene's states (quantities 0, 1,
            2 and the limit; cart counts up to 1,000,000; typed entries) with Reduce Motion off and
            on, and samples the motion of scenes with a timeline (addToCart, flyButton) at 30 frames
            a second: nothing moves under Reduce Motion, nothing longer than 5 s, no flashing, and it
            ends as the model says. Exit 0 clean, 1 findings at or above --fail-on, 2 bad input. Lists take
            comma-separated names or "all".
            """,
        arguments: [
            scenes, locales, dynamicType, controlSizes, styles, states, width, SceneOptions.theme, failOn,
            SharedOptions.reportFormat, SharedOptions.json, html, OutputFile.force,
        ] + SceneOptions.settings,
        run: run
    )

    // MARK: - Options

    static let scenes = Option("scenes", value: "LIST", help: "Scenes (default all).") {
        try OptionValue.list($0, all: DemoScene.allCases, SceneOptions.scene)
    }
    static let locales = Option("locales", value: "LIST", help: "Locales (default en_US,es_ES).", transform: OptionValue.locales)
    static let dynamicType = Option("dynamic-type", value: "LIST", help: "Dynamic Type sizes (default all 12).") {
        try OptionValue.list($0, all: DynamicTypeSize.allCases, SceneOptions.dynamicTypeSize)
    }
    static let controlSizes = Option("control-sizes", value: "LIST", help: "Control sizes (default regular).") {
        try OptionValue.list($0, all: ControlSize.allCases, SceneOptions.controlSize)
    }
    /// Style names, checked against the registry (built-ins and --theme) when the command runs.
    static let styles = Option("styles", value: "LIST", help: "Style names (default all registered).")
    static let states = Option(
        "states", value: "S", help: "default (each scene's default state) or all (every state, Reduce Motion off and on)."
    ) { try OptionValue.choice($0, from: ["default": false, "all": true]) }
    static let width = SceneOptions.widths(default: "390")
    static let failOn = Option(
        "fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning (default) or error.",
        transform: OptionValue.severity
    )
    static let html = Option(
        "html", value: "DIR", help: "Also write a static HTML report to DIR/index.html: up to 400 cells drawn, those with findings first, outlined."
    )

    // MARK: - Run

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        let registry = try SceneOptions.registry(arguments)
        let scenes = arguments[Self.scenes] ?? DemoScene.allCases
        let locales = try arguments[Self.locales] ?? [LocaleID("en_US"), LocaleID("es_ES")]
        let sizes = arguments[Self.dynamicType] ?? DynamicTypeSize.allCases
        let controlSizes = arguments[Self.controlSizes] ?? [.regular]
        let styles = try arguments[Self.styles].map { text throws(CLIError) in
            try Self.styles.converting(text) { try OptionValue.list($0, all: registry.names) { $0 } }
        } ?? registry.names
        let failOn = arguments[Self.failOn] ?? .warning
        let format = SharedOptions.requestedReportFormat(arguments)
        let allStates = arguments[Self.states] ?? false
        let widths = arguments[Self.width] ?? [DemoScene.screenProposal.width ?? 390]

        var matrix = AuditMatrix(
            scenes: scenes.map { $0.auditScene(states: allStates) },
            locales: locales, dynamicTypeSizes: sizes, controlSizes: controlSizes,
            axes: (allStates ? DemoScene.userAxes : []) + [try AuditAxis.stepperStyles(styles, in: registry)],
            environment: SceneOptions.environment(settings: arguments), proposal: ProposedSize(width: widths[0], height: nil)
        )
        // One width is the proposal; several are an axis of their own, each cell at one of them.
        if widths.count > 1 { matrix.widths = widths }
        // The folder is checked before the audit runs, so a bad --html costs nothing.
        let directory = arguments[Self.html]
        if let directory { try OutputFile.folder(directory, option: Self.html) }
        let engine = try Demo.engine()
        let report = try await matrix.run(engine: engine)
        if let directory {
            let html: String
            do {
                html = try HTMLReport.audit(report, of: matrix, engine: engine).html()
            } catch {
                throw CLIError.badInput("--html: \(error)")
            }
            let page = (directory.hasSuffix("/") ? directory : directory + "/") + "index.html"
            try OutputFile.write(Array(html.utf8), to: page, option: Self.html, force: arguments[OutputFile.force])
            console.printErrorLine("wrote \(page)")
        }
        let spool = DiagnosticSpool()
        for result in report.results {
            for finding in result.findings { spool.append(finding.diagnostic) }
        }
        var diagnostics = DiagnosticReport(tool: "audit", files: [], cellCount: report.results.count, failOn: failOn, diagnostics: spool)
        // A finding in every style and size that draws it alike is one line of text, with the values it was found at.
        diagnostics.groupsCells = true
        try format.write(diagnostics, to: ReportOutput { try console.writeReport($0) })
        return diagnostics.isFailing ? .findings : .success
    }
}
