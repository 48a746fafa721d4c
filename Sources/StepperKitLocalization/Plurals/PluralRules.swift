public import Foundation
internal import CICU
@_spi(StepperKitSupport) import StepperKitSupport

/// The CLDR plural rules of a locale: which category a number takes **as it is displayed**.
///
/// Visible fraction digits count, so choose the category from the same digits the user sees:
///
/// ```swift
/// let english = try PluralRules(locale: LocaleID("en"))
/// let spanish = try PluralRules(locale: LocaleID("es"))
/// english.category(for: 1)                              // .one
/// try english.category(forDisplayed: "1.0")             // .other (a visible fraction digit)
/// try spanish.category(forDisplayed: "1.0")             // .one
/// spanish.category(for: 1_000_000)                      // .many
/// spanish.categories                                    // [.one, .many, .other]
/// ```
///
/// Works for every locale ICU has data for (CLDR 42 with ICU 72), not only English and Spanish.
public struct PluralRules: Hashable, Sendable {
    /// The locale whose rules these are.
    public let locale: LocaleID
    private let handle: ICUPluralRules

    /// The rules of a locale, opened once per locale and shared.
    public init(locale: LocaleID) throws(ICUError) {
        self.locale = locale
        self.handle = try ICUPluralRules.shared(for: locale)
    }

    /// The categories the locale uses, in CLDR order (English: one, other; Spanish: one, many, other).
    public var categories: [PluralCategory] { handle.categories }

    /// The category of a whole number, displayed without fraction digits.
    public func category(for number: Int) -> PluralCategory {
        select(.integer(Int64(number)), skeleton: "precision-integer group-off")
    }

    /// The category of a decimal number displayed with all its digits, or with exactly some fraction digits.
    public func category(for number: Decimal, fractionDigits: Int? = nil) -> PluralCategory {
        select(.decimal(number), skeleton: Self.skeleton(fractionDigits: fractionDigits))
    }

    /// The category of a number written as plain decimal text, counting its visible fraction digits.
    ///
    /// "1.0" has one, so it is `other` in English.
    public func category(forDisplayed text: String) throws(NumberParseError) -> PluralCategory {
        let literal = try DecimalLiteral(text)
        return category(for: literal)
    }

    /// The category of a decimal literal, with its visible fraction digits.
    public func category(for literal: DecimalLiteral) -> PluralCategory {
        select(.decimal(literal.value), skeleton: Self.skeleton(fractionDigits: literal.fractionDigits))
    }

    /// The category of a value as a format style displays it: same precision, rounding and notation.
    public func category<Value>(for value: Value, displayedWith style: LocalizedNumberFormat<Value>) -> PluralCategory {
        select(value.formattableValue.storage, skeleton: style.skeleton)
    }

    /// A number that takes each category the locale uses, for tests and linters.
    ///
    /// Each sample is the first of 0…1000, then 10⁴…10⁸ and their multiples, then decimals with one
    /// and two fraction digits, that takes the category; `es` gives one "1", many "1000000", other "0".
    public var samples: [PluralCategory: String] { handle.samples(using: self) }

    /// Every category's rule and CLDR samples, as ICU's data has them: ranges, "…" and compact exponents.
    ///
    /// ```swift
    /// let arabic = try PluralRules(locale: LocaleID("ar"))
    /// arabic.cldrSamples[.few]?.integers.description    // "3~10, 103~110, 1003, …"
    /// arabic.cldrSamples[.other]?.integers.description  // "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, …"
    /// try PluralRules(locale: LocaleID("es")).cldrSamples[.many]?.integers.description
    /// // "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …"
    /// ```
    ///
    /// Expand them with ``PluralSamples/expanded(limitPerRange:)`` and check each with
    /// ``category(for:)-(PluralSample)``: every expanded sample selects its own category.
    public var cldrSamples: [PluralCategory: PluralSamples] { handle.cldrSamples }

    /// The category of a CLDR sample as it is displayed.
    ///
    /// Its visible fraction digits, and for a compact exponent ("1.1c6") the number shown in scientific or
    /// engineering notation with that exponent.
    public func category(for sample: PluralSample) -> PluralCategory {
        var stems: [String] = []
        if sample.exponent != 0 {
            // ICU sets the exponent operand (`c`/`e`) from the notation; pick the notation that shows
            // the sample's own significand: 1.1c6 → "1.1E6", 10c6 → "10E6" (engineering).
            stems.append(sample.integerDigits > 1 && sample.exponent % 3 == 0 ? "engineering" : "scientific")
        }
        stems.append(NumberPrecision.fractionLength(sample.fractionDigits).skeleton ?? "precision-integer")
        stems.append("group-off")
        return select(.decimal(sample.value), skeleton: stems.joined(separator: " "))
    }

