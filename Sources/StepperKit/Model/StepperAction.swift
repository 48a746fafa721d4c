/// The named actions a stepper's buttons perform; styles attach them to the buttons they draw.
///
/// ```swift
/// var model = AddToCartModel()
/// model.apply(.tap(.add))         // quantity 1
/// model.apply(.tap(.increment))   // quantity 2
/// ```
public enum StepperAction: Hashable, Sendable, CaseIterable {
    /// The Add button of a collapsed add-to-cart stepper; it sets the quantity to one.
    case add
    /// The increment ("+") button.
    case increment
    /// The decrement ("−" or trash) button.
    case decrement
}
