public import StepperKitLocalization
import StepperKitSupport

/// Why stepperkit check could not check a catalog: it cannot be read, ICU lacks a locale, or a text
/// cannot be measured.
///
/// ```swift
/// CheckError.unreadable(file: "App.xcstrings", error).description
/// // "App.xcstrings: line 3, column 5: expected …"
/// ```
public enum CheckError: Error, Sendable, CustomStringConvertible {
    /// The catalog file cannot be read or is not a catalog.
    case unreadable(file: String, CatalogReadError)
    /// ICU has no plural rules for a locale.
    case pluralRules(ICUError)
    /// A text could not be measured.
    case fit(FitError)
    /// A catalog's source language is not a language ICU knows, so its texts cannot be resolved.
    case invalidSourceLanguage(file: String, language: String)

    /// The file and the cause.
    public var description: String {
        switch self {
        case .unreadable(let file, let error): "\(file): \(error)"
        case .pluralRules(let error): "\(error)"
        case .fit(let error): "\(error)"
        case .invalidSourceLanguage(let file, let language):
            "\(file): the sourceLanguage \(MessageText.quoted(language)) is not a language tag ICU knows, such as \"en\" or \"pt-BR\""
        }
    }
}
