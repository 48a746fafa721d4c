/// A pure state machine behind a component: events in, a new state and effects out.
///
/// Conforming types are `Sendable` values with no clock, locale or view inside; whatever the
/// environment contributes (Reduce Motion, measured frames, the current time, a locale's number
/// parser) arrives as a field set by the view or as part of an event.
///
/// ```swift
/// var model = QuantityStepperModel(value: 1, in: 1...10)
/// let effects = model.apply(.tap(.increment))   // model.value == 2
/// ```
public protocol ComponentModel: Sendable {
    /// What can happen to the component: taps, accessibility actions, keys, holds, ticks, commits.
    associatedtype Event: Sendable

    /// Returns the model after an event and the effects the view layer should perform.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 1, in: 1...10).send(.end).state.value   // 10
    /// ```
    func send(_ event: Event) -> Update<Self>
}

// MARK: - Default implementations

extension ComponentModel {
    /// Sends an event, keeps the new state and returns the effects.
    ///
    /// ```swift
    /// var model = AddToCartModel()
    /// model.apply(.tap(.add))   // [.haptic(.selection), …]; model.quantity == 1
    /// ```
    @discardableResult
    public mutating func apply(_ event: Event) -> [Effect] {
        let update = send(event)
        self = update.state
        return update.effects
    }

    /// Sends events one after another and returns the final state with every effect in order.
    ///
    /// ```swift
    /// AddToCartModel().send([.tap(.add), .tap(.increment)]).state.quantity   // 2
    /// ```
    public func send(_ events: [Event]) -> Update<Self> {
        var model = self
        var effects: [Effect] = []
        for event in events {
            effects += model.apply(event)
        }
        return Update(state: model, effects: effects)
    }
}
