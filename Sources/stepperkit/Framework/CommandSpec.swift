/// A command of the `stepperkit` tool: its name, help, arguments, subcommands and what it runs.
///
/// Commands are values in one table (``StepperKitCLI/root``); nothing registers itself.
package struct CommandSpec: Sendable {
    typealias Run = @Sendable (ParsedArguments, Console) async throws -> ExitCode

    package let name: String
    let abstract: String
    let discussion: String?
    let arguments: [ArgumentSpec]
    package let subcommands: [CommandSpec]
    let run: Run?

    init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        arguments: [ArgumentSpec] = [],
        subcommands: [CommandSpec] = [],
        run: Run? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.subcommands = subcommands
        self.run = run
    }
}

/// One positional argument, option or flag a command accepts.
struct ArgumentSpec: Sendable {
    enum Kind: Sendable {
        case positional(optional: Bool)
        /// One or more positional values, such as `FILE…`; it must be the last positional.
        case variadicPositional(optional: Bool)
        case option(valueName: String, repeatable: Bool)
        case flag
    }

    let name: String
    let kind: Kind
    let help: String

    /// A positional argument, such as `VALUE`.
    static func positional(_ name: String, optional: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .positional(optional: optional), help: help)
    }

    /// One or more positional values, such as `FILE…`; it must come after the other positionals.
    static func variadic(_ name: String, optional: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .variadicPositional(optional: optional), help: help)
    }

    /// An option with a value, such as `--locale L`; `name` is given without dashes.
    static func option(_ name: String, value: String, repeatable: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .option(valueName: value, repeatable: repeatable), help: help)
    }

    /// A flag without a value, such as `--json`.
    static func flag(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .flag, help: help)
    }
}

/// How the tool exits: 0 ok, 1 findings, 2 bad input.
package enum ExitCode: Int32, Sendable {
    case success = 0
    case findings = 1
    case badInput = 2
    /// Standard output's reader went away: 128 + SIGPIPE, as a shell reports a process SIGPIPE ended.
    case brokenPipe = 141
}
