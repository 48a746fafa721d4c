import StepperKitLocalization
import StepperKitSupport

/// `stepperkit catalog roundtrip FILE…`: exit 0 iff every file re-writes byte-identically.
enum CatalogRoundTripCommand {
    static let spec = CommandSpec(
        name: "roundtrip",
        abstract: "Check that each catalog comes back byte for byte after reading and writing it.",
        discussion: "Prints one line per file; a file that differs names the first differing byte offset.",
        arguments: [files],
        run: run
    )

    static let files = Argument(variadic: "FILE", help: "A .xcstrings file.")

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        var status = ExitCode.success
        for path in arguments[Self.files] {
            do {
                let report = try RoundTripReport(checking: try CatalogCommand.bytes(of: path))
                console.print("\(path): \(report)")
                if !report.isIdentical, status == .success { status = .findings }
            } catch let error as CLIError {
                console.printErrorLine(error.description)
                status = .badInput
            } catch {
                console.printErrorLine("error: \(MessageText.quotedPath(path)): \(error)")
                status = .badInput
            }
        }
        return status
    }
}
