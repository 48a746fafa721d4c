public import StepperKitLocalization

/// A CLDR sample number and the plural category it takes in its locale: a number to look a plural string up with.
///
/// The number is a `PluralSample` (StepperKitLocalization) as CLDR writes it ("1", "1000000", "0.5"), so a whole number fills
/// `%lld` and one with fraction digits `%f`:
///
/// ```swift
/// let samples = try PluralSampleSource.firstPerCategory.samples(for: LocaleID("es"))
/// samples.map(\.description)   // ["one 1", "many 1000000", "other 0"]
/// ```
public struct CategorySample: Hashable, Sendable, CustomStringConvertible {
    /// The category the number takes in the sample's locale.
    public let category: PluralCategory
    /// The number, with the digits a reader sees.
    public let sample: PluralSample

    /// A sample of category.
    public init(category: PluralCategory, sample: PluralSample) {
        self.category = category
        self.sample = sample
    }

    /// A sample of category written as CLDR writes numbers, such as "1000000" or "0.5"; nil for anything else.
    public init?(category: PluralCategory, number: String) {
        guard let sample = PluralSample(number) else { return nil }
        self.init(category: category, sample: sample)
    }

    /// The number as CLDR writes it, such as "1000000" or "0.5".
    public var number: String { sample.description }

    /// Whether the number has no fraction digits and no exponent, so it can fill an integer specifier.
    public var isWholeNumber: Bool { sample.fractionDigits == 0 && sample.exponent == 0 }

    /// The number as an argument for a specifier of type; nil when it cannot fill one (a decimal for %lld).
    public func argument(for type: ArgumentType) -> LocalizationArgument? {
        switch type {
        case .integer, .character:
            guard isWholeNumber, let value = Int(number) else { return nil }
            return .integer(value)
        case .floating:
            return try? LocalizationArgument(number, as: .floating)
        case .object, .cString:
            return nil
        }
    }

    /// "category number", such as "many 1000000".
    public var description: String { "\(category) \(number)" }
}
