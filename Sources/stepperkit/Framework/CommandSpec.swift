/// A command of the `stepperkit` tool: its name, help, arguments, subcommands and what it runs.
///
/// Commands are values in one table (``StepperKitCLI/root``); nothing registers itself. Each argument
/// is a typed declaration (``Option``, ``Flag``, ``Argument``) that the help is drawn from and the
/// command reads its value back with.
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
        arguments: [any ArgumentDeclaration] = [],
        subcommands: [CommandSpec] = [],
        run: Run? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.spec)
        self.subcommands = subcommands
        self.run = run
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
