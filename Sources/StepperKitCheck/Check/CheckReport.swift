public import StepperKitLocalization

/// What stepperkit check found in its catalogs: every finding, the cases it checked, and how many
/// cells.
///
/// ```swift
/// report.cellCount                      // strings × sizes: every resolved string measured at every size
/// report.failing(at: .error)            // true when any finding is an error
/// report.summary                        // "97 errors, 0 warnings in 234 cells (117 strings) of 1 catalog"
/// ```
public struct CheckReport: Hashable, Sendable {
    /// One key in one locale of one catalog: a JUnit test case.
    public struct Case: Hashable, Sendable {
        /// The catalog file, as given.
        public let file: String
        /// The key.
        public let key: String
        /// The locale.
        public let locale: LocaleID

        /// A case.
        public init(file: String, key: String, locale: LocaleID) {
            self.file = file
            self.key = key
            self.locale = locale
        }
    }

    /// Every finding: per file, per key in file order, the linter's first, then cell by cell.
    public let findings: [CheckFinding]
    /// Every key × locale checked, in order.
    public let cases: [Case]
    /// The resolved strings looked at, each at every size when measuring.
    public let cellCount: Int
    /// The strings resolved (key × locale × sample).
    public let resolvedCount: Int
    /// The catalog files, as given.
    public let files: [String]
    /// The shard checked.
    public let shard: Shard

    /// A report; CatalogCheck makes them, merging(_:) joins shards.
    public init(findings: [CheckFinding], cases: [Case], cellCount: Int, resolvedCount: Int, files: [String], shard: Shard) {
        self.findings = findings
        self.cases = cases
        self.cellCount = cellCount
        self.resolvedCount = resolvedCount
        self.files = files
        self.shard = shard
    }

    /// Whether any finding is at severity or worse, so the command exits 1.
    public func failing(at severity: LintSeverity) -> Bool {
        findings.contains { $0.severity >= severity }
    }

    /// The findings of one case (linter findings count for the case of their language).
    public func findings(of testCase: Case) -> [CheckFinding] {
        findingsByCase()[testCase] ?? []
    }

    /// Every case's findings at once, in one pass over the findings (linter findings go to the cases of their language).
    public func findingsByCase() -> [Case: [CheckFinding]] {
        var casesByLanguage: [String: [Case]] = [:]
        for testCase in cases {
            for language in Set([testCase.locale.languageTag, testCase.locale.identifier]) {
                casesByLanguage["\(testCase.file)\u{0}\(testCase.key)\u{0}\(language)", default: []].append(testCase)
            }
        }
        var grouped: [Case: [CheckFinding]] = [:]
        for finding in findings {
            if let locale = finding.locale {
                grouped[Case(file: finding.file, key: finding.key, locale: locale), default: []].append(finding)
            } else if let language = finding.language {
                for testCase in casesByLanguage["\(finding.file)\u{0}\(finding.key)\u{0}\(language)"] ?? [] {
                    grouped[testCase, default: []].append(finding)
                }
            }
        }
        return grouped
    }

    /// Findings that belong to no case: linter findings about a language no case checks.
    public var unplacedFindings: [CheckFinding] {
        let placed = Set(cases.map { "\($0.file)\u{0}\($0.key)\u{0}\($0.locale.languageTag)" })
        return findings.filter { finding in
            finding.locale == nil && !placed.contains("\(finding.file)\u{0}\(finding.key)\u{0}\(finding.language ?? "")")
        }
    }

    /// "N errors, M warnings in K cells (S strings) of F files".
    public var summary: String {
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count - errors
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(cellCount) cells "
            + "(\(resolvedCount) strings) of \(files.count) catalog\(files.count == 1 ? "" : "s")"
            + (shard == .whole ? "" : ", shard \(shard)")
    }
}
