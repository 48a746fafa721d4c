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

    /// How the change moves: nil when it is not animated (Reduce Motion), else the documents' motion.
    ///
    /// The add-to-cart stepper changes in one `withAnimation(.bouncy(duration: 0.35))` (reference
    /// document 000): the morph, the number's roll and the minus ↔ trash replacement. The cart's bump is
    /// two spring keyframes, to 1.3× in 0.14 s and back in 0.3 s (document 001), 0.44 s in all.
    ///
    /// ```swift
    /// Transition(.morphToStepper, isAnimated: true).animation    // bouncy, 0.35 s
    /// Transition(.cartBump, isAnimated: true).animation?.duration   // 0.44 seconds: to 1.3× and back
    /// Transition(.morphToStepper, isAnimated: false).animation   // nil
    /// ```
    public var animation: Animation? {
        guard isAnimated else { return nil }
        switch change {
        case .morphToStepper, .collapseToAdd, .decrementSymbol, .numericText:
            return Self.stepperAnimation
        case .cartBump:
            return CartBadgeModel.bump(from: 1)
        }
    }

    /// The add-to-cart stepper's animation: bouncy, 0.35 s (reference document 000).
    public static let stepperAnimation = Animation.bouncy(duration: 0.35)

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
