public import Foundation

// Foundation shows a Swift error through `localizedDescription`, which for an error that is not a
// `LocalizedError` reads "The operation could not be completed. (Module.Type error 1.)". Each error
// of the module gives its own one-line description instead, so a message reads the same however it
// is printed (`"\(error)"`, `error.localizedDescription`, or bridged to `NSError`).

extension FileAccessError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// FileAccessError(path: "out", reason: .directory).localizedDescription   // "\"out\" is a directory, not a regular file"
    /// ```
    public var errorDescription: String? { description }
}

extension CatalogReadError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// (try? StringCatalog(bytes: Array("{".utf8))) == nil   // and the error's localizedDescription names line and column
    /// ```
    public var errorDescription: String? { description }
}

extension LocaleError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// LocaleError.empty.localizedDescription   // "The locale identifier is empty; use an identifier such as …"
    /// ```
    public var errorDescription: String? { description }
}

extension CurrencyError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try Currency("EURO") } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension MoneyError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try Money("3.50", .eur).multiplied(by: -1) } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension NumberParseError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try NumberParser(locale: LocaleID("en_US")).decimal(from: "12abc") } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension FormatStringError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try FormatString("%.1000f") } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension LocalizationError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try localizer.string("Hello %s", locale: LocaleID("en")) } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}

extension ICUError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try PluralRules(locale: LocaleID("en")) } catch { print(error.localizedDescription) }
    /// ```
    public var errorDescription: String? { description }
}
