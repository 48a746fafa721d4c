public import StepperKitLocalization

/// Something wrong with one resolved string, as a person reading the app would notice it.
///
/// ```swift
/// cell.problems.map(\.description)
/// // ["shows the raw key \"cart.title\"", "plural few → other: 2 takes \"few\" but the \"other\" text is shown"]
/// ```
public enum StringProblem: Hashable, Sendable, CustomStringConvertible {
    /// The key itself is shown where the locale needed a translation.
    case rawKey(String)
    /// The source language's text is shown because the locale's language has none.
    case languageFallback(requested: String, used: String)
    /// A plural case stood in for the one the number needed.
    case pluralFallback(ResolutionReport.PluralFallback, number: String)
    /// The number does not appear in the text although its category covers other numbers too.
    case droppedNumber(number: String, category: PluralCategory)
    /// An argument does not fit the specifier that reads it, or the text is broken.
    case argument(LocalizationError)

    /// The rule identifier that reports this problem, such as "raw-key".
    public var rule: CheckRule {
        switch self {
        case .rawKey: .rawKey
        case .languageFallback: .languageFallback
        case .pluralFallback: .pluralFallback
        case .droppedNumber: .droppedNumber
        case .argument: .argument
        }
    }

    /// What a person sees, in a sentence.
    public var description: String {
        switch self {
        case .rawKey(let key):
            "shows the raw key \"\(key)\""
        case .languageFallback(let requested, let used):
            "shows the \(used) text: there is no \(requested) translation"
        case .pluralFallback(let fallback, let number):
            "\(fallback): \(number) takes \"\(fallback.requested)\" but the \"\(fallback.used)\" text is shown"
        case .droppedNumber(let number, let category):
            "drops the number \(number): the \"\(category)\" text does not show it, and \"\(category)\" covers other numbers too"
        case .argument(let error):
            "\(error)"
        }
    }
}
