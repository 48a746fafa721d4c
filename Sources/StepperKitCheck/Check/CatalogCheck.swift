import Foundation
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// Checks an app's String Catalogs the way its users will read them, on Apple platforms, in every language.
///
/// Each key is resolved as Foundation and SwiftUI resolve it (`KeySemantics`: the key is the source
/// text when the source language has none, its interpolations are its arguments, a key without any is
/// shown as written) in every locale, with a number of every plural category and on each device it varies
/// by; each translation is compared with its source text; each string is measured with the real fonts at
/// every Dynamic Type size, against its key's budget or else against its source text's width.
///
/// Findings stream into the report in file and key order, whatever order the cores finish in, so the
/// report does not depend on the machine and its memory does not grow with the number of findings.
///
/// ```swift
/// var configuration = CheckConfiguration(locales: [try LocaleID("en"), try LocaleID("es")])
/// configuration.budgets = [WidthBudget(keys: KeyPattern("Add to cart"), width: 120)]
/// let report = try await CatalogCheck(configuration).run(catalogsAt: ["Localizable.xcstrings"])
/// report.summary      // "1 error, 0 warnings, 0 notes in 8 strings (96 cells) of 1 catalog"
/// report.isFailing    // true
/// ```
public struct CatalogCheck: Sendable {
    /// What to check.
    public let configuration: CheckConfiguration

    /// A check with a configuration.
    public init(_ configuration: CheckConfiguration) {
        self.configuration = configuration
    }

    /// Reads and checks catalog files, in order, into a report.
    ///
    /// - Parameters:
    ///   - paths: The files, as the report names them.
    ///   - maxConcurrentTasks: How many keys' chunks are checked at once; the processor count by default.
    ///   - spool: Where findings go; a new spool by default.
    public func run(catalogsAt paths: [String], maxConcurrentTasks: Int? = nil, spool: DiagnosticSpool = DiagnosticSpool())
        async throws(CheckError) -> DiagnosticReport
    {
        var filter = DiagnosticFilter(configuration)
        var strings = 0
        var cells = 0
        var missingScripts: [UnicodeScript: Set<String>] = [:]
        for path in paths {
            let bytes: [UInt8]
            let catalog: StringCatalog
            var options = CatalogReadOptions.lenient
            options.maximumBytes = min(options.maximumBytes, configuration.maximumCatalogBytes)
            do {
                bytes = try StringCatalog.fileBytes(at: path, options: options)
                catalog = try StringCatalog(bytes: bytes, options: .lenient)
            } catch {
                if case .tooLarge(let size, let limit) = error.reason, limit == configuration.maximumCatalogBytes {
                    throw .catalogTooLarge(file: path, bytes: size, limit: limit)
                }
                throw .unreadable(file: path, error)
            }
            let outcome = try await check(catalog, file: path, bytes: bytes, maxConcurrentTasks: maxConcurrentTasks) { diagnostic in
                if let kept = filter.apply(diagnostic) { spool.append(kept) }
            }
            strings += outcome.resolved
            cells += outcome.measured
            for (script, languages) in outcome.missingScripts { missingScripts[script, default: []].formUnion(languages) }
        }
        for diagnostic in Self.missingFontDiagnostics(missingScripts) {
            if let kept = filter.apply(diagnostic) { spool.append(kept) }
        }
        return DiagnosticReport(
            tool: "check", files: paths, cellCount: cells, stringCount: strings, shard: configuration.shard, failOn: configuration.failOn,
            baseline: filter.baselineOutcome(file: configuration.baselineFile), diagnostics: spool)
    }

    /// Checks one catalog already read into a report; bytes (the file's) give findings their line and column.
    public func run(
        _ catalog: StringCatalog, file: String, bytes: [UInt8] = [], maxConcurrentTasks: Int? = nil, spool: DiagnosticSpool = DiagnosticSpool()
    ) async throws(CheckError) -> DiagnosticReport {
        var filter = DiagnosticFilter(configuration)
        let outcome = try await check(catalog, file: file, bytes: bytes, maxConcurrentTasks: maxConcurrentTasks) { diagnostic in
            if let kept = filter.apply(diagnostic) { spool.append(kept) }
        }
        for diagnostic in Self.missingFontDiagnostics(outcome.missingScripts) {
            if let kept = filter.apply(diagnostic) { spool.append(kept) }
        }
        return DiagnosticReport(
            tool: "check", files: [file], cellCount: outcome.measured, stringCount: outcome.resolved, shard: configuration.shard,
            failOn: configuration.failOn, baseline: filter.baselineOutcome(file: configuration.baselineFile), diagnostics: spool)
    }

