/// The result of sending an event to a component model: the state after the event and the effects to perform.
///
/// Models are values, so sending an event never changes the model it was sent to; the caller keeps
/// `state` and hands `effects` to the view layer, which plays haptics, animates transitions and speaks
/// announcements.
///
/// ```swift
/// let update = AddToCartModel().send(.tap(.add))
/// update.state.quantity   // 1
/// update.effects          // [.haptic(.selection), .transition(morph to stepper, animated), .announcement(.value(1))]
/// ```
public struct Update<State: Sendable>: Sendable {
    /// The model after the event.
    ///
    /// ```swift
    /// AddToCartModel().send(.tap(.add)).state.isCollapsed   // false
    /// ```
    public var state: State

    /// What the view layer should do because of the event, in order.
    ///
    /// ```swift
    /// AddToCartModel(quantity: 99).send(.tap(.increment)).effects   // [] — nothing changed
    /// ```
    public var effects: [Effect]

    /// Pairs a state with its effects.
    ///
    /// ```swift
    /// let unchanged = Update(state: AddToCartModel(quantity: 2), effects: [])
    /// ```
    public init(state: State, effects: [Effect]) {
        self.state = state
        self.effects = effects
    }
}

extension Update: Equatable where State: Equatable {}
extension Update: Hashable where State: Hashable {}
