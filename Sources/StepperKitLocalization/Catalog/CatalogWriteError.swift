/// Why a String Catalog could not be written; the original file is unchanged whenever this is thrown.
///
/// Catalogs are written by ``AtomicFile``, the kit's one writer, so this is its ``FileAccessError``.
///
/// ```swift
/// do {
///     try catalog.write(to: URL(filePath: "/dev/null"))
/// } catch {
///     print(error)   // "/dev/null" is a character device, not a regular file
/// }
/// ```
public typealias CatalogWriteError = FileAccessError
