/// Limits and checks for reading a String Catalog, which is untrusted input.
///
/// ```swift
/// let catalog = try StringCatalog(bytes: bytes)                        // the defaults: strict
/// let anyway = try StringCatalog(bytes: bytes, options: .lenient)       // what the linter reads with
/// var small = CatalogReadOptions(); small.maximumBytes = 1 << 20         // refuse files over 1 MiB
/// ```
public struct CatalogReadOptions: Hashable, Sendable {
    /// Files larger than this are refused before parsing; 256 MiB by default.
    public var maximumBytes: Int
    /// Arrays and objects nested deeper than this are refused; 64 by default (the format needs 11).
    public var maximumDepth: Int
    /// Whether a reference to a substitution the localization lacks (%#@name@) is a read error.
    ///
    /// True by default, because a lookup of such a string cannot succeed; the linter reads with
    /// ``lenient`` and reports it as a finding among the others.
    public var requiresDefinedSubstitutions: Bool
    /// Whether a sourceLanguage that is empty, malformed or unknown to ICU ("", "!!", "zz") is a read error.
    ///
    /// True by default, in ``lenient`` too: every language and plural rule of the catalog is read
    /// relative to its source language, so a catalog without a real one cannot be checked or looked up.
    ///
    /// ```swift
    /// var options = CatalogReadOptions(); options.requiresKnownSourceLanguage = false   // read "zz" anyway
    /// ```
    public var requiresKnownSourceLanguage: Bool
    /// The most memory, in bytes, the values read may take once built; 512 MiB by default.
    ///
    /// The byte limit alone does not bound memory: 7 bytes of JSON (`"k":{}`) make a 104-byte entry
    /// and a slot of its index, so 256 MiB of tiny keys took 2.8 GB. The reader keeps an estimate as
    /// it goes (each member's size in its array and index, each string's heap bytes) and stops past
    /// this limit, so reading a file within both limits and holding it stays under 1 GB (0.88 GiB at
    /// most, measured: the bytes, the model, the run time); a 255 MB catalog of 625,255 keys in two
    /// languages takes 423 MiB by this estimate.
    ///
    /// ```swift
    /// var options = CatalogReadOptions(); options.maximumModelBytes = 64 << 20   // for a small service
    /// ```
    public var maximumModelBytes: Int

    /// Strict reading with the default limits.
    public init(maximumBytes: Int = 256 << 20, maximumDepth: Int = 64, requiresDefinedSubstitutions: Bool = true) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.requiresDefinedSubstitutions = requiresDefinedSubstitutions
        self.requiresKnownSourceLanguage = true
        self.maximumModelBytes = 512 << 20
    }

    /// The default limits, without the substitution check: for linting, formatting and statistics.
    public static let lenient = CatalogReadOptions(requiresDefinedSubstitutions: false)
}
