import Foundation
import StepperKitLocalization
import StepperKitSupport

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
            // Read here rather than through `StringCatalog(contentsOf:)`, so messages show the path as given.
            let bytes = try RegularFile.read(path, limit: options.maximumBytes)
            return try StringCatalog(bytes: bytes, options: options)
        } catch let error as FileAccessError {
            throw .badInput("\(error)")
        } catch {
            throw .badInput("\(MessageText.quotedPath(path)): \(error)")
        }
    }

    /// Reads a file's bytes; a path that is not a regular file is refused before reading.
    static func bytes(of path: String) throws(CLIError) -> [UInt8] {
        do {
            return try RegularFile.read(path)
        } catch {
            throw .badInput("\(error)")
        }
    }
}
