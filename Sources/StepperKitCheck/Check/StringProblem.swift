public import StepperKitLocalization

/// Something wrong with one resolved string, as a person reading the app would notice it.
///
/// ```swift
/// let cell = matrix.resolve(key: "cart.title", locale: try LocaleID("pl"), sample: CategorySample(category: .few, number: "2"))
/// cell.problems.map(\.description)
/// // ["shows the raw key \"cart.title\"", "plural few → other: 2 takes \"few\" but the \"other\" text is shown"]
/// ```
public enum StringProblem: Hashable, Sendable, CustomStringConvertible {
    /// An identifier key is shown as text.
    case rawKey(String)
    /// The source language's text is shown because the requested language has no translation.
    case languageFallback(requested: String, used: String)
    /// A number's plural case is missing, so another case's text is shown.
    case pluralFallback(ResolutionReport.PluralFallback, number: String)
    /// A plural text shows no number although its category holds others it then reads wrong for.
    case droppedNumber(number: String, category: PluralCategory, readsWrongFor: Int?)
    /// The text cannot be formatted with the call site's arguments.
    case argument(LocalizationError)

    /// The rule that reports it.
    public var rule: DiagnosticRule {
        switch self {
        case .rawKey: .rawKey
        case .languageFallback: .missingTranslation
        case .pluralFallback: .missingPluralCategory
        case .droppedNumber: .droppedNumber
        case .argument: .argument
        }
    }

    /// What a person sees, in a sentence.
    public var description: String {
        switch self {
        case .rawKey(let key):
            "shows the key \"\(key)\" as text: no language has a value for it, not even the source language"
        case .languageFallback(let requested, let used):
            "shows the \(used) text: there is no \(requested) translation"
        case .pluralFallback(let fallback, let number):
            "\(fallback): \(number) takes \"\(fallback.requested)\" but the \"\(fallback.used)\" text is shown"
        case .droppedNumber(let number, let category, let wrong):
            if let wrong {
                "the \"\(category)\" text shows no number, but \"\(category)\" also holds \(wrong): what reads right for \(number) reads wrong for \(wrong)"
            } else {
                "the \"\(category)\" text shows no number, and \"\(category)\" holds other numbers too"
            }
        case .argument(let error):
            "\(error)"
        }
    }
}
