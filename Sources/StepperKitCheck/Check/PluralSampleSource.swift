public import StepperKitLocalization

/// Where a matrix gets the numbers it looks every plural category up with, per locale: CLDR's own samples.
///
/// Both built-in sources read `PluralRules.cldrSamples` — the integer and decimal sample ranges ICU's
/// data lists for each category — and leave out the compact-exponent samples ("1c6"), which a `%lld`
/// or `%f` never shows. A source is a value wrapping a function, so a custom one plugs in the same way:
///
/// ```swift
/// try PluralSampleSource.firstPerCategory.samples(for: LocaleID("ar")).map(\.description)
/// // ["zero 0", "one 1", "two 2", "few 3", "many 11", "other 100"]
/// try PluralSampleSource.cldr(limitPerRange: 2).samples(for: LocaleID("es")).map(\.description)
/// // ["one 1", "one 1.0", "one 1.00", "one 1.000", "one 1.0000", "many 1000000", "other 0", "other 2", "other 16", …]
///
/// let mine = PluralSampleSource(name: "fixed") { _ in [CategorySample(category: .other, number: "7")].compactMap { $0 } }
/// ```
public struct PluralSampleSource: Sendable, CustomStringConvertible {
    /// A short name for reports, such as "first-per-category".
    public let name: String
    private let make: @Sendable (LocaleID) throws(ICUError) -> [CategorySample]

    /// A source computing its samples with make, in the order they should be checked.
    public init(name: String, _ make: @escaping @Sendable (LocaleID) throws(ICUError) -> [CategorySample]) {
        self.name = name
        self.make = make
    }

    /// The samples of a locale, in CLDR category order.
    public func samples(for locale: LocaleID) throws(ICUError) -> [CategorySample] {
        try make(locale)
    }

    /// One number per category the locale uses: CLDR's first sample of it (es: one 1, many 1000000, other 0).
    ///
    /// The first integer sample, else the first decimal one for a category of decimals only (ru other 0.0).
    public static let firstPerCategory = PluralSampleSource(name: "first-per-category") { (locale) throws(ICUError) in
        try cldrSamples(of: locale, limitPerRange: 1).reduce(into: [CategorySample]()) { firsts, sample in
            if firsts.last?.category != sample.category { firsts.append(sample) }
        }
    }

    /// Every CLDR sample range of every category the locale uses, each expanded to at most limitPerRange numbers.
    ///
    /// Both ends of a range are kept and the rest evenly spaced (`PluralSampleRange.expanded(limit:)`),
    /// integers before decimals; the same numbers every run.
    public static func cldr(limitPerRange: Int = 3) -> PluralSampleSource {
        PluralSampleSource(name: "cldr-\(limitPerRange)-per-range") { (locale) throws(ICUError) in
            try cldrSamples(of: locale, limitPerRange: limitPerRange)
        }
    }

    /// The CLDR samples of each category, in category order, without compact exponents.
    private static func cldrSamples(of locale: LocaleID, limitPerRange: Int) throws(ICUError) -> [CategorySample] {
        let rules = try PluralRules(locale: locale)
        let samples = rules.cldrSamples
        return rules.categories.flatMap { category in
            (samples[category]?.expanded(limitPerRange: limitPerRange) ?? [])
                .filter { $0.exponent == 0 }
                .map { CategorySample(category: category, sample: $0) }
        }
    }

    /// The name.
    public var description: String { name }
}
