/// A change of a stepper's value caused by one event, before it becomes effects.
///
/// Written once for every stepper model: which value an event leads to, how many single steps that
/// took (one haptic each), and whether the change must be announced.
struct ValueChange: Hashable, Sendable {
    var old: Int
    var new: Int
    /// How many single steps the event made: 1 for a tap or a key, one per step for a hold.
    var steps: Int
    /// False for the assistive technology's own adjustable action, which speaks the new value itself.
    var isAnnounced: Bool

    /// The haptics, transitions and announcement of the change, in that order.
    ///
    /// One selection haptic per step; transitions animated unless Reduce Motion is on; the final
    /// value announced once, even after a burst of steps.
    func effects(_ transitions: [Transition.Change], reduceMotion: Bool) -> [Effect] {
        // One array, sized once: screens work out the effects of every action they offer.
        var effects: [Effect] = []
        effects.reserveCapacity(steps + transitions.count + 1)
        effects.append(contentsOf: repeatElement(.haptic(.selection), count: steps))
        for transition in transitions { effects.append(.transition(Transition(transition, reduceMotion: reduceMotion))) }
        if isAnnounced { effects.append(.announcement(.value(new))) }
        return effects
    }
}

extension StepperValue {
    /// The change an event makes, or nil when it changes nothing (a disabled button, a bound reached,
    /// the Add action, which only an add-to-cart stepper has).
    func change(for event: StepperEvent, schedule: RepeatSchedule) -> ValueChange? {
        let adjustment: StepperAdjustment
        var isAnnounced = true
        switch event {
        case .tap(.increment):
            adjustment = .increment
        case .tap(.decrement):
            adjustment = .decrement
        case .tap(.add), .hold(.add, _):
            return nil
        case .accessibilityIncrement:
            adjustment = .increment
            isAnnounced = false
        case .accessibilityDecrement:
            adjustment = .decrement
            isAnnounced = false
        case .home:
            adjustment = .minimum
        case .end:
            adjustment = .maximum
        case .pageUp:
            adjustment = .largeSteps(1)
        case .pageDown:
            adjustment = .largeSteps(-1)
        case .hold(let action, let duration):
            // The press acts once, then each repeat of the schedule within the duration.
            let presses = Int(clamping: Int128(schedule.repeatCount(forHold: duration)) + 1)
            adjustment = .steps(action == .increment ? presses : -presses)
        }
        let new = value(after: adjustment)
        guard new != value else { return nil }
        let steps: Int
        if case .hold = event { steps = stepCount(from: value, to: new) } else { steps = 1 }
        return ValueChange(old: value, new: new, steps: steps, isAnnounced: isAnnounced)
    }

    /// The model update of a plain stepper: the value after the event, with a numeric text transition.
    func update(for event: StepperEvent, schedule: RepeatSchedule, reduceMotion: Bool) -> (StepperValue, [Effect]) {
        guard let change = change(for: event, schedule: schedule) else { return (self, []) }
        var next = self
        next.value = change.new
        return (next, change.effects([.numericText(from: change.old, to: change.new)], reduceMotion: reduceMotion))
    }
}
