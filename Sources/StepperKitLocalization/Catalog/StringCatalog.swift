public import Foundation

/// An Apple String Catalog (an xcstrings file): every key of a table with its translations, read and written byte-exactly.
///
/// Reading keeps everything: key order, the version as found, states and members the model does
/// not know. Writing reproduces Xcode's layout byte for byte, so reading and writing an unchanged
/// file gives the same bytes, and a key added in code lands where Xcode would put it.
///
/// ```swift
/// var catalog = try StringCatalog(contentsOf: URL(filePath: "Localizable.xcstrings"))
/// catalog.strings["Add"]?.localizations?["es"]?.stringUnit?.value    // "Añadir"
/// catalog.strings["Cart"] = CatalogEntry(comment: "Title of the cart screen")
/// try catalog.write(to: URL(filePath: "Localizable.xcstrings"))      // atomic: temp file + rename
/// ```
///
/// Catalogs are untrusted input: malformed files throw a ``CatalogReadError`` with the line, column
/// and JSON path of the problem, and ``CatalogReadOptions`` bounds size and nesting.
public struct StringCatalog: Hashable, Sendable {
    /// The language the keys are written in, such as "en".
    public var sourceLanguage: String
    /// Every key and its entry, in file order.
    public var strings: OrderedMembers<String, CatalogEntry>
    /// The format version exactly as found ("1.0", "1.1", "1.3"); nil when the file has none.
    public var version: String?
    /// Top-level members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// An empty catalog, as Xcode creates one.
    public init(
        sourceLanguage: String,
        version: String? = "1.0",
        strings: OrderedMembers<String, CatalogEntry> = [:],
        unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.unknownMembers = unknownMembers
    }

    // MARK: - Reading

    /// Reads a catalog from its UTF-8 bytes.
    public init(bytes: [UInt8], options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) {
        self = try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in
            try CatalogParser.read(buffer, options: options)
        }
    }

    /// Reads a catalog from data.
    public init(data: Data, options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) {
        // `Data.withUnsafeBytes` rethrows untyped errors, so the typed error travels in a Result.
        let result = data.withUnsafeBytes { raw in
            Result { () throws(CatalogReadError) in try CatalogParser.read(raw.bindMemory(to: UInt8.self), options: options) }
        }
        self = try result.get()
    }

    /// Reads a catalog file; a path that is not a regular file, cannot be read or is too large is a read error too.
    public init(contentsOf url: URL, options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) {
        try self.init(bytes: Self.fileBytes(at: url.path, options: options), options: options)
    }

    /// The bytes of a catalog file, read as init reads them.
    ///
    /// A path that is not a regular file, cannot be read or is larger than the options allow is a read error.
    ///
    /// ```swift
    /// let bytes = try StringCatalog.fileBytes(at: "Localizable.xcstrings")
    /// let catalog = try StringCatalog(bytes: bytes)
    /// ```
    public static func fileBytes(at path: String, options: CatalogReadOptions = CatalogReadOptions()) throws(CatalogReadError) -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: options.maximumBytes)
        } catch {
            let reason: CatalogReadError.Reason = if case .tooLarge(let size, let limit) = error.reason {
                .tooLarge(bytes: size, limit: limit)
            } else {
                .unreadableFile(error.description)
            }
            throw CatalogReadError(reason: reason, line: 1, column: 1, offset: 0, path: CatalogPath())
        }
    }

    // MARK: - Writing

    /// The catalog in Xcode's exact layout: 2-space indent, a space on both sides of each colon, no trailing newline.
    public func encodedBytes() -> [UInt8] {
        var writer = CatalogWriter(capacity: 1 << 16)
        writer.writeObject(self, indent: 0)
        return writer.bytes
    }

    /// Writes the catalog in Xcode's exact layout a piece at a time, for files too large to hold twice.
    ///
    /// The bytes are those of ``encodedBytes()``, handed to `write` in order in pieces of about `pieceSize`
    /// bytes (a piece ends after a key's entry, so one huge entry makes a larger piece); no more than one
    /// piece is held at a time, so a 250 MB catalog is written through a 1 MiB buffer.
    ///
    /// ```swift
    /// var size = 0
    /// catalog.encode { piece in size += piece.count }   // size == catalog.encodedBytes().count
    /// ```
    public func encode(pieceSize: Int = 1 << 20, to write: ([UInt8]) -> Void) {
        withoutActuallyEscaping(write) { write in
            var writer = CatalogWriter(pieceSize: pieceSize, sink: write)
            writer.writeObject(self, indent: 0)
            writer.finish()
        }
    }

    /// The catalog in Xcode's exact layout, as data.
    public func encodedData() -> Data {
        Data(encodedBytes())
    }

    /// Writes the catalog atomically: a temporary file renamed over the original, so a failure leaves it untouched.
    ///
    /// A target that is not a regular file, or is read-only without
    /// ``AtomicFile/Options/replacingReadOnly``, is refused.
    public func write(to url: URL, options: AtomicFile.Options = []) throws(CatalogWriteError) {
        try AtomicFile.write(encodedBytes(), to: url.path, options: options)
    }

    // MARK: - Convenience

    /// Every language the catalog mentions, source language first, then the others sorted.
    public var languages: [String] {
        var seen = Set([sourceLanguage])
        var others: [String] = []
        for (_, entry) in strings {
            for language in entry.localizations?.keys ?? [] where seen.insert(language).inserted {
                others.append(language)
            }
        }
        return [sourceLanguage] + others.sorted(by: FinderOrder.areInIncreasingOrder)
    }

    /// The same catalog with the keys of every object in Finder order, as Xcode writes a new file.
    ///
    /// Re-saving keeps the order of existing keys; this is for files whose order was scrambled.
    public func sortedInFinderOrder() -> StringCatalog {
        FinderSorting.sorted(self)
    }

    /// Puts the keys of every object in Finder order in place, as the sorted copy has them.
    ///
    /// A catalog sorted in place is not held twice while it is sorted: each entry's old storage is let
    /// go as its sorted form replaces it (`catalog format --sort` of a 250 MB file).
    ///
    /// ```swift
    /// var catalog = try StringCatalog(bytes: bytes)
    /// catalog.sortInFinderOrder()
    /// ```
    public mutating func sortInFinderOrder() {
        FinderSorting.sort(&self)
    }
}
