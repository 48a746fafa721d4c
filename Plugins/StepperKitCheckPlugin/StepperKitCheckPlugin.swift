import Foundation
import PackagePlugin

/// `swift package stepperkit-check [options]`: runs `stepperkit check` on the String Catalogs of the
/// package's targets, in the package's folder, so its `.stepperkit-check.json` configures the run.
///
/// Options after the verb go to `stepperkit check` as they are (`--format github`, `--baseline FILE`,
/// `--locales en,es`…); catalogs the configuration lists, or named on the command line, replace the
/// targets' own. The command fails (exit status 1) when the check finds anything at or above `--fail-on`.
@main
struct StepperKitCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "stepperkit-tool")
        let package = context.package.directoryURL
        var catalogs: [String] = []
        // Every .xcstrings file of every target, as a path relative to the package (so findings name it so).
        for target in context.package.targets {
            guard let module = target.sourceModule else { continue }
            for file in module.sourceFiles(withSuffix: "xcstrings") {
                let path = file.url.standardizedFileURL.path
                let root = package.standardizedFileURL.path + "/"
                catalogs.append(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
            }
        }
        // Catalogs named on the command line, or listed by the configuration, replace the targets' own.
        let namesCatalogs = arguments.contains { $0.hasSuffix(".xcstrings") }
        let listsCatalogs = Self.configurationListsCatalogs(at: package.appending(path: ".stepperkit-check.json"))
        guard !catalogs.isEmpty || namesCatalogs || listsCatalogs else {
            Diagnostics.remark("stepperkit-check: no target of \(context.package.displayName) has a .xcstrings file")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = package
        process.arguments = ["check"] + (namesCatalogs || listsCatalogs ? [] : catalogs.sorted()) + arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            Diagnostics.error("stepperkit check found problems in \(context.package.displayName)'s String Catalogs")
            throw CheckFailed.findings
        default:
            Diagnostics.error("stepperkit check could not run (exit status \(process.terminationStatus))")
            throw CheckFailed.badInput(process.terminationStatus)
        }
    }

    /// Whether the package's configuration file names its catalogs itself.
    static func configurationListsCatalogs(at url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return false
        }
        return object["catalogs"] != nil
    }

    enum CheckFailed: Error, CustomStringConvertible {
        case findings
        case badInput(Int32)

        var description: String {
            switch self {
            case .findings: "the check found problems"
            case .badInput(let status): "the check could not run (exit status \(status))"
            }
        }
    }
}
