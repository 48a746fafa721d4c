import StepperKitSupport
import StepperKitLocalization

/// The typed values of one command line, checked against a command's declarations.
///
/// Parsing reads the words (`--name value`, `--name=value`, flags, positionals in order, "-" as a
/// positional for standard input, "--" to end options), then makes every declared argument's value
/// with its declaration's transform, so a command runs only on values it accepts, and reads them back
/// with their types: `arguments[RenderCommand.width]` is a `Double?`.
package struct ParsedArguments: Sendable {
    /// The command's name, for the message when a command reads what it did not declare.
    private let command: String
    /// Every declared argument's value, given or not, by ``ArgumentSpec/key``.
    private var values: [String: any Sendable] = [:]
    /// The keys of the arguments the command line gave.
    private var given: Set<String> = []

    /// Parses `arguments` for `command`. Errors in the words (an unknown option, a missing value, an option
    /// given twice, a missing argument or required option) are usage errors, found before any value is made;
    /// then values are made in the order the command declares them, and the first rejected one is the error.
    package init(_ arguments: [String], for command: CommandSpec) throws(CLIError) {
        self.command = command.name
        let texts = try Self.words(arguments, for: command)
        for spec in command.arguments where texts[spec.key] != nil {
            given.insert(spec.key)
        }
        for spec in command.arguments {
            if case .option(_, .required) = spec.kind, texts[spec.key] == nil {
                throw .usage("'--\(spec.name)' is required", command: command)
            }
        }
        for spec in command.arguments {
            values[spec.key] = try spec.makeValue(texts[spec.key] ?? [])
        }
    }

    // MARK: - API

    /// The value of an option: `T?`, `T` when required, `[T]` when repeating.
    subscript<Value>(option: Option<Value>) -> Value { value(of: option) }

    /// Whether a flag was given.
    subscript(flag: Flag) -> Bool { value(of: flag) }

    /// The value of a positional argument.
    subscript<Value>(argument: Argument<Value>) -> Value { value(of: argument) }

    /// Whether the command line gave an argument, option or flag.
    func contains(_ declaration: some ArgumentDeclaration) -> Bool {
        given.contains(declaration.spec.key)
    }

    /// A value as an error message shows it: quoted when empty or holding spaces, quotes or control
    /// characters; escaped, and cut after 64 characters with its length (a 10,000-name list is not echoed whole).
    static func shown(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        return plain ? MessageText.escaped(text) : MessageText.quoted(text)
    }

    // MARK: - Internal

    private func value<Declaration: ArgumentDeclaration>(of declaration: Declaration) -> Declaration.Value {
        guard let made = values[declaration.spec.key] as? ArgumentSpec.Made<Declaration.Value> else {
            preconditionFailure("'\(command)' reads \(declaration.spec.key), which it does not declare")
        }
        return made.value
    }

    /// The texts of each argument the command line gives, by ``ArgumentSpec/key``, in order.
    private static func words(_ arguments: [String], for command: CommandSpec) throws(CLIError) -> [String: [String]] {
        var texts: [String: [String]] = [:]
        let positionals = command.arguments.filter { if case .positional = $0.kind { true } else { false } }
        let variadic = command.arguments.first { if case .variadicPositional = $0.kind { true } else { false } }
        var nextPositional = 0
        func addPositional(_ value: String) throws(CLIError) {
            guard nextPositional < positionals.count else {
                guard let variadic else { throw .usage("unexpected argument '\(MessageText.escaped(value))'", command: command) }
                texts[variadic.key, default: []].append(value)
                return
            }
            texts[positionals[nextPositional].key] = [value]
            nextPositional += 1
        }
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") {
                try addPositional(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = command.arguments.first(where: { $0.isNamed && $0.name == name }) else {
                throw .usage("unknown option '--\(MessageText.escaped(name))'", command: command)
            }
            switch spec.kind {
            case .positional, .variadicPositional:
                throw .usage("unknown option '--\(MessageText.escaped(name))'", command: command)
            case .flag:
                guard inlineValue == nil else { throw .usage("'--\(name)' takes no value", command: command) }
                texts[spec.key] = [""]
            case .option(let valueName, let arity):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw .usage("'--\(name)' needs a value \(valueName)", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                if case .repeating = arity {} else if texts[spec.key] != nil {
                    throw .usage("'--\(name)' is given more than once", command: command)
                }
                texts[spec.key, default: []].append(value)
            }
        }
        for spec in positionals[nextPositional...] {
            if case .positional(optional: false) = spec.kind {
                throw .usage("missing argument \(spec.name)", command: command)
            }
        }
        if let variadic, case .variadicPositional(optional: false) = variadic.kind, texts[variadic.key] == nil {
            throw .usage("missing argument \(variadic.name)", command: command)
        }
        return texts
    }
}