    /// Checks one catalog already read, handing each finding to `emit` in file order.
    ///
    /// - Parameter bytes: The catalog file's bytes, which give findings their line and column.
    func check(
        _ catalog: StringCatalog, file: String, bytes: [UInt8], maxConcurrentTasks: Int?, emit: (Diagnostic) -> Void
    ) async throws(CheckError) -> KeyChecker.Outcome {
        guard let sourceLocale = try? LocaleID(catalog.sourceLanguage), PluralFacts.cached(language: catalog.sourceLanguage) != nil else {
            throw .invalidSourceLanguage(file: file, language: catalog.sourceLanguage)
        }
        let keys = catalog.strings.keys.filter { !$0.isEmpty }
        let indexed = keys.enumerated().filter { configuration.shard.contains(keyIndex: $0.offset) }.map { (index: $0.offset, key: $0.element) }
        var locales = configuration.locales ?? catalog.languages.compactMap { try? LocaleID($0) }
        if !locales.contains(where: { $0.languageTag == sourceLocale.languageTag || $0 == sourceLocale }) && configuration.locales == nil {
            locales.insert(sourceLocale, at: 0)
        }
        if configuration.includesPseudoLocales {
            locales += PseudoLocale.all.map(\.locale).filter { !locales.contains($0) }
        }
        let matrix: StringMatrix
        do {
            matrix = try StringMatrix(catalog: catalog, keys: keys, locales: locales, samples: configuration.samples,
                                      textArgument: configuration.textArgument, device: configuration.device)
        } catch {
            throw .pluralRules(error)
        }
        let width = max(1, maxConcurrentTasks ?? ProcessInfo.processInfo.activeProcessorCount)
        let context = await CatalogContext.make(file: file, catalog: catalog, bytes: bytes, matrix: matrix, configuration: configuration, width: width)

        // Keys in chunks of a few hundred, checked on every core, reported in order as each next chunk is ready.
        let chunkSize = 128
        let chunks = stride(from: 0, to: indexed.count, by: chunkSize).map { Array(indexed[$0..<min(indexed.count, $0 + chunkSize)]) }
        var total = KeyChecker.Outcome()
        var failure: CheckError?
        await OrderedConcurrentMap.run(chunks, width: width) { chunk -> Result<KeyChecker.Outcome, CheckError> in
            Result { () throws(CheckError) in
                var checker = try KeyChecker(context: context)
                return try checker.check(chunk)
            }
        } consume: { result in
            switch result {
            case .success(let outcome):
                for diagnostic in outcome.diagnostics { emit(diagnostic) }
                total.resolved += outcome.resolved
                total.measured += outcome.measured
                for (script, languages) in outcome.missingScripts { total.missingScripts[script, default: []].formUnion(languages) }
            case .failure(let error):
                if failure == nil { failure = error }
            }
        }
        if let failure { throw failure }
        return total
    }

    /// One finding per script no installed font draws: a fact about the machine, naming what to install.
    static func missingFontDiagnostics(_ scripts: [UnicodeScript: Set<String>]) -> [Diagnostic] {
        scripts.keys.sorted().map { script in
            let languages = scripts[script, default: []].sorted().joined(separator: ", ")
            let (name, package) = script.code == "Zsye" ? ("emoji", UnicodeScript.emojiFontPackage)
                : script.code == "Zyyy" ? ("some symbols", "fonts-noto-core") : (script.name + " script", script.debianFontPackage)
            return Diagnostic(
                rule: .missingFont, cell: DiagnosticCell(coordinates: [.init("script", script.code)]),
                message: "no installed font draws \(name), so strings in \(languages) that use it were not measured; install \(package) (Debian) or name a font that has it with --font")
        }
    }
}

/// The configuration's say over each finding: its severity, whether a rule is off, whether an ignore
/// covers it, whether the baseline accepts it.
struct DiagnosticFilter {
    private let configuration: CheckConfiguration
    private var baseline: Baseline?
    private(set) var suppressed = 0

    init(_ configuration: CheckConfiguration) {
        self.configuration = configuration
        baseline = configuration.baseline
    }

    /// The finding as it is reported, or nil when it is not.
    mutating func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        if let configured = configuration.severities[diagnostic.rule.identifier] {
            guard let severity = configured else { return nil }
            result.severity = severity
        } else if diagnostic.rule.defaultSeverity == nil {
            return nil
        }
        if configuration.ignores.contains(where: { $0.covers(result) }) { return nil }
        if baseline?.accept(result) == true {
            suppressed += 1
            return nil
        }
        return result
    }

    /// What the baseline did, when there was one.
    func baselineOutcome(file: String?) -> BaselineOutcome? {
        guard let baseline else { return nil }
        return BaselineOutcome(file: file ?? "baseline", suppressed: suppressed, stale: baseline.unmatched)
    }
}
