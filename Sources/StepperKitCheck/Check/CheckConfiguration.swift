public import StepperKitLocalization
public import StepperKitText

/// What stepperkit check checks and how it judges.
///
/// Locales, numbers and devices, the space each string must fit, the rules' severities, what is ignored and why,
/// the baseline, the slice of the keys.
///
/// A configuration file (``CheckConfigurationFile``) sets the same things for a whole project.
///
/// ```swift
/// var configuration = CheckConfiguration()
/// configuration.locales = [try LocaleID("en"), try LocaleID("es")]
/// configuration.includesPseudoLocales = true
/// configuration.budgets = [WidthBudget(keys: KeyPattern("checkout.*"), width: 160)]
/// configuration.severities["same-as-source"] = .some(nil)   // off
/// let report = try await CatalogCheck(configuration).run(catalogsAt: ["Localizable.xcstrings"])
/// ```
public struct CheckConfiguration: Sendable {
    /// The locales; nil for every language of the catalog.
    public var locales: [LocaleID]?
    /// Whether to add the pseudo-locales en-XA and ar-XB (PseudoLocale/all) to the locales.
    public var includesPseudoLocales: Bool
    /// The numbers to look plural keys up with.
    public var samples: PluralSampleSource
    /// The text passed for %@ and %s arguments.
    public var textArgument: String
    /// The device whose variations are shown; nil for each device case a key has, as that device shows it.
    ///
    /// A device shows its own case, else other. Nil checks what an app on several devices shows.
    public var device: DeviceClass?
    /// A space every string must fit (--width); nil for none. Budgets for a key take precedence.
    public var fit: FitRequirement?
    /// The space of the keys that match each budget, first match first.
    public var budgets: [WidthBudget]
    /// Whether a translation is measured against its own source text's width in the same place when no budget applies (the expansion rule).
    public var checksExpansion: Bool
    /// The Dynamic Type sizes widths are measured at, smallest first; every size by default.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The font widths are measured with; the kit's default (Inter, else DejaVu Sans) unless set.
    public var font: FontRequest
    /// The slice of the keys to check.
    public var shard: Shard
    /// Whether to run the catalog linter's rules too.
    public var runsLinter: Bool
    /// Severities by rule identifier; .some(nil) turns a rule off, a missing entry keeps its default.
    public var severities: [String: DiagnosticSeverity?]
    /// Findings not to report, each with the reason a person gave.
    public var ignores: [CheckIgnore]
    /// Findings a team accepted for now: they are left out of the report and the exit status.
    public var baseline: Baseline?
    /// The baseline's file, for the report.
    public var baselineFile: String?
    /// The least severity that fails the run: error by default, as Android Lint and SwiftLint fail.
    public var failOn: DiagnosticSeverity
    /// The largest catalog file a run checks, in bytes: 32 MiB by default.
    ///
    /// The default is ``defaultMaximumCatalogBytes``.
    ///
    /// A check resolves every string in every language and measures it at every size: about a third of a
    /// millisecond of a core a string, so a 32 MiB catalog takes about 24 s of CPU (spread over the cores)
    /// and 250 MB, and the 256 MiB the catalog reader admits would take minutes and gigabytes. A larger file is refused with a
    /// one-line error before it is read; raise the bound (`"maximumCatalogMiB"` in the configuration file)
    /// to check one anyway.
    public var maximumCatalogBytes: Int = CheckConfiguration.defaultMaximumCatalogBytes

    /// The default bound of a catalog a run checks: 32 MiB.
    ///
    /// Twice the largest app catalog we know of, and what a run checks in about 24 s of CPU and 250 MB.
    public static let defaultMaximumCatalogBytes = 32 << 20

    /// Every language, no pseudo-locales, first samples.
    ///
    /// Each device, the expansion check at every size, the whole catalog, the linter, default severities, errors
    /// failing.
    public init(
        locales: [LocaleID]? = nil, includesPseudoLocales: Bool = false, samples: PluralSampleSource = .firstPerCategory,
        textArgument: String = "Text", device: DeviceClass? = nil, fit: FitRequirement? = nil, budgets: [WidthBudget] = [],
        checksExpansion: Bool = true, dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.allCases, font: FontRequest = .default,
        shard: Shard = .whole, runsLinter: Bool = true, severities: [String: DiagnosticSeverity?] = [:], ignores: [CheckIgnore] = [],
        baseline: Baseline? = nil, failOn: DiagnosticSeverity = .error
    ) {
        self.locales = locales
        self.includesPseudoLocales = includesPseudoLocales
        self.samples = samples
        self.textArgument = textArgument
        self.device = device
        self.fit = fit
        self.budgets = budgets
        self.checksExpansion = checksExpansion
        self.dynamicTypeSizes = dynamicTypeSizes
        self.font = font
        self.shard = shard
        self.runsLinter = runsLinter
        self.severities = severities
        self.ignores = ignores
        self.baseline = baseline

        self.failOn = failOn
    }

