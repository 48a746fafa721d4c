public import StepperKitCheck
public import Testing

/// Expects every cell of a plural × locale matrix to read well.
///
/// No raw key, no silent fallback to another plural category or language, no dropped number, no
/// argument of the wrong kind.
///
/// Each problem cell is one issue at the caller's line, naming the cell and the text shown:
///
/// ```swift
/// @Test func everyPluralReadsWell() throws {
///     let catalog = try StringCatalog(contentsOf: URL(filePath: "Sources/Shop/Localizable.xcstrings"))
///     let matrix = try StringMatrix(catalog: catalog, keys: ["%lld items"])
///     expectStringsReadWell(matrix)
///     // "%lld items" · ru · few 2 → "2 items": shows the en text: there is no ru translation [language-fallback]
/// }
/// ```
///
/// - Parameters:
///   - matrix: The keys, locales and samples to resolve.
///   - ignoring: Rules not to fail on, such as `[.missingTranslation]` while translations are pending.
///   - sourceLocation: Where issues are recorded; the caller's line by default.
/// - Returns: The resolved cells, for further expectations.
@discardableResult
public func expectStringsReadWell(
    _ matrix: StringMatrix, ignoring: Set<DiagnosticRule> = [], sourceLocation: SourceLocation = #_sourceLocation
) -> [ResolvedString] {
    let cells = matrix.resolveAll()
    for cell in cells {
        for problem in cell.problems where !ignoring.contains(problem.rule) {
            Issue.record(Comment(rawValue: "\(cell): \(problem) [\(problem.rule)]"), sourceLocation: sourceLocation)
        }
    }
    return cells
}
