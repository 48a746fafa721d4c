import Foundation
import StepperKitLocalization

/// `stepperkit catalog lint|roundtrip|stats|format|lookup …`: String Catalog tools.
enum CatalogCommand {
    static let spec = CommandSpec(
        name: "catalog",
        abstract: "Lint, check, count, reformat and look up Apple String Catalogs (.xcstrings).",
        subcommands: [
            CatalogLintCommand.spec,
            CatalogRoundTripCommand.spec,
            CatalogStatsCommand.spec,
            CatalogFormatCommand.spec,
            CatalogLookupCommand.spec,
        ]
    )

    /// Reads a catalog file; the error message starts with the file name.
    static func read(_ path: String, options: CatalogReadOptions = .lenient) throws(CLIError) -> StringCatalog {
        do {
            return try StringCatalog(contentsOf: URL(fileURLWithPath: path), options: options)
        } catch {
            throw .badInput("\(path): \(error)")
        }
    }

    /// Reads a file's bytes.
    static func bytes(of path: String) throws(CLIError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput("\(path): the file cannot be read")
        }
        return [UInt8](data)
    }
}
