/// A CLDR plural category, the key of a plural variant in a String Catalog.
public enum PluralCategory: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// The six CLDR plural categories; a language uses some of them, and always other.
    case zero, one, two, few, many, other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    public var description: String { rawValue }
}
