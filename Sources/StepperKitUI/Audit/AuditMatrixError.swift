/// Why an audit matrix could not run.
///
/// ```swift
/// do { _ = try await matrix.run(engine: engine) }
/// catch { print(error) }   // The audit matrix has no locale to try; give it at least one.
/// ```
public enum AuditMatrixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The matrix has no scene, or an axis has no variant, so it has no cell.
    case empty(axis: String)
    /// Two scenes share a name, so cells could not tell them apart.
    case duplicateScene(String)
    /// Two axes share a name.
    case duplicateAxis(String)
    /// Two variants of an axis share a name.
    case duplicateVariant(axis: String, variant: String)
    /// A cell names a scene the matrix does not have.
    case unknownScene(String)
    /// A cell names an axis or variant the matrix does not have.
    case unknownVariant(axis: String, variant: String)
    /// A screen width is not a positive, finite number of points.
    case invalidWidth(Double)
    /// A cell's scene could not be laid out.
    case layout(AuditCell, LayoutError)

    /// What went wrong and what to change.
    public var description: String {
        switch self {
        case .empty(let axis):
            "The audit matrix has no \(axis == "scenes" ? "scene" : "\(axis) variant") to try; give it at least one."
        case .duplicateScene(let name):
            "Two audit scenes are named \"\(name)\"; give each scene its own name."
        case .duplicateAxis(let name):
            "Two audit matrix axes are named \"\(name)\"; give each axis its own name."
        case .duplicateVariant(let axis, let variant):
            "The audit axis \"\(axis)\" has two variants named \"\(variant)\"."
        case .unknownScene(let name):
            "No audit scene is named \"\(name)\"."
        case .unknownVariant(let axis, let variant):
            "The audit matrix has no variant \"\(variant)\" on an axis \"\(axis)\"."
        case .invalidWidth(let width):
            "The audit matrix has a screen width of \(width) points; give widths above 0."
        case .layout(let cell, let error):
            "Cell \(cell) could not be laid out: \(error)"
        }
    }
}
