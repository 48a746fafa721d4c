import Foundation
import StepperKitLocalization

/// `stepperkit catalog format FILE [--write] [--sort]`: rewrite in Xcode's layout.
enum CatalogFormatCommand {
    static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite a catalog in Xcode's exact layout, to standard output (byte-exact) or in place.",
        discussion: """
            Keys keep their order; with --sort every object's keys are put in Finder order, as in a new file.
            --write replaces the file atomically (a temporary file renamed over it); a read-only file only with --force.
            """,
        arguments: [
            .positional("FILE", help: "A .xcstrings file."),
            .flag("write", help: "Replace the file instead of printing the result."),
            .flag("sort", help: "Sort the keys of every object in Finder order."),
            OutputFile.force,
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let path = arguments.positional("FILE") ?? ""
        var catalog = try CatalogCommand.read(path)
        if arguments.flag("sort") { catalog.sortInFinderOrder() }
        // Written in pieces as they are made, so a 250 MB catalog is not held a second time as bytes.
        guard arguments.flag("write") else {
            catalog.encode { console.write($0) }
            return .success
        }
        try OutputFile.streamBytes(to: path, option: "--write", force: arguments.flag("force")) { write in
            catalog.encode { piece in write(piece) }
        }
        return .success
    }
}
