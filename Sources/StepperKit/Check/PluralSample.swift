public import StepperKitLocalization

/// A number to look a plural string up with, and the CLDR category it takes in its locale.
///
/// The text is the number as written in CLDR's samples ("1", "1000000", "0.5"), so a whole number
/// fills `%lld` and a decimal one `%f`:
///
/// ```swift
/// let samples = try PluralSampleSource.firstPerCategory.samples(for: LocaleID("es"))
/// samples.map(\.description)   // ["one 1", "many 1000000", "other 0"]
/// ```
public struct PluralSample: Hashable, Sendable, CustomStringConvertible {
    /// The category the number takes in the sample's locale.
    public let category: PluralCategory
    /// The number as plain decimal text, such as "1000000" or "0.5".
    public let number: String

    /// A sample of category.
    public init(category: PluralCategory, number: String) {
        self.category = category
        self.number = number
    }

    /// Whether the number has no fraction digits, so it can fill an integer specifier.
    public var isWholeNumber: Bool { !number.contains(".") }

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
