import Foundation
import StepperKit
import StepperKitCheck
import StepperKitLocalization
#if canImport(Glibc)
import Glibc
#endif

/// `stepperkit check`'s engine, the public `CatalogCheck`: resolved-and-measured strings per second on one
/// core on the largest catalog of `../shared/corpus/`, its time against the catalog linter's on the same
/// catalog, and the peak RSS of the `stepperkit check` binary on a ~10 MB catalog made from it.
enum CheckBenchmarks {
    /// The corpus folder: `../shared/corpus/` next to the repository (or `STEPPERKIT_CORPUS`).
    static var corpus: URL {
        if let folder = ProcessInfo.processInfo.environment["STEPPERKIT_CORPUS"] { return URL(filePath: folder) }
        return URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "shared/corpus")
    }

    /// What every check here measures: every language of the catalog, CLDR's first sample per category,
    /// one line of body text in 200 pt at all 12 Dynamic Type sizes.
    static let configuration = CheckConfiguration(fit: FitRequirement(width: 200), runsLinter: false)

    static func run() {
        print("\n## stepperkit check\n")
        guard let file = largestCatalog(), let bytes = try? [UInt8](Data(contentsOf: file)),
              let catalog = try? StringCatalog(bytes: bytes, options: .lenient) else {
            print("No readable .xcstrings under \(corpus.path); no check benchmark.")
            return
        }
        let languages = catalog.languages.compactMap { try? LocaleID($0) }
        print("Catalog: \(file.lastPathComponent), \(bytes.count / 1000) kB, \(catalog.strings.count) keys, "
              + "\(languages.count) languages; every language × CLDR's first sample per category × 12 Dynamic Type sizes "
              + "at 200 pt, one task (one core); the linter off in the check, so each side is measured alone.")

        let check = CatalogCheck(configuration)
        let probe = Harness.wait { try? await check.run(catalog, file: file.path, bytes: bytes, maxConcurrentTasks: 1) }
        guard let probe else {
            print("The check failed on \(file.lastPathComponent); no check benchmark.")
            return
        }
        let linter = CatalogLinter(languages: catalog.languages)
        let measured = Harness.compare([
            Harness.Case("CatalogCheck.run, 1 task") {
                blackHole(Harness.wait { try? await check.run(catalog, file: file.path, bytes: bytes, maxConcurrentTasks: 1) })
            },
            Harness.Case("CatalogLinter.lint") { blackHole(linter.lint(catalog)) },
        ], rounds: 9, roundTime: 0.2)
        let (checkTime, lintTime) = (measured[0], measured[1])
        let seconds = checkTime.nanosecondsPerOperation / 1e9
        let cellsPerSecond = Double(probe.cellCount ?? 0) / seconds
        let resolvedPerSecond = Double(probe.stringCount ?? 0) / seconds
        print("")
        print("| case | ms/catalog | resolved strings/s | measured strings/s (× 12 sizes) |")
        print("|---|---:|---:|---:|")
        print("| \(checkTime.name) | \(Harness.format(seconds * 1000)) | \(Harness.format(resolvedPerSecond, digits: 0)) "
              + "| \(Harness.format(cellsPerSecond, digits: 0)) |")
        print("| \(lintTime.name) | \(Harness.format(lintTime.nanosecondsPerOperation / 1e6)) | | |")
        print("\n\(probe.stringCount ?? 0) resolved strings, \(probe.cellCount ?? 0) measurements, \(probe.diagnostics.count) findings. "
              + "Rows at another Dynamic Type size reuse the shaping of the same face (TextLayouter.resized(to:)): a string is shaped once per face and features — Inter, and Inter Display from 20 pt — then wrapped at each size; "
              + "the second face reuses the first's line breaks, bidirectional and script runs and graphemes, and is shaped on its own. "
              + "Rows of a key whose locales show the same text (untranslated, or translated alike) reuse its measurements: each such text is measured once per key, and counted for every locale that shows it.")
        let verdict = cellsPerSecond >= 200_000 ? "PASS" : "MISS"
        print("- \(verdict): check throughput: \(Harness.format(cellsPerSecond, digits: 0)) resolved-and-measured strings/s/core "
              + "(goal ≥ 200000, issue 12)")
        print("- check time / lint time on the same catalog: "
              + "\(Harness.format(checkTime.nanosecondsPerOperation / lintTime.nanosecondsPerOperation, digits: 2))×")
        defaultRun(of: file)
        peakMemory(of: file, bytes: bytes)
    }

    /// Wall time and peak RSS of `stepperkit check` as a team runs it on the largest corpus catalog: its
    /// defaults (every language, the expansion check at all 12 Dynamic Type sizes) with the pseudo-locales.
    static func defaultRun(of file: URL) {
        let tool = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "stepperkit")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { return }
        let folder = FileManager.default.temporaryDirectory.appending(path: "stepperkit-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check", file.path, "--pseudo", "--no-config", "--format", "json", "--output", folder.appending(path: "report.json").path]
        let start = Harness.now()
        guard let megabytes = Harness.peakMegabytes(of: process) else { return }
        let elapsed = Double(Harness.now() - start) / 1e9
        let findings = (try? Data(contentsOf: folder.appending(path: "report.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["findings"] as? [Any]
        print("\n`stepperkit check \(file.lastPathComponent) --pseudo` (defaults: every language, the expansion check at all 12 sizes; "
              + "\(ProcessInfo.processInfo.activeProcessorCount) cores): \(Harness.format(elapsed)) s wall, peak RSS "
              + "\(Harness.format(megabytes)) MB, \(findings?.count ?? 0) findings, exit \(process.terminationStatus).")
        print("- \(megabytes < 200 ? "PASS" : "MISS"): default check peak RSS: \(Harness.format(megabytes)) MB (goal < 200 MB, issue 24)")
    }

    /// Two checks of the largest corpus catalog on one task, for a profiler (`check-profile`): not part
    /// of `make bench`. Run it under callgrind as `layout-profile` is (see there). The first check loads
    /// what a process loads once (fonts, ICU's data, plural rules); to count only the second, as the
    /// benchmark's repeated checks are, pass callgrind `--dump-before='*profiledC0*'` (the mangled
/// name's abbreviation) and read the largest later part: the check runs in tasks on other threads,
/// which `--toggle-collect` on this function would not count.
    static func profile() {
        guard let file = largestCatalog(), let bytes = try? [UInt8](Data(contentsOf: file)),
              let catalog = try? StringCatalog(bytes: bytes, options: .lenient) else { return }
        let check = CatalogCheck(configuration)
        blackHole(Harness.wait { try? await check.run(catalog, file: file.path, bytes: bytes, maxConcurrentTasks: 1) })
        profiledCheck(check, catalog, file: file, bytes: bytes)
    }

    /// The check a profiler counts alone (see ``profile()``).
    @inline(never)
    static func profiledCheck(_ check: CatalogCheck, _ catalog: StringCatalog, file: URL, bytes: [UInt8]) {
        blackHole(Harness.wait { try? await check.run(catalog, file: file.path, bytes: bytes, maxConcurrentTasks: 1) })
    }

    /// The largest .xcstrings file under the corpus folder.
    static func largestCatalog() -> URL? {
        guard let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: [.fileSizeKey]) else { return nil }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }.max { lhs, rhs in
            let sizes = [lhs, rhs].map { (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }
            return sizes[0] < sizes[1]
        }
    }

    // MARK: - Memory

    /// Peak RSS of `stepperkit check` (the release binary beside this one) on a ~10 MB catalog: the corpus
    /// catalog's keys repeated under new names, written to a temporary folder.
    static func peakMemory(of file: URL, bytes: [UInt8]) {
        let tool = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "stepperkit")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("- no peak RSS: build the tool first (swift build -c release --product stepperkit)")
            return
        }
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return }
        var grown = root
        var all: [String: Any] = [:]
        var copy = 0
        var size = 0
        while size < 10_000_000 {
            for (key, value) in strings { all["\(key) #\(copy)"] = value }
            copy += 1
            size = bytes.count * copy
        }
        grown["strings"] = all
        let folder = FileManager.default.temporaryDirectory.appending(path: "stepperkit-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appending(path: "Large.xcstrings")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let data = try? JSONSerialization.data(withJSONObject: grown, options: [.prettyPrinted, .sortedKeys]),
              (try? data.write(to: large)) != nil else { return }
        let process = Process()
        process.executableURL = tool
        // The defaults and the pseudo-locales, every size: findings stream, so memory stays flat however many there are.
        process.arguments = ["check", large.path, "--pseudo", "--no-config", "--format", "json", "--output", folder.appending(path: "report.json").path]
        let start = Harness.now()
        guard let megabytes = Harness.peakMegabytes(of: process) else { return }
        let elapsed = Double(Harness.now() - start) / 1e9
        let findings = (try? Data(contentsOf: folder.appending(path: "report.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["findings"] as? [Any]
        print("\nPeak RSS of `stepperkit check Large.xcstrings --pseudo` (\(findings?.count ?? 0) findings; "
              + "\(Harness.format(Double(data.count) / 1e6, digits: 1)) MB, \(all.count) keys, exit \(process.terminationStatus), "
              + "\(Harness.format(elapsed)) s on \(ProcessInfo.processInfo.activeProcessorCount) cores): "
              + "\(Harness.format(megabytes)) MB (the child's VmHWM, read every 2 ms until it exits).")
        print("- \(megabytes < 200 ? "PASS" : "MISS"): check peak RSS on a 10 MB catalog: \(Harness.format(megabytes)) MB (goal < 200 MB)")
    }
}
