/// A visible change the view layer should show, and whether to animate it (never with Reduce Motion).
///
/// A transition is reported whenever the thing it describes happens; with Reduce Motion on it comes
/// with `isAnimated == false`, so the view swaps the content without motion. Purely decorative motion
/// (a flight, a badge bump) is not reported at all with Reduce Motion.
///
/// ```swift
/// let update = AddToCartModel(quantity: 2).send(.tap(.decrement))
/// update.effects
/// // [.haptic(.selection),
/// //  .transition(Transition(.numericText(from: 2, to: 1), isAnimated: true)),
/// //  .transition(Transition(.decrementSymbol(from: .decrement, to: .remove), isAnimated: true)),
/// //  .announcement(.value(1))]
/// ```
public struct Transition: Hashable, Sendable {
    /// What changes on screen.
    ///
    /// ```swift
    /// Transition.Change.morphToStepper   // Add → [− n +], an opacity fade
    /// ```
    public enum Change: Hashable, Sendable {
        /// The Add button fades out and the [decrement, count, increment] stepper fades in.
        case morphToStepper
        /// The stepper fades out and the Add button fades back in.
        case collapseToAdd
        /// The decrement button's icon is replaced (minus ↔ trash), a symbol replace effect.
        case decrementSymbol(from: DecrementRole, to: DecrementRole)
        /// The displayed number rolls from one value to another, a numeric text transition.
        case numericText(from: Int, to: Int)
        /// The cart icon bumps: a spring to 1.3 times its size and back, as the badge model's scale describes.
        case cartBump
    }

    /// What changes on screen.
    ///
    /// ```swift
    /// Transition(.collapseToAdd, isAnimated: false).change   // .collapseToAdd
    /// ```
    public var change: Change

    /// Whether the view animates the change; false when Reduce Motion is on.
    ///
    /// ```swift
    /// Transition(.collapseToAdd, isAnimated: false).isAnimated   // false
    /// ```
    public var isAnimated: Bool

    /// A change, animated or not.
    ///
    /// ```swift
    /// let fade = Transition(.morphToStepper, isAnimated: true)
    /// ```
    public init(_ change: Change, isAnimated: Bool) {
        self.change = change
        self.isAnimated = isAnimated
    }

    /// A change animated unless Reduce Motion is on.
    ///
    /// ```swift
    /// Transition(.morphToStepper, reduceMotion: true).isAnimated   // false
    /// ```
    public init(_ change: Change, reduceMotion: Bool) {
        self.init(change, isAnimated: !reduceMotion)
    }
}
