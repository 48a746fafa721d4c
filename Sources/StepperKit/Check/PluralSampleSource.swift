public import StepperKitLocalization

/// Where a matrix gets the numbers it looks every plural category up with, per locale.
///
/// Today the kit's one source is ``firstPerCategory``, ICU's first sample per category from
/// ``PluralRules/samples``. A source is a value wrapping a function, so richer sources (every CLDR
/// sample range of a category, expanded into numbers) plug in here and nowhere else:
///
/// ```swift
/// let source = PluralSampleSource.firstPerCategory
/// try source.samples(for: LocaleID("ar")).map(\.category)   // [zero, one, two, few, many, other]
///
/// let mine = PluralSampleSource(name: "fixed") { _ in [PluralSample(category: .other, number: "7")] }
/// ```
public struct PluralSampleSource: Sendable, CustomStringConvertible {
    /// A short name for reports, such as "first-per-category".
    public let name: String
    private let make: @Sendable (LocaleID) throws(ICUError) -> [PluralSample]

    /// A source computing its samples with make, in the order they should be checked.
    public init(name: String, _ make: @escaping @Sendable (LocaleID) throws(ICUError) -> [PluralSample]) {
        self.name = name
        self.make = make
    }

    /// The samples of a locale, in CLDR category order.
    public func samples(for locale: LocaleID) throws(ICUError) -> [PluralSample] {
        try make(locale)
    }

    /// One number per category the locale uses: the simplest ICU finds (es: one 1, many 1000000, other 0).
    ///
    /// When `PluralRules` exposes CLDR's sample ranges, a `cldrRanges(limit:)` source expanding them
    /// goes beside this one; matrices and `stepperkit check` take it through ``CheckConfiguration/samples``.
    public static let firstPerCategory = PluralSampleSource(name: "first-per-category") { (locale) throws(ICUError) in
        let rules = try PluralRules(locale: locale)
        let samples = rules.samples
        return rules.categories.compactMap { category in
            samples[category].map { PluralSample(category: category, number: $0) }
        }
    }

    /// The name.
    public var description: String { name }
}
