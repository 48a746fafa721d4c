/// The keys and adjustable gestures a stepper answers, worked out from its model, for the audit's
/// `hidden-action` rule: each input that would change the value now, with the button it stands in for.
enum StepperReachableActions {
    /// Every input a stepper takes without a button, paired with its model event.
    static let inputs: [(input: ReachableAction.Input, event: StepperEvent)] = [
        (.accessibilityIncrement, .accessibilityIncrement), (.accessibilityDecrement, .accessibilityDecrement),
        (.home, .home), (.end, .end), (.pageUp, .pageUp), (.pageDown, .pageDown),
    ]

    /// The inputs that change `value`, each named by what it does: adding the first item (0 → 1) or
    /// removing the item (→ 0) when the stepper collapses at zero, else raising or lowering the value.
    static func actions(from value: Int, collapsesAtZero: Bool, valueAfter: (StepperEvent) -> Int) -> [ReachableAction] {
        // Room for every input at once (a stepper inside its bounds reaches them all), rather than a
        // list regrown as the actions are found.
        var actions: [ReachableAction] = []
        actions.reserveCapacity(inputs.count)
        for (input, event) in inputs {
            let new = valueAfter(event)
            guard new != value else { continue }
            let action: ActionID
            if collapsesAtZero, value == 0, new == 1 {
                action = .add
            } else if collapsesAtZero, new == 0 {
                action = .remove
            } else {
                action = new > value ? .increment : .decrement
            }
            actions.append(ReachableAction(input, performs: action))
        }
        return actions
    }

    /// A one-element stepper's inputs.
    static func actions(for model: some StepperModel & SteppingModel) -> [ReachableAction] {
        actions(from: model.value, collapsesAtZero: false) { model.value(after: $0) }
    }
}

/// A stepper model that can say where a stepper event would take its value.
protocol SteppingModel {
    func value(after event: StepperEvent) -> Int
}

extension QuantityStepperModel: SteppingModel {
    // The value `send(event)` leads to, without working out the effects (haptics, transitions,
    // announcement) a screen's actions never perform.
    func value(after event: StepperEvent) -> Int { stepper.change(for: event, schedule: holdSchedule)?.new ?? value }
}

extension LabeledStepperModel: SteppingModel {
    // As `send(.stepper(event))`, without the effects.
    func value(after event: StepperEvent) -> Int { stepper.change(for: event, schedule: holdSchedule)?.new ?? value }
}

extension AddToCartModel {
    /// The add-to-cart stepper's inputs: Add at 0, the trash's removal at 1.
    var reachableActions: [ReachableAction] {
        StepperReachableActions.actions(from: quantity, collapsesAtZero: true) { quantity(after: $0) }
    }
}

extension LocalizedText {
    /// The text's key, or its verbatim string: a stable name for the value a labeled stepper shows.
    var auditName: String {
        switch content {
        case .key(let key, _, _), .composed(let key, _, _): key
        case .verbatim(let text): text
        }
    }
}
