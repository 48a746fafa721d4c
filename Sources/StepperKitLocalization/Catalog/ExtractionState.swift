/// How Xcode found a catalog key: an open set, so states that newer Xcodes write are kept as found.
///
/// ```swift
/// entry.extractionState == .stale          // the key is no longer in the source code
/// ExtractionState(rawValue: "future_state") // kept and written back unchanged
/// ```
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The state as the file spells it, such as "extracted_with_value".
    public let rawValue: String

    /// Wraps any state, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Added by hand in the catalog editor, not extracted from code.
    public static let manual = ExtractionState(rawValue: "manual")
    /// Extracted from code, but the code no longer uses it.
    public static let stale = ExtractionState(rawValue: "stale")
    /// Extracted from code with a default value that differs from the key.
    public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
    /// Migrated from a strings or stringsdict file.
    public static let migrated = ExtractionState(rawValue: "migrated")

    /// The state as the file spells it.
    public var description: String { rawValue }
}
