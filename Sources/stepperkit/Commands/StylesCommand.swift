import StepperKit

/// `stepperkit styles [--theme NAME=FILE]…` — the registered stepper styles.
enum StylesCommand {
    static let spec = CommandSpec(
        name: "styles",
        abstract: "List the registered stepper styles: the built-ins and any --theme files.",
        arguments: [SceneOptions.theme],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        for name in try SceneOptions.registry(arguments).names { console.print(name) }
        return .success
    }
}
