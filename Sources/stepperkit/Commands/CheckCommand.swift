import Foundation
import StepperKit
import StepperKitCheck
import StepperKitLocalization
import StepperKitText

/// `stepperkit check CATALOG… [--locales LIST|all] [--pseudo] [--device NAME] [--width PT] … [--format F] [--html DIR] [--shard I/N]`
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check String Catalogs as people read them: every key × locale × plural sample, measured.",
        discussion: """
            Resolves every key in every locale (--pseudo adds en-XA and ar-XB) with a number of every plural
            category, and with --width measures each string in the width, line limit and text style at each
            Dynamic Type size with the real fonts (or in a component slot). Reports raw-key, language-fallback,
            plural-fallback, dropped-number, argument, overflow, word-split and truncated findings, and the catalog
            linter's once per key. Formats: text, json, junit, sarif, github. Exit 0 clean, 1 findings at or
            above --fail-on, 2 bad input.
            """,
        arguments: [
            .variadic("CATALOG", help: "A .xcstrings file."),
            .option("locales", value: "LIST", help: "Locales, such as en,es, or all (default: every language of the catalog)."),
            .flag("pseudo", help: "Add the pseudo-locales en-XA and ar-XB."),
            .option("device", value: "NAME", help: "Show the device's variations: \(DeviceClass.known.map(\.rawValue).joined(separator: ", ")) (default other)."),
            .option("dynamic-type", value: "LIST", help: "Dynamic Type sizes, or all (default all 12)."),
            .option("width", value: "PT", help: "The width every string must fit, in points; without it nothing is measured."),
            .option("style", value: "TEXTSTYLE", help: "Text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default body)."),
            .option("line-limit", value: "N", help: "The most lines a string may take (default 1); 0 for no limit."),
            .option("font", value: "PATH|FAMILY", help: "A font file, or an installed family name (default Inter, else DejaVu Sans)."),
            .option("slot", value: "S", help: "Measure in a component slot: button, badge or count."),
            .option("component-style", value: "NAME", help: "The stepper style of the slot (default capsule)."),
            .option("control-size", value: "SIZE", help: "The control size of the slot (default regular)."),
            SceneOptions.theme,
            .option("format", value: "F", help: "Output: \(CheckReportFormat.names.joined(separator: ", ")) (default text)."),
            .option("output", value: "FILE", help: "Write the output to FILE instead of standard output."),
            .option("html", value: "DIR", help: "Also write a static HTML report to DIR/index.html."),
            .option("shard", value: "I/N", help: "Check the I-th of N deterministic slices of the keys."),
            .option("fail-on", value: "S", help: "Exit 1 for findings of this severity or worse: warning (default) or error."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) async throws -> ExitCode {
        let configuration = try configuration(arguments)
        let format = try arguments.option("format") { text -> CheckReportFormat in
            guard let format = CheckReportFormat(name: text) else {
                throw ChoiceError(message: "expected one of \(CheckReportFormat.names.joined(separator: ", "))")
            }
            return format
        } ?? .text
        let failOn = try arguments.option("fail-on") { text in
            try FormatCommand.choose(text, from: ["warning": LintSeverity.warning, "error": .error])
        } ?? .warning

        let report: CheckReport
        do {
            report = try await CatalogCheck(configuration).run(catalogsAt: arguments.variadic())
        } catch {
            throw CLIError.badInput("\(error)")
        }
        let output = format.render(report)
        if let path = arguments.option("output") {
            do {
                try AtomicFile.write(text: output, to: path)
            } catch {
                throw CLIError.badInput("--output \(path): \(error.localizedDescription)")
            }
        } else {
            console.write(Array(output.utf8))
        }
        if let directory = arguments.option("html") {
            do {
                let file = try HTMLReport.check(report, fit: configuration.fit).write(toDirectory: URL(fileURLWithPath: directory))
                console.printError("wrote \(file.path)")
            } catch {
                throw CLIError.badInput("--html \(directory): \(error)")
            }
        }
        return report.failing(at: failOn) ? .findings : .success
    }

    /// The library's configuration from the command line.
    static func configuration(_ arguments: ParsedArguments) throws -> CheckConfiguration {
        var configuration = CheckConfiguration()
        configuration.locales = try arguments.option("locales") { text -> [LocaleID]? in
            text == "all" ? nil : try text.split(separator: ",").map { try LocaleID(String($0).trimmingSpaces()) }
        } ?? nil
        configuration.includesPseudoLocales = arguments.flag("pseudo")
        configuration.device = try arguments.option("device") { text -> DeviceClass in
            guard let device = DeviceClass.known.first(where: { $0.rawValue == text.lowercased() }) else {
                throw ChoiceError(message: "expected one of \(DeviceClass.known.map(\.rawValue).joined(separator: ", "))")
            }
            return device
        } ?? .other
        if let shard = try arguments.option("shard", { try Shard($0) }) { configuration.shard = shard }
        let measuringOptions = ["dynamic-type", "style", "line-limit", "font", "slot", "component-style", "control-size"]
        guard let width = try arguments.option("width", { text -> Double in
            guard let width = Double(text), width.isFinite, width > 0 else { throw ChoiceError(message: "expected a width in points greater than 0") }
            return width
        }) else {
            if let given = measuringOptions.first(where: { arguments.option($0) != nil }) {
                throw CLIError.usage("'--\(given)' needs '--width'", command: spec)
            }
            return configuration
        }
        var fit = FitRequirement(width: width)
        fit.dynamicTypeSizes = try arguments.option("dynamic-type") {
            try SceneOptions.list($0, all: DynamicTypeSize.allCases, SceneOptions.dynamicTypeSize)
        } ?? DynamicTypeSize.allCases
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
        if let font = arguments.option("font") {
            fit.font = FileManager.default.fileExists(atPath: font) ? .file(font) : .family(font)
        }
        if let slot = arguments.option("slot") {
            let registry = try SceneOptions.registry(arguments)
            let styleName = arguments.option("component-style") ?? "capsule"
            let style: AnyStepperStyle
            do {
                style = try registry.style(named: styleName)
            } catch {
                throw CLIError.badInput("--component-style \(styleName): \(error)")
            }
            let controlSize = try arguments.option("control-size", SceneOptions.controlSize) ?? .regular
            switch slot {
            case "button": fit.slot = .button(style: style, controlSize: controlSize)
            case "count": fit.slot = .count(style: style, controlSize: controlSize)
            case "badge": fit.slot = .badge
            default: throw CLIError.badInput("--slot \(slot): expected one of \(FitSlot.names.joined(separator: ", "))")
            }
        } else if arguments.option("component-style") != nil {
            throw CLIError.usage("'--component-style' needs '--slot'", command: spec)
        }
        configuration.fit = fit
        return configuration
    }
}
