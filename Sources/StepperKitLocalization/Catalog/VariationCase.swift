/// One case of a variation: a value, or (inside a device case) a plural variation.
///
/// ```swift
/// VariationCase(stringUnit: StringUnit(value: "%lld artículos"))
/// VariationCase(variations: Variations(plural: [.other: VariationCase(stringUnit: StringUnit(value: "%lld items"))]))
/// ```
public struct VariationCase: Hashable, Sendable {
    /// The value of this case.
    public var stringUnit: StringUnit?
    /// A nested variation; the format allows only a plural variation inside a device case.
    public var variations: Variations?
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// A case with a value or a nested variation.
    public init(stringUnit: StringUnit? = nil, variations: Variations? = nil, unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.unknownMembers = unknownMembers
    }

    func collectStringUnits(into units: inout [StringUnit]) {
        if let stringUnit { units.append(stringUnit) }
        variations?.collectStringUnits(into: &units)
    }
}
