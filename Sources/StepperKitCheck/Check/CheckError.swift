public import StepperKitLocalization
import StepperKitSupport

/// Why stepperkit check could not check a catalog: it cannot be read, ICU lacks a locale, or a text
/// cannot be measured.
///
/// ```swift
/// do {
///     _ = try await CatalogCheck(CheckConfiguration()).run(catalogsAt: ["App.xcstrings"])
/// } catch {
///     print(error)   // App.xcstrings: line 3, column 5: expected …
/// }
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
    /// A catalog file is larger than a run checks.
    ///
    /// The bound is ``CheckConfiguration/maximumCatalogBytes``.
    case catalogTooLarge(file: String, bytes: Int, limit: Int)

    /// Bytes in MiB with one decimal where it is not whole: "254.6", "32".
    private static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// The file and the cause.
    public var description: String {
        switch self {
        case .unreadable(let file, let error):
            // A file that cannot be opened is named by its error already ("x.xcstrings": no such file).
            if case .unreadableFile = error.reason { "\(error)" } else { "\(file): \(error)" }
        case .pluralRules(let error): "\(error)"
        case .fit(let error): "\(error)"
        case .invalidSourceLanguage(let file, let language):
            "\(file): the sourceLanguage \(MessageText.quoted(language)) is not a language tag ICU knows, such as \"en\" or \"pt-BR\""
        case .catalogTooLarge(let file, let bytes, let limit):
            "\(file): \(Self.mebibytes(bytes)) MiB is more than a check reads (\(Self.mebibytes(limit)) MiB): every string is resolved in "
                + "every language and measured at every size, minutes for a file this size; split it into several tables, "
                + "or raise \"maximumCatalogMiB\" in the configuration file"
        }
    }
}
