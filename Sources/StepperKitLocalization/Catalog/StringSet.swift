/// Several values for one key, such as the alternative phrases of an App Shortcut.
///
/// ```swift
/// StringSet(state: .translated, values: ["Create a document in ${applicationName}", "Make a document in ${applicationName}"])
/// ```
public struct StringSet: Hashable, Sendable {
    /// The review state.
    public var state: TranslationState?
    /// The values, in order.
    public var values: [String]
    /// Members the model does not know, kept and written back.
    public var unknownMembers: OrderedMembers<String, JSONValue>

    var memberOrder = MemberOrder.canonical

    /// A set of values with a state.
    public init(state: TranslationState? = .translated, values: [String], unknownMembers: OrderedMembers<String, JSONValue> = OrderedMembers()) {
        self.state = state
        self.values = values
        self.unknownMembers = unknownMembers
    }
}
