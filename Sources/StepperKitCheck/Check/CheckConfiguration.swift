public import StepperKitLocalization

/// What stepperkit check checks: which locales, which numbers, which space to fit, which slice.
///
/// ```swift
/// var configuration = CheckConfiguration()
/// configuration.locales = [try LocaleID("en"), try LocaleID("es")]
/// configuration.includesPseudoLocales = true
/// configuration.fit = FitRequirement(width: 120)
/// let report = try await CatalogCheck(configuration).run(catalogAt: url)
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
    /// The device whose variations are shown: its own case, else the other case.
    ///
    /// As an app on that device shows them; `.other` by default, `.iPhone` for an iPhone app's strings.
    public var device: DeviceClass
    /// The space every resolved string must fit; nil to skip measuring.
    public var fit: FitRequirement?
    /// The slice of the keys to check.
    public var shard: Shard
    /// Whether to run the catalog linter too (its findings once per key).
    public var runsLinter: Bool

    /// Every language, no pseudo-locales, first samples, the other device, no fit, the whole catalog,
    /// with the linter.
    public init(
        locales: [LocaleID]? = nil, includesPseudoLocales: Bool = false, samples: PluralSampleSource = .firstPerCategory,
        textArgument: String = "Text", device: DeviceClass = .other, fit: FitRequirement? = nil, shard: Shard = .whole,
        runsLinter: Bool = true
    ) {
        self.locales = locales
        self.includesPseudoLocales = includesPseudoLocales
        self.samples = samples
        self.textArgument = textArgument
        self.device = device
        self.fit = fit
        self.shard = shard
        self.runsLinter = runsLinter
    }
}
