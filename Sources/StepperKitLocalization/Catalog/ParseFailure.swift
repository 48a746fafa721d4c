/// A reader error before it knows its line and column: a reason, a byte offset and the path so far.
///
/// Each level of the reader adds its own step as the error passes through it, so the happy path
/// never builds a path; ``CatalogParser/read(_:options:)`` turns it into a ``CatalogReadError``.
struct ParseFailure: Error {
    var reason: CatalogReadError.Reason
    var offset: Int
    /// Path steps, innermost first.
    var reversedPath: [CatalogPath.Component] = []

    func inside(_ component: CatalogPath.Component) -> ParseFailure {
        var copy = self
        copy.reversedPath.append(component)
        return copy
    }
}
