public import StepperKitLocalization
public import StepperKitText

/// One problem stepperkit check found: its rule, where in the catalog, which cell of the matrix, and
/// what is wrong.
///
/// ```swift
/// finding.description
/// // Localizable.xcstrings:26:9: error: "%lld items" · es · one 1 · body at accessibility3: measures 150.2 pt, 30.2 pt over 120 pt [overflow]
/// ```
public struct CheckFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule.
    public let rule: CheckRule
    /// The catalog file, as given.
    public let file: String
    /// Where in the file: the key's localization for the locale, else the key.
    public let position: CatalogPositions.Position
    /// The catalog key.
    public let key: String
    /// The locale; nil for a linter finding about the key in no particular locale.
    public let locale: LocaleID?
    /// The catalog language a linter finding is about.
    public let language: String?
    /// The number the key was looked up with.
    public let sample: CategorySample?
    /// The Dynamic Type size of a fit finding.
    public let dynamicTypeSize: DynamicTypeSize?
    /// The text style of a fit finding.
    public let textStyle: TextStyle?
    /// The text shown in the cell, when there is one.
    public let text: String?
    /// The measured width of a fit finding, in points.
    public let measuredWidth: Double?
    /// What is wrong, in a sentence.
    public let message: String

    /// A finding.
    public init(
        rule: CheckRule, file: String, position: CatalogPositions.Position, key: String, locale: LocaleID?, language: String? = nil,
        sample: CategorySample? = nil, dynamicTypeSize: DynamicTypeSize? = nil, textStyle: TextStyle? = nil, text: String? = nil,
        measuredWidth: Double? = nil, message: String
    ) {
        self.rule = rule
        self.file = file
        self.position = position
        self.key = key
        self.locale = locale
        self.language = language
        self.sample = sample
        self.dynamicTypeSize = dynamicTypeSize
        self.textStyle = textStyle
        self.text = text
        self.measuredWidth = measuredWidth
        self.message = message
    }

    /// The finding's severity: its rule's.
    public var severity: LintSeverity { rule.severity }

    /// The matrix cell: "\"Add\" · es · many 1000000 · body at xxLarge".
    public var cell: String {
        var parts = ["\"\(key)\""]
        if let locale { parts.append(locale.identifier) } else if let language { parts.append(language) }
        if let sample { parts.append(sample.description) }
        if let dynamicTypeSize { parts.append("\(textStyle?.rawValue ?? "text") at \(dynamicTypeSize.rawValue)") }
        return parts.joined(separator: " · ")
    }

    /// "file:line:column: severity: cell: message [rule]".
    public var description: String {
        "\(file):\(position): \(severity): \(cell): \(message) [\(rule)]"
    }
}
