import StepperKitLocalization
import StepperKitSupport

/// The arguments of one command line, checked against a command's ``ArgumentSpec`` list.
package struct ParsedArguments: Sendable {
    private(set) var positionals: [String: String] = [:]
    private(set) var variadicValues: [String] = []
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// Parses `arguments` for `command`: `--name value`, `--name=value`, flags, positionals in order,
    /// "-" as a positional (standard input) and "--" to end options.
    package init(_ arguments: [String], for command: CommandSpec) throws(CLIError) {
        let positionalSpecs = command.arguments.filter { if case .positional = $0.kind { true } else { false } }
        let variadic = command.arguments.first { if case .variadicPositional = $0.kind { true } else { false } }
        var nextPositional = 0
        var optionsEnded = false
        var index = 0
        func addPositional(_ value: String) throws(CLIError) {
            guard nextPositional < positionalSpecs.count else {
                guard variadic != nil else { throw .usage("unexpected argument '\(MessageText.escaped(value))'", command: command) }
                variadicValues.append(value)
                return
            }
            positionals[positionalSpecs[nextPositional].name] = value
            nextPositional += 1
        }
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
            guard let spec = command.arguments.first(where: { $0.name == name }) else {
                throw .usage("unknown option '--\(MessageText.escaped(name))'", command: command)
            }
            switch spec.kind {
            case .positional, .variadicPositional:
                throw .usage("unknown option '--\(MessageText.escaped(name))'", command: command)
            case .flag:
                guard inlineValue == nil else { throw .usage("'--\(name)' takes no value", command: command) }
                flags.insert(name)
            case .option(let valueName, let repeatable):
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
                guard repeatable || options[name] == nil else {
                    throw .usage("'--\(name)' is given more than once", command: command)
                }
                options[name, default: []].append(value)
            }
        }
        for spec in positionalSpecs[nextPositional...] {
            if case .positional(optional: false) = spec.kind {
                throw .usage("missing argument \(spec.name)", command: command)
            }
        }
        if let variadic, case .variadicPositional(optional: false) = variadic.kind, variadicValues.isEmpty {
            throw .usage("missing argument \(variadic.name)", command: command)
        }
    }

    /// A value as an error message shows it: quoted when empty or holding spaces, quotes or control
    /// characters; escaped, and cut after 64 characters with its length (a 10,000-name list is not echoed whole).
    static func shown(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        return plain ? MessageText.escaped(text) : MessageText.quoted(text)
    }

    /// A positional argument's value, if given.
    func positional(_ name: String) -> String? { positionals[name] }

    /// The values of the variadic positional argument (`FILE…`), in order; at least one.
    func variadic() -> [String] { variadicValues }

    /// An option's value, if given.
    func option(_ name: String) -> String? { options[name]?.last }

    /// Every value of a repeatable option, in order.
    func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option's value, or an error saying it is required.
    func required(_ name: String, in command: CommandSpec) throws(CLIError) -> String {
        guard let value = option(name) else { throw .usage("'--\(name)' is required", command: command) }
        return value
    }

    /// A required option read with `parse`; missing is a usage error, rejected a bad-input error.
    func required<T>(_ name: String, in command: CommandSpec, _ parse: (String) throws -> T) throws(CLIError) -> T {
        guard let value = try option(name, parse) else { throw .usage("'--\(name)' is required", command: command) }
        return value
    }

    /// An option read with `parse`, whose error becomes a bad-input error naming the option.
    func option<T>(_ name: String, _ parse: (String) throws -> T) throws(CLIError) -> T? {
        guard let text = option(name) else { return nil }
        do {
            return try parse(text)
        } catch {
            throw .badInput("--\(name) \(Self.shown(text)): \(error)")
        }
    }
}
