import Foundation
public import StepperKitLocalization

/// Checks String Catalogs the way a person would read them.
///
/// Every key × locale × plural sample resolved, each measured in its space at every Dynamic Type size,
/// and the linter's findings once per key.
///
/// The work is split by key across cores; the result does not depend on the split.
///
/// ```swift
/// var configuration = CheckConfiguration(locales: [try LocaleID("en"), try LocaleID("es")])
/// configuration.fit = FitRequirement(width: 120)
/// let report = try await CatalogCheck(configuration).run(catalogsAt: ["Localizable.xcstrings"])
/// report.findings.map(\.description)
/// // ["Localizable.xcstrings:26:9: error: \"%lld items\" · es · one 1 · body at accessibility3: measures 150.2 pt, 30.2 pt over 120 pt [overflow]", …]
/// ```
public struct CatalogCheck: Sendable {
    /// What to check.
    public let configuration: CheckConfiguration

    /// A check with a configuration.
    public init(_ configuration: CheckConfiguration) {
        self.configuration = configuration
    }

    /// Reads and checks catalog files, in order.
    public func run(catalogsAt paths: [String], maxConcurrentTasks: Int? = nil) async throws(CheckError) -> CheckReport {
        var reports: [CheckReport] = []
        for path in paths {
            let bytes: [UInt8]
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(contentsOf: URL(filePath: path), options: .lenient)
                bytes = (try? [UInt8](Data(contentsOf: URL(filePath: path)))) ?? []
            } catch {
                throw .unreadable(file: path, error)
            }
            reports.append(try await run(catalog, file: path, bytes: bytes, maxConcurrentTasks: maxConcurrentTasks))
        }
        return CheckReport(
            findings: reports.flatMap(\.findings), cases: reports.flatMap(\.cases),
            cellCount: reports.reduce(0) { $0 + $1.cellCount }, resolvedCount: reports.reduce(0) { $0 + $1.resolvedCount },
            files: paths, shard: configuration.shard
        )
    }

    /// Checks one catalog; bytes (the file's) give findings their line and column.
    public func run(
        _ catalog: StringCatalog, file: String, bytes: [UInt8] = [], maxConcurrentTasks: Int? = nil
    ) async throws(CheckError) -> CheckReport {
        let allKeys = catalog.strings.map(\.key).filter { !$0.isEmpty }
        let keys = allKeys.enumerated().filter { configuration.shard.contains(keyIndex: $0.offset) }.map(\.element)
        var locales = configuration.locales ?? catalog.languages.compactMap { try? LocaleID($0) }
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
        let positions = CatalogPositions(bytes: bytes)
        let lint = configuration.runsLinter ? lintFindings(catalog, keys: Set(keys), locales: locales) : [:]

        // Keys are dealt to tasks in contiguous chunks; each task has its own fitter (fonts are per task).
        let width = max(1, maxConcurrentTasks ?? ProcessInfo.processInfo.activeProcessorCount)
        let chunkCount = min(keys.count, width * 4)
        let chunks = (0..<chunkCount).map { chunk in
            keys[(chunk * keys.count / chunkCount)..<((chunk + 1) * keys.count / chunkCount)]
        }
        let settings = configuration
        var outcomes = [Result<KeyResults, CheckError>?](repeating: nil, count: chunks.count)
        await withTaskGroup(of: (Int, Result<KeyResults, CheckError>).self) { group in
            var next = 0
            func start(_ index: Int) {
                let chunk = Array(chunks[index])
                group.addTask {
                    (index, Result { () throws(CheckError) in
                        try Self.check(chunk, matrix: matrix, configuration: settings, file: file, positions: positions, lint: lint)
                    })
                }
            }
            while next < min(width, chunks.count) {
                start(next)
                next += 1
            }
            while let (index, outcome) = await group.next() {
                outcomes[index] = outcome
                if next < chunks.count {
                    start(next)
                    next += 1
                }
            }
        }
        var findings: [CheckFinding] = []
        var cells = 0
        var resolved = 0
        for outcome in outcomes {
            guard let outcome else { continue }
            let results = try outcome.get()
            findings += results.findings
            cells += results.cells
            resolved += results.resolved
        }
        let cases = keys.flatMap { key in locales.map { CheckReport.Case(file: file, key: key, locale: $0) } }
        return CheckReport(findings: findings, cases: cases, cellCount: cells, resolvedCount: resolved, files: [file],
                           shard: configuration.shard)
    }

    // MARK: - Internal

    private struct KeyResults: Sendable {
        var findings: [CheckFinding] = []
        var cells = 0
        var resolved = 0
    }

    /// Linter rules the matrix reports cell by cell: missing translations (as language fallbacks), missing plural categories (as plural fallbacks) and dropped numbers.
    private static let reportedByTheMatrix: Set<LintRule> = [.missingTranslation, .missingPluralCategory, .droppedNumber]

    /// The linter's findings by key, without those the matrix reports itself.
    private func lintFindings(_ catalog: StringCatalog, keys: Set<String>, locales: [LocaleID]) -> [String: [LintFinding]] {
        let tagged = catalog.languages.compactMap { tag in (try? LocaleID(tag)).map { (tag: tag, locale: $0) } }
        let languages = Set(locales.filter { !$0.isPseudo }.map { locale in
            StringMatrix.requestedLanguage(for: locale, among: tagged, source: catalog.sourceLanguage)
        })
        let linter = CatalogLinter(languages: catalog.languages.filter(languages.contains))
        var byKey: [String: [LintFinding]] = [:]
        for finding in linter.lint(catalog) where keys.contains(finding.key) && !Self.reportedByTheMatrix.contains(finding.rule) {
            byKey[finding.key, default: []].append(finding)
        }
        return byKey
    }

    /// A text as measuring sees it: the text, with its locale when a component is laid out around it.
    private struct MeasuredText: Hashable {
        let text: String
        let locale: LocaleID?
    }

    private static func check(
        _ keys: [String], matrix: StringMatrix, configuration: CheckConfiguration, file: String, positions: CatalogPositions,
        lint: [String: [LintFinding]]
    ) throws(CheckError) -> KeyResults {
        var results = KeyResults()
        var fitter: TextFitter?
        if configuration.fit != nil {
            do {
                fitter = try TextFitter()
            } catch {
                throw .fit(.dynamicType(error))
            }
        }
        for key in keys {
            for finding in lint[key] ?? [] {
                results.findings.append(CheckFinding(
                    rule: CheckRule(lint: finding.rule), file: file, position: positions.position(key: key, language: finding.language),
                    key: key, locale: nil, language: finding.language, message: "\(finding.path): \(finding.message)"))
            }
            // A raw key or a language fallback is the same for every number: reported once per locale.
            var reportedOnce: Set<String> = []
            // Languages that leave a key untranslated, or translate it alike, show the same text: it is
            // measured once per key (a measurement depends on the text alone, and on the locale too when
            // the requirement lays out a component).
            var measuredTexts: [MeasuredText: [FitMeasurement]] = [:]
            for cell in matrix.cells(of: key) {
                let resolved = matrix.resolve(cell)
                results.resolved += 1
                let position = positions.position(key: key, language: resolved.resolution.usedLanguage ?? resolved.resolution.requestedLanguage)
                for problem in resolved.problems {
                    if problem.rule == .rawKey || problem.rule == .languageFallback {
                        guard reportedOnce.insert("\(cell.locale.identifier) \(problem.rule)").inserted else { continue }
                    }
                    let sample = problem.rule == .rawKey || problem.rule == .languageFallback ? nil : cell.sample
                    results.findings.append(CheckFinding(
                        rule: problem.rule, file: file, position: position, key: key, locale: cell.locale, sample: sample,
                        text: resolved.text, message: problem.description))
                }
                guard let requirement = configuration.fit, let text = resolved.text, var measuring = fitter else {
                    results.cells += 1
                    continue
                }
                let measurements: [FitMeasurement]
                let measuredText = MeasuredText(text: text, locale: requirement.slot == nil ? nil : cell.locale)
                if let known = measuredTexts[measuredText] {
                    measurements = known
                } else {
                    do {
                        measurements = try measuring.measure(text, against: requirement, locale: cell.locale)
                    } catch {
                        throw .fit(error)
                    }
                    fitter = measuring
                    measuredTexts[measuredText] = measurements
                }
                results.cells += measurements.count
                for measurement in measurements {
                    for problem in measurement.problems {
                        results.findings.append(CheckFinding(
                            rule: problem.rule, file: file, position: position, key: key, locale: cell.locale, sample: cell.sample,
                            dynamicTypeSize: measurement.size, textStyle: measurement.textStyle, text: text,
                            measuredWidth: measurement.measuredWidth, message: problem.description))
                    }
                }
            }
        }
        return results
    }
}
