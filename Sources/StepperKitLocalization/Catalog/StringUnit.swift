/// A translated value and its review state, the leaf of every localization.
///
/// ```swift
/// StringUnit(state: .translated, value: "%lld artículos")
/// ```
public struct StringUnit: Hashable, Sendable {
    /// The review state; Xcode always writes one.
    public var state: TranslationState?
    /// The text, with printf-style specifiers such as %lld and %@.
    public var value: String
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// A value with a state.
    public init(state: TranslationState? = .translated, value: String, unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()) {
        self.state = state
        self.value = value
        self.unknownMembers = unknownMembers
    }
}
