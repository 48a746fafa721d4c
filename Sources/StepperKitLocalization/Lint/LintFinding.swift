/// One problem the catalog linter found, with its rule, severity, key, language and JSON path.
///
/// ```swift
/// let finding = CatalogLinter().lint(catalog).first!
/// finding.description
/// // warning: strings › "Add" › localizations › es: not translated into es [missing-translation]
/// ```
public struct LintFinding: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The rule that found it.
    public let rule: LintRule
    /// How bad it is; usually the rule's severity.
    public let severity: LintSeverity
    /// The catalog key.
    public let key: String
    /// The language, such as "es"; nil for findings about the key itself.
    public let language: String?
    /// Where in the file.
    public let path: CatalogPath
    /// What is wrong, in a sentence.
    public let message: String

    /// A finding.
    public init(rule: LintRule, severity: LintSeverity? = nil, key: String, language: String?, path: CatalogPath, message: String) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.key = key
        self.language = language
        self.path = path
        self.message = message
    }

    /// "severity: path: message [rule]".
    public var description: String {
        "\(severity): \(path): \(message) [\(rule)]"
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, key, language, path, message
    }

    /// Encodes the finding as a flat JSON object, for JSON reports.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule.identifier, forKey: .rule)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encode(path.description, forKey: .path)
        try container.encode(message, forKey: .message)
    }
}
