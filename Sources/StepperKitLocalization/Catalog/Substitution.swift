/// A named part of a string that varies by plural on its own argument, referenced as %#@name@.
///
/// Inside its variations `%arg` stands for the argument, formatted with `formatSpecifier`. The
/// argument is `argNum` (1-based) when given; real files often omit it, and then the reference
/// takes the next argument in order of appearance, as `.stringsdict` files do.
///
/// ```swift
/// // "%#@items@ in %#@bags@"
/// Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: [
///     .one: VariationCase(stringUnit: StringUnit(value: "%arg item")),
///     .other: VariationCase(stringUnit: StringUnit(value: "%arg items")),
/// ]))
/// ```
public struct Substitution: Hashable, Sendable {
    /// The 1-based argument this substitution varies by; nil means the next argument in order.
    public var argNum: Int?
    /// The specifier the argument placeholder %arg is formatted with, without its percent sign: "lld", "lf", "@".
    public var formatSpecifier: String?
    /// The plural cases.
    public var variations: Variations?
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// A substitution with its argument, specifier and cases.
    public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
                unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.unknownMembers = unknownMembers
    }
}
