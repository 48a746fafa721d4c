/// Something a lookup noticed but did not fail on, such as a key the catalogs lack.
///
/// ```swift
/// _ = try localizer.string("Chekout", locale: spanish)   // returns "Chekout"
/// localizer.diagnostics.all
/// // [LocalizationDiagnostic(kind: .missingKey, key: "Chekout", table: nil, locale: es)]
/// ```
public struct LocalizationDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was noticed.
    public enum Kind: Hashable, Sendable {
        /// No table has the key; the key itself was shown, as Apple does.
        case missingKey
    }

    /// What was noticed.
    public let kind: Kind
    /// The key looked up.
    public let key: String
    /// The table asked for, or nil for "every table".
    public let table: String?
    /// The locale asked for.
    public let locale: LocaleID

    /// A diagnostic.
    public init(kind: Kind, key: String, table: String?, locale: LocaleID) {
        self.kind = kind
        self.key = key
        self.table = table
        self.locale = locale
    }

    /// "missing key "K" in table T for locale L".
    public var description: String {
        "missing key \"\(key)\"\(table.map { " in table \($0)" } ?? "") for locale \(locale)"
    }
}
