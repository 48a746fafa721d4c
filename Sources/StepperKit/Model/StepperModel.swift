/// A component model built on a stepper value, giving every stepper the same value, bounds and enabled flags.
///
/// The add-to-cart, labeled and quantity steppers conform, so styles and views can be written once
/// against this protocol.
///
/// ```swift
/// func buttons(for model: some StepperModel) -> (minus: Bool, plus: Bool) {
///     (model.canDecrement, model.canIncrement)
/// }
/// ```
public protocol StepperModel: ComponentModel {
    /// The value with its bounds, step and large step.
    var stepper: StepperValue { get }
}

// MARK: - Default implementations

extension StepperModel {
    /// The current value.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 3, in: 0...10).value   // 3
    /// ```
    public var value: Int { stepper.value }

    /// Whether one step up is possible: the increment button is enabled.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 10, in: 0...10).canIncrement   // false
    /// ```
    public var canIncrement: Bool { stepper.canIncrement }

    /// Whether one step down is possible: the decrement button is enabled.
    ///
    /// ```swift
    /// QuantityStepperModel(value: 0, in: 0...10).canDecrement   // false
    /// ```
    public var canDecrement: Bool { stepper.canDecrement }
}
