import StepperKitLocalization
import StepperKitSupport

/// The `stepperkit` tool: finds the command a command line names, parses its arguments and runs it.
///
/// Package-visible for the tool's `main.swift` and the fuzz target of its argument parser.
package enum StepperKitCLI {
    /// Every command, in one table.
    package static let root = CommandSpec(
        name: "stepperkit",
        abstract: "StepperKit: commerce quantity controls, their localization and their text layout.",
        subcommands: [
            DemoCommand.spec,
            RenderCommand.spec,
            AuditCommand.spec,
            StylesCommand.spec,
            FormatCommand.spec,
            SubtotalCommand.spec,
            PluralCommand.spec,
            ParseCommand.spec,
            MeasureCommand.spec,
            CatalogCommand.spec,
            CheckCommand.spec,
        ]
    )

    /// The command a command line (without the program name) names: the longest run of leading words
    /// that are subcommand names, the command words with the program name, and the arguments after them.
    package static func route(_ arguments: [String]) -> (command: CommandSpec, path: [String], remaining: [String]) {
        var command = root
        var path = ["stepperkit"]
        var remaining = arguments[...]
        while let next = remaining.first, let subcommand = command.subcommands.first(where: { $0.name == next }) {
            command = subcommand
            path.append(next)
            remaining = remaining.dropFirst()
        }
        return (command, path, Array(remaining))
    }

    /// Runs one command line (without the program name) and returns the exit status.
    package static func run(_ arguments: [String], console: Console) async -> ExitCode {
        let status = await dispatch(arguments, console: console)
        console.flush()
        switch console.outputState {
        case .open:
            return status
        case .closed:
            // `stepperkit … | head`: the reader had enough. Quietly, with the status a SIGPIPE gives.
            return .brokenPipe
        case .failed(let message):
            console.printErrorLine("error: cannot write standard output: \(message)")
            console.flush()
            return .badInput
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) async -> ExitCode {
        let (command, path, remaining) = route(arguments)
        if remaining.contains("--help") || remaining.contains("-h") {
            console.print(HelpFormatter.help(of: command, path: path))
            return .success
        }
        guard let run = command.run else {
            let problem = remaining.first.map { "unknown subcommand \(MessageText.quoted($0))" } ?? "a subcommand is required"
            console.printErrorLine("error: \(problem)")
            console.printError(HelpFormatter.help(of: command, path: path))
            return .badInput
        }
        do {
            let parsed = try ParsedArguments(remaining, for: command)
            return try await run(parsed, console)
        } catch let error as CLIError {
            switch error {
            case .usage(let message, _):
                console.printErrorLine("error: \(message)")
                console.printError(HelpFormatter.usage(of: command, path: path))
            case .badInput(let message):
                console.printErrorLine("error: \(message)")
            case .badInputs(let messages):
                for message in messages { console.printErrorLine("error: \(message)") }
            }
            return .badInput
        } catch StandardStream.Failure.outputGone {
            // The report stopped because standard output went away; run(_:console:) says how.
            return .badInput
        } catch {
            console.printErrorLine("error: \(error)")
            return .badInput
        }
    }
}
