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
            catalogs, config, noConfig, locales, pseudo, device, rule, dynamicType, width, style, lineLimit, font, slot,
            componentStyle, controlSize, SceneOptions.theme, SharedOptions.reportFormat, output, html, OutputFile.force, shard,
            merge, baseline, writeBaseline, failOn, rules,
        ],
        run: run
    )

    // MARK: - Options

    static let catalogs = Argument(variadic: "CATALOG", optional: true, help: "A .xcstrings file (default: the configuration's catalogs).")
    static let config = Option("config", value: "FILE", help: "A configuration file (default: .stepperkit-check.json here, if there is one).")
    static let noConfig = Flag("no-config", help: "Read no configuration file.")
    /// Locales to check; nil for "all".
    static let locales = Option(
        "locales", value: "LIST", help: "Locales, such as en,es, or all (default: every language of the catalog)."
    ) { text -> [LocaleID]? in text == "all" ? nil : try OptionValue.locales(text) }
    static let pseudo = Flag("pseudo", help: "Add the pseudo-locales en-XA and ar-XB.")
    static let device = Option(
        "device", value: "NAME",
        help: "Show one device's variations: \(DeviceClass.known.map(\.rawValue).joined(separator: ", ")) (default: each device a string varies by)."
    ) { text -> DeviceClass in
        guard let device = DeviceClass.known.first(where: { $0.rawValue == text.lowercased() }) else {
            throw RejectedValue("expected one of \(DeviceClass.known.map(\.rawValue).joined(separator: ", "))")
        }
        return device
    }
    static let rule = Option(
        repeating: "rule", value: "ID=S", help: "A rule's severity: off, note, warning or error (repeatable).", transform: RuleSetting.init
    )
    static let dynamicType = Option("dynamic-type", value: "LIST", help: "Dynamic Type sizes widths are measured at, or all (default all 12).") {
        try OptionValue.list($0, all: DynamicTypeSize.allCases, SceneOptions.dynamicTypeSize)
    }
    static let width = Option(
        "width", value: "PT", help: "A width every string must fit, in points (budgets in the configuration take precedence)."
    ) { text -> Double in
        guard let width = Double(text), width.isFinite, width > 0, width <= ScreenLimits.maximumLength else {
            throw RejectedValue("expected a width in points greater than 0 and at most \(Int(ScreenLimits.maximumLength))")
        }
        return width
    }
    static let style = Option(
        "style", value: "TEXTSTYLE", help: "Text style of --width: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default body).",
        transform: { try OptionValue.caseNamed($0) as TextStyle }
    )
    /// The most lines of --width; nil for no limit.
    static let lineLimit = Option("line-limit", value: "N", help: "The most lines of --width (default 1); 0 for no limit.") { text -> Int? in
        guard let limit = Int(text), limit >= 0 else { throw RejectedValue("expected a whole number of lines, 0 for no limit") }
        return limit == 0 ? nil : limit
    }
    static let font = Option("font", value: "PATH|FAMILY", help: "A font file, or an installed family name (default Inter, else DejaVu Sans).")
    static let slot = Option("slot", value: "S", help: "Measure --width in a component slot: button, badge or count.")
    static let componentStyle = Option("component-style", value: "NAME", help: "The stepper style of the slot (default capsule).")
    static let controlSize = Option(
        "control-size", value: "SIZE", help: "The control size of the slot (default regular).", transform: SceneOptions.controlSize
    )
    static let output = Option("output", value: "FILE", help: "Write the output to FILE instead of standard output.")
    static let html = Option("html", value: "DIR", help: "Also write a static HTML report to DIR/index.html.")
    static let shard = Option(
        "shard", value: "I/N", help: "Check the I-th of N deterministic slices of the keys (write --format json, then --merge)."
    ) { try Shard($0) }
    static let merge = Option(repeating: "merge", value: "FILE", help: "Merge the JSON reports of a sharded check instead of checking (repeatable).")
    static let baseline = Option("baseline", value: "FILE", help: "Accept the findings in FILE: only others fail the run; stale entries are listed.")
    static let writeBaseline = Option("write-baseline", value: "FILE", help: "Write the run's findings to FILE as its baseline.")
    static let failOn = Option(
        "fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: note, warning or error (default error).",
        transform: OptionValue.severity
    )
    static let rules = Flag("rules", help: "List every rule: its identifier, default severity and what it finds.")

    /// A `--rule ID=S`: a rule's identifier and its severity, nil for off.
    struct RuleSetting: Sendable {
        let identifier: String
        let severity: DiagnosticSeverity?

        init(_ text: String) throws(CLIError) {
            guard let equals = text.firstIndex(of: "="), let rule = DiagnosticRule.named(String(text[..<equals])) else {
                throw .badInput("--rule \(MessageText.quoted(text)): expected RULE=SEVERITY with a rule of \(DiagnosticRule.allCatalogRules.map(\.identifier).joined(separator: ", "))")
            }
            identifier = rule.identifier
            let severity = String(text[text.index(after: equals)...])
            if severity == "off" {
                self.severity = nil
            } else if let known = DiagnosticSeverity(rawValue: severity) {
                self.severity = known
            } else {
                throw .badInput("--rule \(MessageText.quoted(text)): expected off, note, warning or error after \"=\"")
            }
        }
    }

    // MARK: - Run

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        if arguments[Self.rules] {
            let width = DiagnosticRule.allCatalogRules.map(\.identifier.count).max() ?? 0
            for rule in DiagnosticRule.allCatalogRules {
                let severity = rule.defaultSeverity.map { "\($0)" } ?? "off"
                console.print(rule.identifier.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary)
            }
            return .success
        }
        let format = arguments[SharedOptions.reportFormat] ?? .text
        let force = arguments[OutputFile.force]
        let registry = try SceneOptions.registry(arguments)
        let (configuration, given) = try configuration(arguments, registry: registry)
        // Findings name catalogs relative to where the command runs, as editors and CI annotations want them.
        // A catalog named twice is checked once: its findings are not doubled.
        var seen: Set<String> = []
        let catalogs = given.map(relativeToWorkingDirectory).filter { seen.insert(canonicalPath($0)).inserted }
        let merging = arguments[Self.merge]

        // Files the run writes must not be files it reads: an --output naming the catalog would replace it.
        let inputs = Set((catalogs + merging + [configuration.baselineFile].compactMap { $0 }).map(canonicalPath))
        for option in [Self.output, Self.writeBaseline] {
            if let path = arguments[option], inputs.contains(canonicalPath(path)) {
                throw CLIError.badInput("\(option.spelling) \(MessageText.quotedPath(path)) is one of the files this run reads; name another file")
            }
        }
        // …nor each other's: --output and --html's page were both written, the page last.
        let page = arguments[Self.html].map { $0.isEmpty ? "" : ($0 as NSString).appendingPathComponent("index.html") }
        var written: [String: String] = [:]
        let outputs = [(Self.output.spelling, arguments[Self.output]), (Self.writeBaseline.spelling, arguments[Self.writeBaseline]),
                       (Self.html.spelling, page)]
        for (option, path) in outputs {
            guard let path, !path.isEmpty else { continue }
            if let earlier = written[canonicalPath(path)] {
                throw CLIError.badInput("\(option) \(MessageText.quotedPath(path)) is the file \(earlier) writes; name another file")
            }
            written[canonicalPath(path)] = option
        }
        // Every file written is opened, or found wanting, before the run rather than after minutes of it.
        if let directory = arguments[Self.html] { try OutputFile.folder(directory, option: Self.html) }
        let pageWriter = try page.map { page throws(CLIError) in try OutputFile.open(page, option: Self.html, force: force) }
        let outputWriter = try arguments[Self.output].map { path throws(CLIError) in try OutputFile.open(path, option: Self.output, force: force) }
        let baselineWriter = try arguments[Self.writeBaseline].map { path throws(CLIError) in
            try OutputFile.open(path, option: Self.writeBaseline, force: force)
        }

        let report: DiagnosticReport
        if !merging.isEmpty {
            if !arguments[Self.catalogs].isEmpty { throw CLIError.usage("--merge reads shard reports, not catalogs", command: spec) }
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

        if let path = arguments[Self.writeBaseline], let baselineWriter {
            let baseline = Baseline(report.diagnostics)
            try OutputFile.stream(into: baselineWriter, option: Self.writeBaseline) { output in
                try output.write(String(decoding: baseline.jsonBytes, as: UTF8.self))
            }
            console.printErrorLine("wrote \(path): \(baseline.count) finding\(baseline.count == 1 ? "" : "s") accepted")
        }
        if let outputWriter {
            try OutputFile.stream(into: outputWriter, option: Self.output) { output in try format.write(report, to: output) }
        } else {
            try format.write(report, to: ReportOutput { try console.writeReport($0) })
        }
        if let page, let pageWriter {
            try OutputFile.stream(into: pageWriter, option: Self.html) { output in
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
        var catalogs = arguments[Self.catalogs]
        if arguments[Self.noConfig] && arguments.contains(Self.config) {
            throw CLIError.usage("--config and --no-config contradict each other", command: spec)
        }
        let configPath = arguments[Self.config]
            ?? (arguments[Self.noConfig] || !FileManager.default.fileExists(atPath: CheckConfigurationFile.defaultName)
                ? nil : CheckConfigurationFile.defaultName)
        // A run that writes a baseline accepts every finding it makes, so it reads none: the configured one
        // may not exist yet, and is the file it replaces.
        let writesBaseline = arguments.contains(Self.writeBaseline)
        if writesBaseline && arguments.contains(Self.baseline) {
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
        if let locales = arguments[Self.locales] { configuration.locales = locales }
        if arguments[Self.pseudo] { configuration.includesPseudoLocales = true }
        if let device = arguments[Self.device] { configuration.device = device }
        for setting in arguments[Self.rule] { configuration.severities[setting.identifier] = .some(setting.severity) }
        if let sizes = arguments[Self.dynamicType] { configuration.dynamicTypeSizes = sizes }
        if let font = arguments[Self.font] {
            configuration.font = FontRequest(pathOrFamily: font)
        }
        if let shard = arguments[Self.shard] { configuration.shard = shard }
        if let failOn = arguments[Self.failOn] { configuration.failOn = failOn }
        if let path = arguments[Self.baseline] {
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
        let measuringOptions: [any ArgumentDeclaration] = [style, lineLimit, slot, componentStyle, controlSize]
        guard let width = arguments[Self.width] else {
            if let given = measuringOptions.first(where: { arguments.contains($0) }) {
                throw CLIError.usage("'\(given.spelling)' needs '\(Self.width.spelling)'", command: spec)
            }
            return nil
        }
        var fit = FitRequirement(width: width, font: font, dynamicTypeSizes: sizes)
        fit.textStyle = arguments[Self.style] ?? .body
        fit.lineLimit = arguments[Self.lineLimit] ?? 1
        if let slot = arguments[Self.slot] {
            let controlSize = arguments[Self.controlSize] ?? .regular
            do {
                fit.slot = try FitSlot(named: slot, style: arguments[Self.componentStyle] ?? "capsule", controlSize: controlSize, registry: registry)
            } catch {
                throw CLIError.badInput("--slot \(MessageText.quoted(slot)): \(error)")
            }
        } else if arguments.contains(Self.componentStyle) {
            throw CLIError.usage("'\(Self.componentStyle.spelling)' needs '\(Self.slot.spelling)'", command: spec)
        }
        return fit
    }
}
