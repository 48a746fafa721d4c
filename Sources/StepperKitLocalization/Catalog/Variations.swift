/// Values that vary by CLDR plural category or by device; a device case may nest a plural variation.
///
/// ```swift
/// let items = Variations(plural: [
///     .one: VariationCase(stringUnit: StringUnit(value: "%lld item")),
///     .other: VariationCase(stringUnit: StringUnit(value: "%lld items")),
/// ])
/// items.plural?[.one]?.stringUnit?.value   // "%lld item"
/// ```
public struct Variations: Hashable, Sendable {
    /// Cases by device, such as iPhone and Mac; a case may vary by plural inside.
    public var device: OrderedMembers<DeviceClass, VariationCase>?
    /// Cases by plural category; the zero case is used for the value 0 in every language.
    public var plural: OrderedMembers<PluralCategory, VariationCase>?
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// Variations by plural, by device, or both.
    public init(
        plural: OrderedMembers<PluralCategory, VariationCase>? = nil,
        device: OrderedMembers<DeviceClass, VariationCase>? = nil,
        unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()
    ) {
        self.plural = plural
        self.device = device
        self.unknownMembers = unknownMembers
    }

    /// Appends every string unit, depth first, in file order.
    func collectStringUnits(into units: inout [StringUnit]) {
        for (_, variation) in device ?? [:] { variation.collectStringUnits(into: &units) }
        for (_, variation) in plural ?? [:] { variation.collectStringUnits(into: &units) }
    }
}
