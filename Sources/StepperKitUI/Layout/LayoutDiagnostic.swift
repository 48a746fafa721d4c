public import StepperKitLocalization

/// Something layout noticed and went on from, such as a catalog key no table has, with where it happened.
///
/// A diagnostic names the node's path, the key, its table and the locale.
///
/// ```swift
/// let result = try engine.layout(Text("Chekout"), in: environment)
/// result.diagnostics.map(\.description)
/// // ["Text: no key \"Chekout\" in the Localizable table for en_US; showing the key"]
/// ```
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was noticed.
    public let problem: Problem
    /// The locale the text was resolved for.
    public let locale: LocaleID
    /// The node's path from the root, as audit findings name nodes ("VStack/Button#add/Text").
    public let path: String

    /// A diagnostic at a node.
    public init(problem: Problem, locale: LocaleID, path: String) {
        self.problem = problem
        self.locale = locale
        self.path = path
    }

    /// What a lookup or measurement noticed, without where.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The kind of problem.
        public let kind: Kind
        /// The catalog key involved.
        public let key: String
        /// The table the key was looked up in.
        public let table: String
        /// What happened, in a sentence without the locale and place.
        public let detail: String

        /// A problem with a key of a table.
        public init(kind: Kind, key: String, table: String, detail: String) {
            self.kind = kind
            self.key = key
            self.table = table
            self.detail = detail
        }

        /// No table of the localizer has the key, so the key is shown.
        public static func missingKey(_ key: String, table: String) -> Problem {
            Problem(kind: .missingKey, key: key, table: table, detail: "no key \"\(key)\" in the \(table) table")
        }

        /// The key's text could not be formatted with its arguments, so the key is shown.
        public static func localization(_ key: String, table: String, error: LocalizationError) -> Problem {
            Problem(kind: .localizationFailed, key: key, table: table, detail: "\(error)")
        }

        /// The detail.
        public var description: String { detail }
    }

    /// Kinds of diagnostics; more may come.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// A key no table has.
        public static let missingKey = Kind(name: "missing-key")
        /// A text whose arguments do not fit its format.
        public static let localizationFailed = Kind(name: "localization-failed")

        /// The kind's name, such as "missing-key".
        public var description: String { name }
    }

    /// "path: detail for locale; showing the key".
    public var description: String {
        "\(path): \(problem.detail) for \(locale); showing the key"
    }
}
