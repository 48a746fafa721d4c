import Foundation
import StepperKit
import StepperKitCheck
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// `stepperkit check CATALOG… [--config FILE] [--locales LIST] … [--format F] [--baseline FILE] [--merge FILE…]`
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check String Catalogs as people read them: every key × language × plural form, measured.",
        discussion: """
            Resolves every key as Foundation and SwiftUI do (the key is the source text when the source
            language has none; a key's interpolations are its arguments; a key without any is shown as
            written) in every language, with a number of every plural category and on each device it
            varies by. Compares each translation with its source text (same-as-source, white space,
            Markdown, links) and measures it with the real fonts at every Dynamic Type size: against the
            key's width budget (configuration file, or --width), else against its source text's width
            (expansion). Reads .stepperkit-check.json in the current folder unless --config or
            --no-config says otherwise. Exit 0 clean, 1 findings at or above --fail-on (error by
            default), 2 bad input.
            """,
        arguments: [
            .variadic("CATALOG", optional: true, help: "A .xcstrings file (default: the configuration's catalogs)."),
            .option("config", value: "FILE", help: "A configuration file (default: .stepperkit-check.json here, if there is one)."),
            .flag("no-config", help: "Read no configuration file."),
            .option("locales", value: "LIST", help: "Locales, such as en,es, or all (default: every language of the catalog)."),
            .flag("pseudo", help: "Add the pseudo-locales en-XA and ar-XB."),
            .option("device", value: "NAME", help: "Show one device's variations: \(DeviceClass.known.map(\.rawValue).joined(separator: ", ")) (default: each device a string varies by)."),
            .option("rule", value: "ID=S", repeatable: true, help: "A rule's severity: off, note, warning or error (repeatable)."),
            .option("dynamic-type", value: "LIST", help: "Dynamic Type sizes widths are measured at, or all (default all 12)."),
            .option("width", value: "PT", help: "A width every string must fit, in points (budgets in the configuration take precedence)."),
            .option("style", value: "TEXTSTYLE", help: "Text style of --width: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default body)."),
            .option("line-limit", value: "N", help: "The most lines of --width (default 1); 0 for no limit."),
            .option("font", value: "PATH|FAMILY", help: "A font file, or an installed family name (default Inter, else DejaVu Sans)."),
            .option("slot", value: "S", help: "Measure --width in a component slot: button, badge or count."),
            .option("component-style", value: "NAME", help: "The stepper style of the slot (default capsule)."),
            .option("control-size", value: "SIZE", help: "The control size of the slot (default regular)."),
            SceneOptions.theme,
            .option("format", value: "F", help: "Output: \(ReportFormat.names.joined(separator: ", ")) (default text)."),
            .option("output", value: "FILE", help: "Write the output to FILE instead of standard output."),
            .option("html", value: "DIR", help: "Also write a static HTML report to DIR/index.html."),
            OutputFile.force,
            .option("shard", value: "I/N", help: "Check the I-th of N deterministic slices of the keys (write --format json, then --merge)."),
            .option("merge", value: "FILE", repeatable: true, help: "Merge the JSON reports of a sharded check instead of checking (repeatable)."),
            .option("baseline", value: "FILE", help: "Accept the findings in FILE: only others fail the run; stale entries are listed."),
            .option("write-baseline", value: "FILE", help: "Write the run's findings to FILE as its baseline."),
            .option("fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning or error (default error)."),
            .flag("rules", help: "List every rule: its identifier, default severity and what it finds."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        if arguments.flag("rules") {
            let width = DiagnosticRule.allCatalogRules.map(\.identifier.count).max() ?? 0
            for rule in DiagnosticRule.allCatalogRules {
                let severity = rule.defaultSeverity.map { "\($0)" } ?? "off"
                console.print(rule.identifier.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary)
            }
            return .success
        }
        let format = try arguments.option("format") { text -> ReportFormat in
            guard let format = ReportFormat(name: text) else {
                throw ChoiceError(message: "expected one of \(ReportFormat.names.joined(separator: ", "))")
            }
            return format
        } ?? .text
        let force = arguments.flag("force")
        let registry = try SceneOptions.registry(arguments)
        let (configuration, given) = try configuration(arguments, registry: registry)
        // Findings name catalogs relative to where the command runs, as editors and CI annotations want them.
        let catalogs = given.map(relativeToWorkingDirectory)
        let merging = arguments.values("merge")

        // Files the run writes must not be files it reads: an --output naming the catalog would replace it.
        let inputs = Set((catalogs + merging + [configuration.baselineFile].compactMap { $0 }).map(canonicalPath))
        for option in ["output", "write-baseline"] {
            if let path = arguments.option(option), inputs.contains(canonicalPath(path)) {
                throw CLIError.badInput("--\(option) \(MessageText.quotedPath(path)) is one of the files this run reads; name another file")
            }
        }
        if let directory = arguments.option("html"), directory.isEmpty {
            throw CLIError.badInput("--html needs a folder, not an empty name")
        }

        let report: DiagnosticReport
        if !merging.isEmpty {
            if !arguments.variadic().isEmpty { throw CLIError.usage("--merge reads shard reports, not catalogs", command: spec) }
            do {
                report = try ShardMerge.read(merging, failOn: configuration.failOn)
            } catch {
                throw CLIError.badInput("--merge: \(error)")
            }
        } else {
            guard !catalogs.isEmpty else {
                throw CLIError.usage("name a catalog, or list \"catalogs\" in \(CheckConfigurationFile.defaultName)", command: spec)
            }
            do {
                report = try await CatalogCheck(configuration).run(catalogsAt: catalogs)
            } catch {
                throw CLIError.badInput("\(error)")
            }
        }

        if let path = arguments.option("write-baseline") {
            let baseline = Baseline(report.diagnostics)
            try OutputFile.write(baseline.jsonBytes, to: path, option: "--write-baseline", force: force)
            console.printErrorLine("wrote \(path): \(baseline.count) finding\(baseline.count == 1 ? "" : "s") accepted")
        }
        if let path = arguments.option("output") {
            try OutputFile.stream(to: path, option: "--output", force: force) { output in try format.write(report, to: output) }
        } else {
            try format.write(report, to: ReportOutput { try console.writeReport($0) })
        }
        if let directory = arguments.option("html") {
            let page = URL(fileURLWithPath: directory).appending(path: "index.html").path
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError.badInput("--html \(MessageText.quotedPath(directory)): cannot make the folder: \(error.localizedDescription)")
            }
            try OutputFile.stream(to: page, option: "--html", force: force) { output in
                try CheckHTMLReport(report, registry: registry).write(to: output)
            }
            console.printErrorLine("wrote \(page)")
        }
        return report.isFailing ? .findings : .success
    }

    /// A path inside the working directory as a path relative to it; any other path as given.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let here = FileManager.default.currentDirectoryPath
        let root = here.hasSuffix("/") ? here : here + "/"
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return standard.hasPrefix(root) ? String(standard.dropFirst(root.count)) : path
    }

    /// A path as the file system names it: links and "." resolved, for telling whether two paths are one file.
    private static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The library's configuration and the catalogs to check, from the configuration file and the command line.
    static func configuration(_ arguments: ParsedArguments, registry: StepperStyleRegistry) throws -> (CheckConfiguration, [String]) {
        var configuration = CheckConfiguration()
        var catalogs = arguments.variadic()
        if arguments.flag("no-config") && arguments.option("config") != nil {
            throw CLIError.usage("--config and --no-config contradict each other", command: spec)
        }
        let configPath = arguments.option("config")
            ?? (arguments.flag("no-config") || !FileManager.default.fileExists(atPath: CheckConfigurationFile.defaultName)
                ? nil : CheckConfigurationFile.defaultName)
        // A run that writes a baseline accepts every finding it makes, so it reads none: the configured one
        // may not exist yet, and is the file it replaces.
        let writesBaseline = arguments.option("write-baseline") != nil
        if writesBaseline && arguments.option("baseline") != nil {
            throw CLIError.usage("--baseline and --write-baseline contradict each other: a baseline is written from every finding", command: spec)
        }
        if let configPath {
            let lines = { (error: ConfigurationError) in
                CLIError.badInputs(error.problems.map { problem in
                    [error.file, problem.path, problem.message].filter { !$0.isEmpty }.joined(separator: ": ")
                })
            }
            let file: CheckConfigurationFile
            do { file = try CheckConfigurationFile(contentsOf: configPath, registry: registry) } catch { throw lines(error) }
            if let baseline = file.baseline, !writesBaseline, !FileManager.default.fileExists(atPath: baseline) {
                throw CLIError.badInput("\(MessageText.quotedPath(configPath)): baseline: \(MessageText.quotedPath(baseline)) does not exist; write it with stepperkit check --write-baseline \(baseline)")
            }
            do { try file.apply(to: &configuration, readingBaseline: !writesBaseline) } catch { throw lines(error) }
            if catalogs.isEmpty { catalogs = file.catalogs }
        }
        if let locales = try arguments.option("locales", { text -> [LocaleID]? in
            text == "all" ? nil : try SceneOptions.names(text).map { try LocaleID($0) }
        }) {
            configuration.locales = locales
        }
        if arguments.flag("pseudo") { configuration.includesPseudoLocales = true }
        if let device = try arguments.option("device", { text -> DeviceClass in
            guard let device = DeviceClass.known.first(where: { $0.rawValue == text.lowercased() }) else {
                throw ChoiceError(message: "expected one of \(DeviceClass.known.map(\.rawValue).joined(separator: ", "))")
            }
            return device
        }) {
            configuration.device = device
        }
        for value in arguments.values("rule") {
            guard let equals = value.firstIndex(of: "="), let rule = DiagnosticRule.named(String(value[..<equals])) else {
                throw CLIError.badInput("--rule \(MessageText.quoted(value)): expected RULE=SEVERITY with a rule of \(DiagnosticRule.allCatalogRules.map(\.identifier).joined(separator: ", "))")
            }
            let severity = String(value[value.index(after: equals)...])
            if severity == "off" {
                configuration.severities[rule.identifier] = .some(nil)
            } else if let known = DiagnosticSeverity(rawValue: severity) {
                configuration.severities[rule.identifier] = known
            } else {
                throw CLIError.badInput("--rule \(MessageText.quoted(value)): expected off, note, warning or error after \"=\"")
            }
        }
        if let sizes = try arguments.option("dynamic-type", { try SceneOptions.list($0, all: DynamicTypeSize.allCases, SceneOptions.dynamicTypeSize) }) {
            configuration.dynamicTypeSizes = sizes
        }
        if let font = arguments.option("font") {
            configuration.font = FileManager.default.fileExists(atPath: font) ? .file(font) : .family(font)
        }
        if let shard = try arguments.option("shard", { try Shard($0) }) { configuration.shard = shard }
        if let failOn = try arguments.option("fail-on", { text in
            try FormatCommand.choose(text, from: ["note": DiagnosticSeverity.note, "warning": .warning, "error": .error])
        }) {
            configuration.failOn = failOn
        }
        if let path = arguments.option("baseline") {
            do {
                configuration.baseline = try Baseline(contentsOf: path)
                configuration.baselineFile = path
            } catch {
                throw CLIError.badInputs(error.problems.map { problem in
                    "--baseline: " + [error.file, problem.path, problem.message].filter { !$0.isEmpty }.joined(separator: ": ")
                })
            }
        }
        configuration.fit = try fit(arguments, font: configuration.font, sizes: configuration.dynamicTypeSizes, registry: registry)
        return (configuration, catalogs)
    }

    /// The space of --width and its options; nil without --width.
    private static func fit(_ arguments: ParsedArguments, font: FontRequest, sizes: [DynamicTypeSize], registry: StepperStyleRegistry) throws -> FitRequirement? {
        let measuringOptions = ["style", "line-limit", "slot", "component-style", "control-size"]
        guard let width = try arguments.option("width", { text -> Double in
            guard let width = Double(text), width.isFinite, width > 0, width <= ScreenLimits.maximumLength else {
                throw ChoiceError(message: "expected a width in points greater than 0 and at most \(Int(ScreenLimits.maximumLength))")
            }
            return width
        }) else {
            if let given = measuringOptions.first(where: { arguments.option($0) != nil }) {
                throw CLIError.usage("'--\(given)' needs '--width'", command: spec)
            }
            return nil
        }
        var fit = FitRequirement(width: width, font: font, dynamicTypeSizes: sizes)
        fit.textStyle = try arguments.option("style") { text -> TextStyle in
            guard let style = TextStyle(rawValue: text) else {
                throw ChoiceError(message: "expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return style
        } ?? .body
        fit.lineLimit = try arguments.option("line-limit") { text -> Int? in
            guard let limit = Int(text), limit >= 0 else { throw ChoiceError(message: "expected a whole number of lines, 0 for no limit") }
            return limit == 0 ? nil : limit
        } ?? 1
        if let slot = arguments.option("slot") {
            let controlSize = try arguments.option("control-size", SceneOptions.controlSize) ?? .regular
            do {
                fit.slot = try FitSlot(named: slot, style: arguments.option("component-style") ?? "capsule", controlSize: controlSize, registry: registry)
            } catch {
                throw CLIError.badInput("--slot \(MessageText.quoted(slot)): \(error)")
            }
        } else if arguments.option("component-style") != nil {
            throw CLIError.usage("'--component-style' needs '--slot'", command: spec)
        }
        return fit
    }
}
