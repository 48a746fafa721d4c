/// Why an audit matrix could not run a cell.
///
/// ```swift
/// do { _ = try await matrix.run(engine: engine) }
/// catch { print(error) }   // The audit matrix names style "pil", which is not registered: …
/// ```
public enum AuditMatrixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A style name is not in the matrix's registry.
    case style(StepperStyleRegistryError)
    /// Two scenes share a name, so cells could not tell them apart.
    case duplicateScene(String)
    /// A cell names a scene the matrix does not have.
    case unknownScene(String)
    /// A cell's scene could not be laid out.
    case layout(AuditCell, LayoutError)
    /// An axis of the matrix is empty, such as no locales, so the matrix has no cells.
    case emptyAxis(String)

    /// What went wrong and what to change.
    public var description: String {
        switch self {
        case .style(let error):
            "The audit matrix names a style that is not registered: \(error)"
        case .duplicateScene(let name):
            "Two audit scenes are named \"\(name)\"; give each scene its own name."
        case .unknownScene(let name):
            "No audit scene is named \"\(name)\"."
        case .layout(let cell, let error):
            "Cell \(cell) could not be laid out: \(error)"
        case .emptyAxis(let axis):
            "The audit matrix has no \(axis), so it has no cells to audit; give at least one."
        }
    }
}
