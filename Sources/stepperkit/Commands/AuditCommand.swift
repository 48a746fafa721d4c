import Foundation
import StepperKit
import StepperKitCheck
import StepperKitDemo
import StepperKitLocalization
import StepperKitText

/// `stepperkit audit [--scenes …] [--locales …] [--dynamic-type …] [--control-sizes …] [--styles …] [--states all] [--width PT]`
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Audit the demo scenes in every locale, Dynamic Type size, control size and style.",
        discussion: """
            Checks target sizes, contrast, names, values, uniqueness, truncation, words split inside,
            content off screen, hidden actions and drawn state against the model on each laid-out
            screen, cells in parallel. --states all also tries each scene's states (quantities 0, 1,
            2 and the limit; cart counts up to 1,000,000; typed entries) with Reduce Motion off and
            on. Exit 0 clean, 1 findings at or above --fail-on, 2 bad input. Lists take
            comma-separated names or "all".
            """,
        arguments: [
            .option("scenes", value: "LIST", help: "Scenes (default all)."),
            .option("locales", value: "LIST", help: "Locales (default en_US,es_ES)."),
            .option("dynamic-type", value: "LIST", help: "Dynamic Type sizes (default all 12)."),
            .option("control-sizes", value: "LIST", help: "Control sizes (default regular)."),
            .option("styles", value: "LIST", help: "Style names (default all registered)."),
            .option("states", value: "S", help: "default (each scene's default state) or all (every state, Reduce Motion off and on)."),
            .option("width", value: "PT", help: "The screen width in points, up to 4096 (default 390)."),
            SceneOptions.theme,
            .option("fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning (default) or error."),
            .option("format", value: "F", help: "Output: \(ReportFormat.names.joined(separator: ", ")) (default text)."),
            .flag("json", help: "The same as --format json."),
            .option("html", value: "DIR", help: "Also write a static HTML report (every cell drawn, findings outlined) to DIR/index.html."),
            OutputFile.force,
        ] + SceneOptions.settings,
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        let registry = try SceneOptions.registry(arguments)
        let scenes = try arguments.option("scenes") { try SceneOptions.list($0, all: DemoScene.allCases, SceneOptions.scene) } ?? DemoScene.allCases
        let locales = try arguments.option("locales") { try SceneOptions.names($0).map(LocaleID.init) }
            ?? [LocaleID("en_US"), LocaleID("es_ES")]
        let sizes = try arguments.option("dynamic-type") {
            try SceneOptions.list($0, all: DynamicTypeSize.allCases, SceneOptions.dynamicTypeSize)
        } ?? DynamicTypeSize.allCases
        let controlSizes = try arguments.option("control-sizes") {
            try SceneOptions.list($0, all: ControlSize.allCases, SceneOptions.controlSize)
        } ?? [.regular]
        let styles = try arguments.option("styles") { try SceneOptions.list($0, all: registry.names) { $0 } } ?? registry.names
        let failOn = try arguments.option("fail-on") { text in
            try FormatCommand.choose(text, from: ["note": DiagnosticSeverity.note, "warning": .warning, "error": .error])
        } ?? .warning
        let format = try arguments.option("format") { text -> ReportFormat in
            guard let format = ReportFormat(name: text) else {
                throw ChoiceError(message: "expected one of \(ReportFormat.names.joined(separator: ", "))")
            }
            return format
        } ?? (arguments.flag("json") ? .json : .text)

        let allStates = try arguments.option("states") { text -> Bool in
            switch text {
            case "all": return true
            case "default": return false
            default: throw ChoiceError(message: "expected default or all")
            }
        } ?? false
        let width = try arguments.option("width") { try RenderCommand.points($0, limit: ScreenLimits.maximumLength) }
            ?? DemoScene.screenProposal.width ?? 390

        let matrix = AuditMatrix(
            scenes: scenes.map { $0.auditScene(states: allStates) },
            locales: locales, dynamicTypeSizes: sizes, controlSizes: controlSizes,
            axes: (allStates ? DemoScene.userAxes : []) + [try AuditAxis.stepperStyles(styles, in: registry)],
            environment: SceneOptions.environment(settings: arguments), proposal: ProposedSize(width: width, height: nil)
        )
        // The folder is checked before the audit runs, so a bad --html costs nothing.
        let directory = arguments.option("html")
        if let directory { try OutputFile.folder(directory, option: "--html") }
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
            try OutputFile.write(Array(html.utf8), to: page, option: "--html", force: arguments.flag("force"))
            console.printErrorLine("wrote \(page)")
        }
        let spool = DiagnosticSpool()
        for result in report.results {
            for finding in result.findings { spool.append(finding.diagnostic) }
        }
        let diagnostics = DiagnosticReport(tool: "audit", files: [], cellCount: report.results.count, failOn: failOn, diagnostics: spool)
        try format.write(diagnostics, to: ReportOutput { try console.writeReport($0) })
        return diagnostics.isFailing ? .findings : .success
    }
}
