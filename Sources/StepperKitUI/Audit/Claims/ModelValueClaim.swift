/// What a subtree says about a model value: that it draws it, or that it was computed from it.
///
/// The audit's `state-mismatch` rule checks both: a subtree that shows a value must draw its text
/// visibly, and a value computed from a model value (a subtotal from a quantity) must have been
/// computed from the value that a subtree on the screen shows. A third kind says whether the model
/// lets an action be used now, which the `enabled-state` rule compares with how its buttons are drawn.
///
/// ```swift
/// let model = AddToCartModel(quantity: 99)
/// let subtotal = "€891.00"   // 99 × €9.00, formatted
/// AddToCartStepper(model: model)
///     .showsModelValue("quantity", model.quantity, as: "99")
/// Text(verbatim: subtotal)
///     .derived(fromModelValue: "quantity", model.quantity)
/// ```
public struct ModelValueClaim: Hashable, Sendable, CustomStringConvertible {
    /// Whether the subtree shows the value or was computed from it.
    public enum Kind: Hashable, Sendable {
        /// The subtree draws the value as this text; nil when the state draws no value (an Add button).
        case shown(text: String?)
        /// The subtree was computed from the value.
        case derived
        /// The value, "true" or "false", says whether the subtree's buttons with this action can be used now.
        case enables(ActionID)
    }

    /// The value's name on the screen, such as "quantity".
    public let name: String
    /// The model's value, as text.
    public let value: String
    /// Shown or derived.
    public let kind: Kind

    /// A claim about a named model value: shown as a text, or the source of a derived one.
    public init(name: String, value: String, kind: Kind) {
        self.name = name
        self.value = value
        self.kind = kind
    }

    /// "quantity = 99 shown as \"99\"", "quantity = 3 derived".
    public var description: String {
        switch kind {
        case .shown(let text?): "\(name) = \(value) shown as \"\(text)\""
        case .shown(nil): "\(name) = \(value) not drawn"
        case .derived: "\(name) = \(value) derived"
        case .enables(let action): "\(action) \(value == "true" ? "enabled" : "disabled") by \(name)"
        }
    }
}
