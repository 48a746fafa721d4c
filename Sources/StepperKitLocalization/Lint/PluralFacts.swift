import Foundation
import Synchronization

/// What the linter (and `stepperkit check`'s dropped-number rule) needs to know about a language's
/// plural rules, computed once per language.
package struct PluralFacts: Sendable {
    package let language: String
    package let categories: [PluralCategory]
    /// How many of the sample whole numbers fall in each category.
    private let counts: [PluralCategory: Int]
    /// The category of 0 per CLDR.
    private let categoryOfZero: PluralCategory
    /// The first few whole numbers of each category, for messages ("one covers 1, 21, 31").
    package let examples: [PluralCategory: [Int]]
    /// The categories whose nouns CLDR's own unit names spell as the `other` category's: Turkish "1 gün"
    /// and "5 gün", Hungarian "1 nap" and "5 nap". A text for `other` reads right for their numbers.
    package let categoriesReadLikeOther: Set<PluralCategory>

    /// Whole numbers that between them reach every category of every CLDR language.
    private static let candidates: [Int] = Array(0...1000) + (4...8).flatMap { power in
        (1...9).map { $0 * Int(pow10(power)) }
    }

    private static func pow10(_ power: Int) -> Int {
        (0..<power).reduce(1) { result, _ in result * 10 }
    }

    package init?(language: String) {
        guard let locale = try? LocaleID(language), let rules = try? PluralRules(locale: locale) else { return nil }
        self.language = language
        categories = rules.categories
        var counts: [PluralCategory: Int] = [:]
        var examples: [PluralCategory: [Int]] = [:]
        for number in Self.candidates {
            let category = rules.category(for: number)
            counts[category, default: 0] += 1
            if examples[category, default: []].count < 3 { examples[category, default: []].append(number) }
        }
        self.counts = counts
        categoryOfZero = rules.category(for: 0)
        self.examples = examples
        categoriesReadLikeOther = Self.categoriesReadLikeOther(locale: locale, examples: examples)
    }

    /// Units whose long names CLDR gives every plural form of every language: days, hours, minutes,
    /// metres and kilograms — nouns as an app's texts count them.
    private static let probeUnits = ["duration-day", "duration-hour", "duration-minute", "length-meter", "mass-kilogram"]

    /// The categories whose unit names, for every probe unit, are the `other` category's with the number
    /// in the same place. ICU formats a number of each category with each unit's full name.
    private static func categoriesReadLikeOther(locale: LocaleID, examples: [PluralCategory: [Int]]) -> Set<PluralCategory> {
        guard let otherNumber = examples[.other]?.first(where: { $0 != 0 }) ?? examples[.other]?.first else { return [] }
        var alike: Set<PluralCategory> = []
        for (category, numbers) in examples where category != .other {
            guard let number = numbers.first(where: { $0 != 0 }) ?? numbers.first else { continue }
            let same = probeUnits.allSatisfy { unit in
                guard let formatter = try? ICUNumberFormatter.shared(skeleton: "measure-unit/\(unit) unit-width-full-name group-off numbering-system/latn", locale: locale),
                      let one = try? formatter.format(_FormattableValue(storage: .integer(Int64(number)))),
                      let other = try? formatter.format(_FormattableValue(storage: .integer(Int64(otherNumber)))) else { return false }
                return one.replacingOccurrences(of: String(number), with: "{0}") == other.replacingOccurrences(of: String(otherNumber), with: "{0}")
            }
            if same { alike.insert(category) }
        }
        return alike
    }

    /// The smallest whole number of a category, if the category holds any.
    package func smallestNumber(of category: PluralCategory) -> Int? {
        examples[category]?.first
    }

    /// Whether a variant for `category` stands for one whole number only (English `one` is 1), so it
    /// may spell the number out ("one match") instead of showing it. With a `zero` case, 0 no longer
    /// reaches its CLDR category, so French `one` (0 and 1) then means 1 alone.
    package func coversOneNumber(_ category: PluralCategory, variationHasZero: Bool) -> Bool {
        // Apple uses a `zero` variant for the value 0 alone, unless CLDR gives the language its own `zero`.
        if category == .zero && !categories.contains(.zero) { return true }
        let zeroTaken = variationHasZero && categoryOfZero == category && category != .zero ? 1 : 0
        return (counts[category] ?? 0) - zeroTaken == 1
    }

    /// Example whole numbers of a category, without 0 when a `zero` case takes it.
    package func examples(of category: PluralCategory, variationHasZero: Bool) -> [Int] {
        (examples[category] ?? []).filter { !(variationHasZero && $0 == 0 && category != .zero) }
    }

    /// The facts of a language, worked out on its first use in the process and kept: plural rules do
    /// not change while it runs, and working them out asks ICU for the category of about a thousand
    /// numbers. Every linter and check shares them; at most ``cacheLimit`` languages are kept.
    package static func cached(language: String) -> PluralFacts? {
        if let known = shared.withLock({ $0[language] }) { return known }
        let computed = PluralFacts(language: language)
        shared.withLock { facts in
            if facts.count >= cacheLimit { facts.removeAll(keepingCapacity: true) }
            facts[language] = computed
        }
        return computed
    }

    /// How many languages' facts ``cached(language:)`` keeps before it starts again.
    static let cacheLimit = 512

    private static let shared = Mutex<[String: PluralFacts?]>([:])
}
