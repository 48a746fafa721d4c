extension PluralCategory: LosslessStringConvertible {
    /// The category named "zero", "one", "two", "few", "many" or "other", as catalogs spell it.
    ///
    /// ```swift
    /// PluralCategory("many")   // .many
    /// PluralCategory("plenty") // nil: the catalog reader reports an unknown plural category
    /// ```
    public init?(_ description: String) {
        self.init(rawValue: description)
    }

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
