/// A node carrying what it tells the audit beyond what it draws.
///
/// It declares the actions keys and assistive technology reach, and the model values it shows or
/// was computed from.
public struct AuditAnnotated: View {
    /// The annotated subtree, drawn as it is.
    public let content: AnyView
    /// The actions that would change something now, reached without a button.
    public let reachableActions: [ReachableAction]
    /// What the subtree shows of its model, or was computed from.
    public let modelValues: [ModelValueClaim]
    public typealias Body = Never
}

extension View {
    /// Declares the inputs that would change this component now and the button action each stands in for.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 0...10, label: "Copies").reachableActions([ReachableAction(.end, performs: .increment)])
    /// ```
    public func reachableActions(_ actions: [ReachableAction]) -> AuditAnnotated {
        AuditAnnotated(content: AnyView(self), reachableActions: actions, modelValues: [])
    }

    /// Declares that this subtree draws a model value, and the text it draws it as.
    ///
    /// Pass the value's name, its current value, and the text shown (nil: not drawn in this state).
    ///
    /// ```swift
    /// CartBadge(count: 1000).showsModelValue("cartCount", 1000, as: "1,000")
    /// ```
    public func showsModelValue(_ name: String, _ value: some CustomStringConvertible, as text: String?) -> AuditAnnotated {
        AuditAnnotated(
            content: AnyView(self), reachableActions: [],
            modelValues: [ModelValueClaim(name: name, value: value.description, kind: .shown(text: text))]
        )
    }

    /// Declares that this subtree was computed from a model value, such as a subtotal from a quantity.
    ///
    /// ```swift
    /// let subtotal = "€27.00"   // 3 × €9.00, formatted
    /// Text(verbatim: subtotal).derived(fromModelValue: "quantity", 3)
    /// ```
    public func derived(fromModelValue name: String, _ value: some CustomStringConvertible) -> AuditAnnotated {
        AuditAnnotated(
            content: AnyView(self), reachableActions: [],
            modelValues: [ModelValueClaim(name: name, value: value.description, kind: .derived)]
        )
    }
}
