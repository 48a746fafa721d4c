/// The translation of one key into one language: a single value, a set of values, or variations.
///
/// A localization holds a `stringUnit`, a `stringSet` (App Shortcuts phrases) or `variations`
/// (by plural or device), plus the `substitutions` that `%#@name@` references in them point to.
///
/// ```swift
/// let spanish = CatalogLocalization(variations: Variations(plural: [
///     .one: VariationCase(stringUnit: StringUnit(state: .translated, value: "%lld artículo")),
///     .other: VariationCase(stringUnit: StringUnit(state: .translated, value: "%lld artículos")),
/// ]))
/// ```
public struct CatalogLocalization: Hashable, Sendable {
    /// A set of values, such as the phrases of an App Shortcut.
    public var stringSet: StringSet?
    /// A single value.
    public var stringUnit: StringUnit?
    /// Named sub-strings that references such as %#@items@ expand to, each varying by plural on its own.
    public var substitutions: OrderedMembers<String, Substitution>?
    /// Values that vary by plural category or device.
    public var variations: Variations?
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// A localization with the given members.
    public init(
        stringUnit: StringUnit? = nil,
        stringSet: StringSet? = nil,
        variations: Variations? = nil,
        substitutions: OrderedMembers<String, Substitution>? = nil,
        unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()
    ) {
        self.stringUnit = stringUnit
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
        self.unknownMembers = unknownMembers
    }

    /// Whether there is anything to show: a value.
    ///
    /// A set of values or variations (not just {}). Whether it has text to show: a value, a string set or variations
    /// (an empty object has none).
    public var hasContent: Bool {
        stringUnit != nil || stringSet != nil || variations != nil
    }

    /// Every string unit in this localization, in file order: the unit, then each variation's,
    /// then each substitution's.
    public var allStringUnits: [StringUnit] {
        var units: [StringUnit] = []
        if let stringUnit { units.append(stringUnit) }
        variations?.collectStringUnits(into: &units)
        for (_, substitution) in substitutions ?? [:] {
            substitution.variations?.collectStringUnits(into: &units)
        }
        return units
    }
}
