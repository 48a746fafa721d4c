extension ActionID {
    /// Add the first item (the Add button).
    public static let add = ActionID("add")
    /// Increase by one step.
    public static let increment = ActionID("increment")
    /// Decrease by one step.
    public static let decrement = ActionID("decrement")
    /// Remove the item (decrement at a quantity of 1).
    public static let remove = ActionID("remove")
}

extension StepperAction {
    /// The stepper action a button's action names, if it names one.
    ///
    /// ```swift
    /// StepperAction(ActionID.increment)   // .increment
    /// ```
    public init?(_ action: ActionID) {
        switch action {
        case .add: self = .add
        case .increment: self = .increment
        case .decrement, .remove: self = .decrement
        default: return nil
        }
    }

    /// The action identifier buttons carry for this action.
    public var actionID: ActionID {
        switch self {
        case .add: .add
        case .increment: .increment
        case .decrement: .decrement
        }
    }
}
