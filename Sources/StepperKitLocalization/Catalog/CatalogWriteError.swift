/// Why a String Catalog could not be written; the original file is unchanged whenever this is thrown.
///
/// ```swift
/// do {
///     try catalog.write(to: URL(filePath: "/read-only/Localizable.xcstrings"))
/// } catch {
///     print(error)
///     // cannot write /read-only/Localizable.xcstrings: create a temporary file in /read-only failed:
///     // Permission denied (the original file is unchanged)
/// }
/// ```
public struct CatalogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public let path: String
    /// The step that failed, such as "create a temporary file" or "rename over the original".
    public let operation: String
    /// The system's explanation, such as "Permission denied".
    public let reason: String

    /// An error for a failed step.
    public init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// "cannot write PATH: STEP failed: REASON (the original file is unchanged)".
    public var description: String {
        "cannot write \(path): \(operation) failed: \(reason) (the original file is unchanged)"
    }
}
