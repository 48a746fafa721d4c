/// The add-to-cart stepper's state machine: an Add button that morphs into [− count +] and back at zero.
///
/// The quantity stays within `0...limit`, where `limit = min(max(maximum, 0), 1_000_000)`. At 0 the
/// control is collapsed to an Add button (disabled when the limit is 0); from 1 it shows a decrement
/// button (a trash "Remove from cart" at 1), the count and an increment button (disabled at the limit).
/// Every change plays a selection haptic; the morph, the collapse, the minus ↔ trash swap and the rolling
/// count are reported as transitions, not animated with Reduce Motion. A change from a button, a key or
/// a hold is announced; one from VoiceOver's adjustable action is not, because VoiceOver reads the new
/// value itself.
///
/// ```swift
/// var cart = AddToCartModel()          // collapsed to Add
/// cart.apply(.tap(.add))                 // quantity 1, trash icon: [haptic, morph to stepper, "1"]
/// cart.apply(.tap(.increment))           // quantity 2, minus icon
/// cart.apply(.tap(.decrement))           // quantity 1
/// cart.apply(.tap(.decrement))           // quantity 0: collapse to Add
/// ```
public struct AddToCartModel: StepperModel, Hashable {
    /// The add-to-cart stepper takes the shared stepper events.
    public typealias Event = StepperEvent

    // MARK: - Constants

    /// The default maximum number of items: 99.
    ///
    /// ```swift
    /// AddToCartModel().limit   // 99
    /// ```
    public static let defaultMaximum = 99

    /// The highest limit, whatever the maximum: 1 000 000.
    ///
    /// ```swift
    /// AddToCartModel(maximum: .max).limit   // 1_000_000
    /// ```
    public static let highestLimit = 1_000_000

    // MARK: - State

    /// The requested maximum, as given.
    ///
    /// ```swift
    /// AddToCartModel(maximum: -5).maximum   // -5 (the limit is 0)
    /// ```
    public let maximum: Int

    /// Whether Reduce Motion is on; transitions are then reported as not animated.
    ///
    /// ```swift
    /// var cart = AddToCartModel()
    /// cart.reduceMotion = true
    /// cart.apply(.tap(.add))   // […, .transition(Transition(.morphToStepper, isAnimated: false)), …]
    /// ```
    public var reduceMotion: Bool

    /// When a held button repeats.
    ///
    /// ```swift
    /// AddToCartModel().holdSchedule   // .accelerating
    /// ```
    public var holdSchedule: RepeatSchedule

    /// The quantity with its bounds from 0 to the limit, step 1 and large step 10.
    ///
    /// ```swift
    /// AddToCartModel(quantity: 3).stepper.canDecrement   // true
    /// ```
    public private(set) var stepper: StepperValue

    // MARK: - Creating

    /// A stepper holding a quantity, clamped between 0 and the limit its maximum gives.
    ///
    /// ```swift
    /// AddToCartModel(quantity: 250).quantity               // 99
    /// AddToCartModel(quantity: 3, maximum: 5).quantity     // 3
    /// ```
    public init(quantity: Int = 0, maximum: Int = AddToCartModel.defaultMaximum, reduceMotion: Bool = false,
                holdSchedule: RepeatSchedule = .accelerating) {
        self.maximum = maximum
        self.reduceMotion = reduceMotion
        self.holdSchedule = holdSchedule
        self.stepper = StepperValue(quantity, in: 0...Self.limit(maximum: maximum))
    }

    // MARK: - Derived state

    /// The highest quantity allowed for a maximum, never above a million; 0 means nothing can be added.
    ///
    /// The limit is `min(max(maximum, 0), 1_000_000)`.
    ///
    /// ```swift
    /// AddToCartModel.limit(maximum: 5_000_000)   // 1_000_000
    /// AddToCartModel.limit(maximum: -1)          // 0
    /// ```
    public static func limit(maximum: Int) -> Int {
        min(max(maximum, 0), highestLimit)
    }

    /// The highest quantity allowed.
    ///
    /// ```swift
    /// AddToCartModel(maximum: 5).limit   // 5
    /// ```
    public var limit: Int { stepper.bounds.upperBound }

    /// The number of items in the cart.
    ///
    /// ```swift
    /// AddToCartModel(quantity: 2).quantity   // 2
    /// ```
    public var quantity: Int { stepper.value }

    /// Whether the control is the single Add button (quantity 0).
    ///
    /// ```swift
    /// AddToCartModel().isCollapsed   // true
    /// ```
    public var isCollapsed: Bool { quantity <= 0 }

