import Dispatch
import Foundation
import StepperKitCheck
import TestSupport
import stepperkit
#if !FUZZING
import FuzzReplay
#endif

/// libFuzzer entry: the input as a command line, arguments separated by NUL or newline bytes.
///
/// Every command line is routed to its command and parsed (``ParsedArguments``) with help and usage
/// text built, then run end to end — every subcommand — in a folder of its own holding the files
/// commands read (a catalog, a catalog with an unknown source language, a theme, a check
/// configuration, a baseline, a shard report, a FIFO, a folder, a read-only file, a link), with
/// standard input giving the same arguments as lines. So that a command line can only touch that
/// folder, one with an argument holding "/" or ".." (`--html=..`) is parsed but not run; so that an input
/// costs milliseconds, `demo` (a 34,560-cell audit) is parsed only, `audit` runs one cell of each
/// list it is not given and is parsed only when a list says "all" or names more than two, and `check`
/// measures at the large size unless told otherwise. After a command that may write, the folder is
/// made again. Checked beyond "no crash": standard error holds no control character but line feeds
/// (every message quoting input escapes it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .flatMap { $0.split(separator: 0x0A, omittingEmptySubsequences: false) }
        .map { String(decoding: $0, as: UTF8.self) }

    let (command, path, remaining) = StepperKitCLI.route(arguments)
    _ = HelpFormatter.help(of: command, path: path)
    do {
        _ = try ParsedArguments(remaining, for: command)
    } catch {
        guard !error.description.hasPrefix("\n") else { fatalError("empty error message: \(error)") }
    }

    guard arguments.allSatisfy({ !$0.contains("/") && !$0.contains("..") }), path.count >= 2, path[1] != "demo" else { return 0 }
    if path[1] == "audit" {
        guard let restricted = restrictedAudit(arguments) else { return 0 }
        arguments = restricted
    }
    if path[1] == "check", !arguments.contains(where: { $0.hasPrefix("--dynamic-type") }) {
        arguments += ["--dynamic-type", "large"]
    }
    Sandbox.enter()
    var input = arguments.makeIterator()
    var errors: [UInt8] = []
    let console = Console(readLine: { input.next().map(InputLine.line) }, output: { _ in }, errors: { errors += $0 })
    let done = DispatchSemaphore(value: 0)
    let commandLine = arguments
    Task {
        _ = await StepperKitCLI.run(commandLine, console: console)
        done.signal()
    }
    done.wait()
    // Replaying a finding, FUZZ_VERBOSE=1 shows what the command said.
    if ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil {
        FileHandle.standardError.write(Data(("$ stepperkit " + commandLine.joined(separator: " ") + "\n").utf8 + errors))
    }
    for scalar in String(decoding: errors, as: UTF8.self).unicodeScalars where scalar != "\n" && scalar.properties.generalCategory == .control {
        fatalError("standard error has a raw control character U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
    if arguments.contains(where: { ["--output", "--write", "--html", "--write-baseline", "--output-dir"].contains(where: $0.hasPrefix) }) {
        Sandbox.reset()
    }
    return 0
}

/// An audit's command line with one cell of each list it does not give; nil when a list is long or "all".
private func restrictedAudit(_ arguments: [String]) -> [String]? {
    let lists = ["scenes": "addToCart", "locales": "en_US", "dynamic-type": "large", "control-sizes": "regular", "styles": "capsule"]
    var result = arguments
    for (name, one) in lists.sorted(by: { $0.key < $1.key }) {
        let option = "--" + name
        if let index = arguments.firstIndex(where: { $0 == option || $0.hasPrefix(option + "=") }) {
            let value = arguments[index] == option ? (index + 1 < arguments.count ? arguments[index + 1] : "") : String(arguments[index].dropFirst(option.count + 1))
            if value == "all" || value.split(separator: ",").count > 2 { return nil }
        } else {
            result += [option, one]
        }
    }
    if arguments.contains(where: { $0.hasPrefix("--states") }) { return nil }
    return result
}

/// The folder commands run in, with the files they read.
private enum Sandbox {
    nonisolated(unsafe) private static var path: String?
    // nonisolated(unsafe): libFuzzer calls the entry on one thread, one input at a time.

    /// Makes the folder on the first call and makes it the working directory.
    static func enter() {
        guard path == nil else { return }
        let folder = FileManager.default.temporaryDirectory.appending(path: "fuzz-cli-\(getpid())").path
        path = folder
        reset()
    }

    /// Empties the folder and writes the fixtures again.
    static func reset() {
        guard let path else { return }
        try? FileManager.default.removeItem(atPath: path)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard FileManager.default.changeCurrentDirectoryPath(path) else { fatalError("cannot enter \(path)") }
            try Data(fixtureCatalogText.utf8).write(to: URL(filePath: "a.xcstrings"))
            try Data(fixtureCatalogText.replacingOccurrences(of: #""sourceLanguage" : "en""#, with: #""sourceLanguage" : "zz""#).utf8)
                .write(to: URL(filePath: "b.xcstrings"))
            try Data(##"{ "shape": "roundedRectangle", "fill": "#E8F5E9", "foreground": "tint" }"##.utf8).write(to: URL(filePath: "t.json"))
            try Data(#"{ "catalogs": ["a.xcstrings"], "dynamicType": ["large"], "failOn": "warning" }"#.utf8).write(to: URL(filePath: "c.json"))
            try Data(#"{ "version": 1, "findings": [ { "rule": "plural-fallback", "file": "a.xcstrings", "count": 2 } ] }"#.utf8)
                .write(to: URL(filePath: "base.json"))
            let report = DiagnosticReport(tool: "check", files: ["a.xcstrings"], diagnostics: DiagnosticSpool())
            try Data(ReportFormat.json.render(report).utf8).write(to: URL(filePath: "r.json"))
            try Data("original".utf8).write(to: URL(filePath: "ro.svg"))
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: "ro.svg")
            try FileManager.default.createDirectory(atPath: "dir", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: "link", withDestinationPath: "a.xcstrings")
            guard mkfifo("fifo", 0o644) == 0 else { fatalError("cannot make a FIFO in \(path)") }
        } catch {
            fatalError("cannot make the fuzzer's folder \(path): \(error)")
        }
    }
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzCLIArguments(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzCLIArguments))
    }
}
#endif