    private static func skeleton(fractionDigits: Int?) -> String {
        guard let digits = fractionDigits else { return "precision-unlimited group-off" }
        return NumberPrecision.fractionLength(digits).skeleton! + " group-off"
    }

    /// Formats `value` with `skeleton` in this locale and asks ICU for the category of the result.
    private func select(_ value: FormattableValue.Storage, skeleton: String) -> PluralCategory {
        (try? handle.select(value, skeleton: skeleton, locale: locale)) ?? .other
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.locale == rhs.locale }
    public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
}

/// The ICU plural rules of one locale.
///
/// `@unchecked Sendable` is safe: `UPluralRules` is immutable after it is opened and its select
/// functions are const; the handle is freed only in `deinit`. `categories` is computed in `init`.
final class ICUPluralRules: @unchecked Sendable {
    private let handle: OpaquePointer
    let categories: [PluralCategory]
    let cldrSamples: [PluralCategory: PluralSamples]

    private static let cache = BoundedCache<LocaleID, ICUPluralRules>(capacity: 128, remembersLastKey: true)

    static func shared(for locale: LocaleID) throws(ICUError) -> ICUPluralRules {
        // A pseudo-locale's rules are its base's (see `PseudoLocale`).
        let locale = locale.formattingLocale
        return try cache.value(for: locale) { () throws(ICUError) in try ICUPluralRules(locale: locale) }
    }

    private init(locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        let opened = CICU_pluralRulesOpen(locale.identifier, &status)
        try ICUStatus.check(status, in: "open plural rules for \(locale)")
        guard let opened else { throw ICUError(code: 0, name: "NULL", operation: "open plural rules for \(locale)") }
        handle = opened
        let keywords = try ICUStatus.string("list the plural categories of \(locale)") {
            CICU_pluralKeywords(opened, $0, $1, &$2)
        }
        categories = keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
        let ruleText = try ICUStatus.string("read the plural rules of \(locale)") {
            CICU_pluralRuleText(locale.identifier, $0, $1, &$2)
        }
        cldrSamples = Self.parseRules(ruleText)
    }

    deinit {
        CICU_pluralRulesClose(handle)
    }

    func select(_ value: FormattableValue.Storage, skeleton: String, locale: LocaleID) throws(ICUError) -> PluralCategory {
        let formatter = try ICUNumberFormatter.shared(skeleton: skeleton, locale: locale)
        let keyword = try formatter.withHandle { (numberFormatter) throws(ICUError) -> String in
            switch value {
            case .integer(let integer):
                let text = String(integer)
                return try ICUStatus.string("select the plural category of \(text)") {
                    CICU_pluralSelectDecimal(handle, numberFormatter, text, Int32(text.utf8.count), $0, $1, &$2)
                }
            case .decimal(let decimal):
                return try decimal.withExactASCII { text, length in
                    Result { () throws(ICUError) in
                        try ICUStatus.string("select the plural category of \(decimal)") {
                            CICU_pluralSelectDecimal(handle, numberFormatter, text, length, $0, $1, &$2)
                        }
                    }
                }.get()
            case .double(let double):
                return try ICUStatus.string("select the plural category of \(double)") {
                    CICU_pluralSelectDouble(handle, numberFormatter, double, $0, $1, &$2)
                }
            }
        }
        return PluralCategory(rawValue: keyword) ?? .other
    }

    /// Reads "keyword: rule @integer … @decimal …" lines; a line ICU's data got wrong is left out.
    static func parseRules(_ text: String) -> [PluralCategory: PluralSamples] {
        var samples: [PluralCategory: PluralSamples] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                  let category = PluralCategory(rawValue: line[..<colon].trimmingCharacters(in: .whitespaces)),
                  let parsed = PluralSamples(ruleText: String(line[line.index(after: colon)...]))
            else { continue }
            samples[category] = parsed
        }
        return samples
    }

    /// Computed on demand: a few hundred selections, cheap enough for tests and the linter.
    func samples(using rules: PluralRules) -> [PluralCategory: String] {
        var found: [PluralCategory: String] = [:]
        for candidate in Self.sampleCandidates where found.count < categories.count {
            guard let category = try? rules.category(forDisplayed: candidate), found[category] == nil else { continue }
            found[category] = candidate
        }
        return found
    }

    /// Numbers that between them reach every category of every CLDR locale, simplest first.
    private static let sampleCandidates: [String] = {
        var candidates = (0...1000).map(String.init)
        for power in 4...8 {
            let base = Int(pow(10.0, Double(power)))
            candidates += (1...9).map { String($0 * base) }
        }
        candidates += (0...100).map { "\($0 / 10).\($0 % 10)" }
        candidates += (0...200).map { String(format: "%d.%02d", $0 / 100, $0 % 100) }
        return candidates
    }()
}
