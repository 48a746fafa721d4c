/// The `stepperkit` tool: finds the command a command line names, parses its arguments and runs it.
enum StepperKitCLI {
    /// Every command, in one table.
    static let root = CommandSpec(
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

    /// Runs one command line (without the program name) and returns the exit status.
    static func run(_ arguments: [String], console: Console) async -> ExitCode {
        defer { console.flush() }
        var command = root
        var path = ["stepperkit"]
        var remaining = arguments[...]
        while let next = remaining.first, let subcommand = command.subcommands.first(where: { $0.name == next }) {
            command = subcommand
            path.append(next)
            remaining = remaining.dropFirst()
        }
        if remaining.contains("--help") || remaining.contains("-h") {
            console.print(HelpFormatter.help(of: command, path: path))
            return .success
        }
        guard let run = command.run else {
            let problem = remaining.first.map { "unknown subcommand '\($0)'" } ?? "a subcommand is required"
            console.printError("error: \(problem)\n\(HelpFormatter.help(of: command, path: path))")
            return .badInput
        }
        do {
            let parsed = try ParsedArguments(Array(remaining), for: command)
            return try await run(parsed, console)
        } catch let error as CLIError {
            if case .usage(let message, _) = error {
                console.printError("error: \(message)\n\(HelpFormatter.usage(of: command, path: path))")
            } else {
                console.printError(error.description)
            }
            return .badInput
        } catch {
            console.printError("error: \(error)")
            return .badInput
        }
    }
}