    /// Whether the Add button can be pressed: false when the limit is 0.
    ///
    /// ```swift
    /// AddToCartModel(maximum: 0).isAddEnabled   // false
    /// ```
    public var isAddEnabled: Bool { limit > 0 }

    /// What the decrement button does: remove the item at quantity 1, step down otherwise.
    ///
    /// ```swift
    /// AddToCartModel(quantity: 1).decrementRole   // .remove ("Remove from cart", trash icon)
    /// AddToCartModel(quantity: 5).decrementRole   // .decrement ("Decrease quantity", minus icon)
    /// ```
    public var decrementRole: DecrementRole { Self.decrementRole(at: quantity) }

    // MARK: - Events

    /// Returns the stepper after an event, with its haptics, transitions and announcement.
    ///
    /// Buttons that are not shown do nothing: Add once the stepper shows; "+", "−", keys and VoiceOver's
    /// adjustments while collapsed. A hold on "−", Home and Page Down stop at 1 rather than removing the
    /// item; only a press on the trash (or VoiceOver's decrement at 1, which is the trash's) removes it.
    ///
    /// ```swift
    /// let update = AddToCartModel(quantity: 1).send(.tap(.decrement))
    /// update.state.isCollapsed   // true
    /// update.effects             // [.haptic(.selection), .transition(collapse to Add), .announcement(.removedFromCart)]
    /// ```
    public func send(_ event: StepperEvent) -> Update<AddToCartModel> {
        guard let change = change(for: event) else { return Update(state: self, effects: []) }
        var next = self
        next.stepper.value = change.new
        // Going back to Add says what happened, not "Quantity 0".
        let effects = change.effects(transitions(for: change), reduceMotion: reduceMotion).map { effect in
            effect == .announcement(.value(0)) ? .announcement(.removedFromCart) : effect
        }
        return Update(state: next, effects: effects)
    }

    // MARK: - Internal

    /// The quantity `send(event)` leads to, without working out its effects.
    func quantity(after event: StepperEvent) -> Int {
        change(for: event)?.new ?? quantity
    }

    private static func decrementRole(at quantity: Int) -> DecrementRole {
        quantity == 1 ? .remove : .decrement
    }

    private func change(for event: StepperEvent) -> ValueChange? {
        switch event {
        case .tap(.add), .hold(.add, _):
            guard isCollapsed, isAddEnabled else { return nil }
            return ValueChange(old: quantity, new: 1, steps: 1, isAnnounced: true)
        case .tap(.increment), .tap(.decrement), .hold(.increment, _), .accessibilityIncrement, .accessibilityDecrement, .end, .pageUp:
            // Collapsed, only Add is shown: nothing else, key or gesture, reaches the count.
            return isCollapsed ? nil : stepper.change(for: event, schedule: holdSchedule)
        case .hold(.decrement, _):
            // The press acts like a tap (removing the item at 1); the repeats stop at 1.
            guard !isCollapsed else { return nil }
            guard quantity > 1 else { return stepper.change(for: .tap(.decrement), schedule: holdSchedule) }
            return stoppingAtOne(stepper.change(for: event, schedule: holdSchedule), recountingSteps: true)
        case .home, .pageDown:
            // Keys stop at 1 as a held "−" does: only the trash (and VoiceOver's decrement on it) removes the item.
            return isCollapsed ? nil : stoppingAtOne(stepper.change(for: event, schedule: holdSchedule), recountingSteps: false)
        }
    }

    /// A change down to 1 at the lowest, or nil when that is no change; a hold's steps are recounted
    /// (one haptic per step), a key's stay one.
    private func stoppingAtOne(_ change: ValueChange?, recountingSteps: Bool) -> ValueChange? {
        guard var change else { return nil }
        change.new = max(change.new, 1)
        guard change.new != change.old else { return nil }
        if recountingSteps { change.steps = stepper.stepCount(from: change.old, to: change.new) }
        return change
    }

    private func transitions(for change: ValueChange) -> [Transition.Change] {
        switch (change.old > 0, change.new > 0) {
        case (false, true):
            return [.morphToStepper]
        case (true, false):
            return [.collapseToAdd]
        default:
            let before = Self.decrementRole(at: change.old)
            let after = Self.decrementRole(at: change.new)
            return [.numericText(from: change.old, to: change.new)]
                + (before == after ? [] : [.decrementSymbol(from: before, to: after)])
        }
    }
}