    /// The severity a rule's findings get, or nil when the rule is off.
    public func severity(of rule: DiagnosticRule, default severity: DiagnosticSeverity) -> DiagnosticSeverity? {
        if let configured = severities[rule.identifier] { return configured }
        return rule.defaultSeverity == nil ? nil : severity
    }

    /// The requirement of a key: its budget's, else fit; nil when neither applies (then the expansion check measures it against its source text).
    public func requirement(for key: String) -> FitRequirement? {
        if let budget = budgets.first(where: { $0.keys.matches(key) }) {
            return budget.requirement(defaultFont: font, sizes: dynamicTypeSizes)
        }
        return fit
    }
}

/// A pattern of catalog keys: an exact key, or a glob with * (any run of characters) and ? (one).
///
/// ```swift
/// KeyPattern("checkout.*").matches("checkout.pay")   // true
/// KeyPattern("Add").matches("Add to cart")           // false
/// ```
public struct KeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let characters: [Character]

    /// A pattern; * and ? are wildcards, \ makes the next character literal.
    public init(_ pattern: String) {
        self.pattern = pattern
        characters = Array(pattern)
    }

    /// Whether a key matches.
    public func matches(_ key: String) -> Bool {
        let text = Array(key)
        // Iterative glob matching with one backtrack point: linear in practice, no recursion.
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < characters.count, characters[p] == "\\", p + 1 < characters.count, characters[p + 1] == text[t] {
                p += 2
                t += 1
            } else if p < characters.count, characters[p] != "\\", characters[p] == "?" || (characters[p] != "*" && characters[p] == text[t]) {
                p += 1
                t += 1
            } else if p < characters.count, characters[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }

    /// The pattern.
    public var description: String { pattern }
}

/// The space the strings of some keys must fit: a width, a line limit and a text style, or a component slot.
///
/// ```swift
/// WidthBudget(keys: KeyPattern("onboarding.*.body"), width: 320, lineLimit: 4)
/// WidthBudget(keys: KeyPattern("cart.add"), width: 160, slot: .button(style: AnyStepperStyle(.capsule, name: "capsule")))
/// ```
public struct WidthBudget: Hashable, Sendable {
    /// The keys it applies to.
    public var keys: KeyPattern
    /// The widest the text may be, in points (for a slot: the widest the component may be).
    public var width: Double
    /// The most lines; nil for no limit.
    public var lineLimit: Int?
    /// The text style that sizes the font.
    public var textStyle: TextStyle
    /// The component slot the text is shown in, if any.
    public var slot: FitSlot?

    /// A budget; one line of body text by default.
    public init(keys: KeyPattern, width: Double, lineLimit: Int? = 1, textStyle: TextStyle = .body, slot: FitSlot? = nil) {
        self.keys = keys
        self.width = width
        self.lineLimit = lineLimit
        self.textStyle = textStyle
        self.slot = slot
    }

    /// The requirement it makes, measured with a font at sizes.
    func requirement(defaultFont: FontRequest, sizes: [DynamicTypeSize]) -> FitRequirement {
        FitRequirement(width: width, lineLimit: lineLimit, textStyle: textStyle, font: defaultFont, dynamicTypeSizes: sizes, slot: slot)
    }
}

/// Findings a team decided not to see, and why: by rule, key pattern and language.
///
/// ```swift
/// CheckIgnore(rule: "same-as-source", keys: KeyPattern("Brand.*"), reason: "Brand names stay in English")
/// ```
public struct CheckIgnore: Hashable, Sendable {
    /// The rule's identifier; nil for every rule.
    public var rule: String?
    /// The keys; nil for every key.
    public var keys: KeyPattern?
    /// The language (BCP 47, as catalogs spell it); nil for every language.
    public var language: String?
    /// Why, in the words of whoever decided it; required.
    public var reason: String

    /// An ignore.
    public init(rule: String? = nil, keys: KeyPattern? = nil, language: String? = nil, reason: String) {
        self.rule = rule
        self.keys = keys
        self.language = language
        self.reason = reason
    }

    /// Whether it covers a diagnostic.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        if let rule, rule != diagnostic.rule.identifier { return false }
        if let keys {
            guard let key = diagnostic.cell.key, keys.matches(key) else { return false }
        }
        if let language {
            guard let found = diagnostic.cell.language, found.lowercased() == language.lowercased() else { return false }
        }
        return true
    }
}
