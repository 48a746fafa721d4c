/// An option with a value, such as `--width 390`, declared once with its help and how its text becomes a `Value`.
///
/// The declaration is listed in the command's ``CommandSpec`` and read back typed, as swift-argument-parser's
/// `@Option` is; the text is checked when the command line is parsed, before the command runs:
///
/// ```swift
/// static let width = Option("width", value: "PT", help: "The screen width in points.") {
///     try OptionValue.number($0, expected: "a width greater than 0") { $0 > 0 }
/// }
/// let width = arguments[Self.width] ?? 390    // Double
/// // stepperkit … --width -1  →  error: --width -1: expected a width greater than 0
/// ```
///
/// `Value` is what the command reads: `T?` for an option given at most once, `T` for a required one
/// (``init(required:value:help:transform:)``), `[T]` for a repeating one (``init(repeating:value:help:transform:)``).
/// A rejected text is reported as `--name TEXT: reason`; a transform that throws a ``CLIError`` says it its own way.
struct Option<Value: Sendable>: ArgumentDeclaration {
    let spec: ArgumentSpec

    /// The name without dashes, as error messages and help show it after "--".
    var name: String { spec.name }

    private init(_ name: String, value valueName: String, arity: ArgumentSpec.Arity, help: String,
                 makeValue: @escaping @Sendable ([String]) throws(CLIError) -> Value) {
        spec = ArgumentSpec(name: name, kind: .option(valueName: valueName, arity: arity), help: help, makeValue: makeValue)
    }

    // MARK: - Declarations

    /// An option given at most once, read as `T?`; `value` names its value in the help, such as "PT".
    init<T: Sendable>(_ name: String, value: String, help: String, transform: @escaping @Sendable (String) throws -> T) where Value == T? {
        self.init(name, value: value, arity: .optional, help: help) { texts throws(CLIError) in
            try texts.last.map { text throws(CLIError) in try Self.convert(text, of: name, transform) }
        }
    }

    /// A text option given at most once, read as `String?`.
    init(_ name: String, value: String, help: String) where Value == String? {
        self.init(name, value: value, help: help) { $0 }
    }

    /// An option every command line must give, read as `T`; without it the command line is a usage error.
    init(required name: String, value: String, help: String, transform: @escaping @Sendable (String) throws -> Value) {
        self.init(name, value: value, arity: .required, help: help) { texts throws(CLIError) in
            // The parser gives a required option's value, or stops with a usage error.
            try Self.convert(texts.last ?? "", of: name, transform)
        }
    }

    /// A required text option, read as `String`.
    init(required name: String, value: String, help: String) where Value == String {
        self.init(required: name, value: value, help: help) { $0 }
    }

    /// An option that may be given any number of times, read as `[T]` in command-line order.
    init<T: Sendable>(repeating name: String, value: String, help: String, transform: @escaping @Sendable (String) throws -> T) where Value == [T] {
        self.init(name, value: value, arity: .repeating, help: help) { texts throws(CLIError) in
            var values: [T] = []
            for text in texts { values.append(try Self.convert(text, of: name, transform)) }
            return values
        }
    }

    /// A repeating text option, read as `[String]`.
    init(repeating name: String, value: String, help: String) where Value == [String] {
        self.init(repeating: name, value: value, help: help) { $0 }
    }

    // MARK: - Internal

    /// A text of this option made a value when the command runs, because the transform needs what other
    /// options give (such as `--price` an amount of `--currency`); rejected as a parse would reject it.
    func converting<T>(_ text: String, _ transform: (String) throws -> T) throws(CLIError) -> T {
        try Self.convert(text, of: name, transform)
    }

    private static func convert<T>(_ text: String, of name: String, _ transform: (String) throws -> T) throws(CLIError) -> T {
        do {
            return try transform(text)
        } catch let error as CLIError {
            throw error
        } catch {
            throw rejection(of: text, name: name, error)
        }
    }

    private static func rejection(of text: String, name: String, _ error: any Error) -> CLIError {
        .badInput("--\(name) \(ParsedArguments.shown(text)): \(error)")
    }
}
