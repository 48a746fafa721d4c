import StepperKitLocalization

/// Transforms that option declarations share: a choice among names, an enum's case, a bounded number, a list.
///
/// Each throws a ``RejectedValue`` saying what was expected; the option adds its name and the text:
///
/// ```swift
/// static let grouping = Option("grouping", value: "G", help: "auto (default), never, always, min2.") {
///     try OptionValue.choice($0, from: groupings)
/// }
/// // --grouping sometimes  →  error: --grouping sometimes: expected one of auto, never, always, min2
/// ```
enum OptionValue {
    /// The value named `text` in `choices`, or an error listing the names.
    static func choice<T>(_ text: String, from choices: KeyValuePairs<String, T>) throws -> T {
        guard let match = choices.first(where: { $0.key == text }) else {
            throw RejectedValue("expected one of \(choices.map(\.key).joined(separator: ", "))")
        }
        return match.value
    }

    /// The case of a string-named enum, or an error listing the names.
    static func caseNamed<Choice: CaseIterable & RawRepresentable>(_ text: String) throws -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: text) else {
            throw RejectedValue("expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    /// A finite number for which `isValid` holds, with spaces around it allowed; else "expected " + `expected`.
    static func number(_ text: String, expected: String, where isValid: (Double) -> Bool) throws -> Double {
        guard let value = Double(text.trimmingSpaces()), value.isFinite, isValid(value) else {
            throw RejectedValue("expected \(expected)")
        }
        return value
    }

    /// A severity findings fail a run at: note, warning or error.
    static func severity(_ text: String) throws -> DiagnosticSeverity {
        try choice(text, from: ["note": .note, "warning": .warning, "error": .error])
    }

    /// The names of a comma-separated list, trimmed; an empty list or an empty name ("en,,es") is an
    /// error: an audit over nothing would say nothing.
    static func names(_ text: String) throws -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard names.allSatisfy({ !$0.isEmpty }) else {
            throw RejectedValue("expected a comma-separated list of names without empty ones")
        }
        return names
    }

    /// A comma-separated list read with `parse`; "all" is every value in `all`.
    static func list<T>(_ text: String, all: [T], _ parse: (String) throws -> T) throws -> [T] {
        if text == "all" { return all }
        return try names(text).map(parse)
    }

    /// A comma-separated list of locales; an empty name or one ICU cannot read is an error.
    static func locales(_ text: String) throws -> [LocaleID] {
        try names(text).map { try LocaleID($0) }
    }
}
