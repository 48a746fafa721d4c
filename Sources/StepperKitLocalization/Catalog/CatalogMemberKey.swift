/// A type whose values name the members of a String Catalog object: a language, a plural category, a device.
///
/// ``OrderedMembers`` is keyed by such a type, so a plural variation is read as `plural[.one]`
/// while the file keeps spelling the key "one":
///
/// ```swift
/// PluralCategory(memberName: "many")   // .many
/// PluralCategory(memberName: "plenty") // nil: the reader reports an unknown plural category
/// ```
public protocol CatalogMemberKey: Hashable, Sendable {
    /// Reads a member name as the file spells it; nil when the name is not a key of this kind.
    init?(memberName: String)

    /// The member name as the file spells it.
    var memberName: String { get }
}

extension String: CatalogMemberKey {
    /// Any text names a member: catalog keys, language tags and substitution names are free-form.
    public init?(memberName: String) {
        self = memberName
    }

    /// The text itself.
    public var memberName: String { self }
}

extension PluralCategory: CatalogMemberKey {
    /// The category named "zero", "one", "two", "few", "many" or "other"; nil for anything else.
    public init?(memberName: String) {
        self.init(rawValue: memberName)
    }

    /// The category's CLDR name, such as "many".
    public var memberName: String { rawValue }

    /// The category of a name, by plain comparisons: faster than `init(rawValue:)`, which the reader
    /// would otherwise call for every plural case.
    static func named(_ name: String) -> PluralCategory? {
        switch name {
        case "one": .one
        case "other": .other
        case "many": .many
        case "few": .few
        case "zero": .zero
        case "two": .two
        default: nil
        }
    }
}
