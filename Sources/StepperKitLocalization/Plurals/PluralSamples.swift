import Foundation

/// A plural category's rule and its CLDR samples, as ICU's data has them.
///
/// ```swift
/// let arabic = try PluralRules(locale: LocaleID("ar"))
/// let few = arabic.cldrSamples[.few]!
/// few.rule                      // "n % 100 = 3..10"
/// few.integers.description      // "3~10, 103~110, 1003, …"
/// few.decimals.description      // "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"
/// few.expanded(limitPerRange: 2).prefix(4).map(\.description)   // ["3", "10", "103", "110"]
/// ```
public struct PluralSamples: Hashable, Sendable, CustomStringConvertible {
    /// The category's condition in CLDR's rule syntax, such as "i = 1 and v = 0"; empty for other.
    public let rule: String
    /// The whole-number samples (@integer).
    public let integers: PluralSampleList
    /// The samples with visible fraction digits (@decimal).
    public let decimals: PluralSampleList

    /// A category's rule and samples.
    public init(rule: String, integers: PluralSampleList, decimals: PluralSampleList) {
        self.rule = rule
        self.integers = integers
        self.decimals = decimals
    }

    /// Reads a rule as CLDR writes it: "n % 100 = 3..10 @integer 3~10, … @decimal 3.0, …"; nil when
    /// a sample list is malformed.
    public init?(ruleText: String) {
        let integerMarker = ruleText.range(of: "@integer")
        let decimalMarker = ruleText.range(of: "@decimal")
        let ruleEnd = [integerMarker?.lowerBound, decimalMarker?.lowerBound].compactMap { $0 }.min() ?? ruleText.endIndex
        var integers = PluralSampleList.empty
        var decimals = PluralSampleList.empty
        if let integerMarker {
            let end = decimalMarker.map { $0.lowerBound > integerMarker.upperBound ? $0.lowerBound : ruleText.endIndex } ?? ruleText.endIndex
            guard let list = PluralSampleList(String(ruleText[integerMarker.upperBound..<end])) else { return nil }
            integers = list
        }
        if let decimalMarker {
            guard let list = PluralSampleList(String(ruleText[decimalMarker.upperBound...])) else { return nil }
            decimals = list
        }
        self.init(rule: ruleText[..<ruleEnd].trimmingCharacters(in: .whitespaces), integers: integers, decimals: decimals)
    }

    /// The integer samples, then the decimal ones, each range cut to limitPerRange numbers (both ends kept, the rest evenly spaced).
    ///
    /// A bounded, deterministic list to test with.
    public func expanded(limitPerRange: Int = 10) -> [PluralSample] {
        integers.expanded(limitPerRange: limitPerRange) + decimals.expanded(limitPerRange: limitPerRange)
    }

    /// The rule as CLDR writes it, samples included.
    public var description: String {
        var parts = rule.isEmpty ? [] : [rule]
        if !integers.isEmpty { parts.append("@integer \(integers)") }
        if !decimals.isEmpty { parts.append("@decimal \(decimals)") }
        return parts.joined(separator: " ")
    }
}
