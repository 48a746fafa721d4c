/// A change of the add-to-cart stepper caught part way: the state it comes from and how far it has gone.
///
/// The progress is the change's animation at a moment (``Animation/progress(at:)``): 0 at the start, 1 at rest,
/// and past 1 while a bouncy spring overshoots. The stepper draws it as the reference document's view
/// animates it: Add and the [− n +] stepper cross-fade (the morph), the count rolls (a numeric text
/// transition) and minus and trash cross-fade (a symbol replace). With Reduce Motion on it draws the end state.
///
/// ```swift
/// let moment = AddToCartMotion(from: AddToCartModel(quantity: 1), progress: Transition.stepperAnimation.progress(at: .milliseconds(100)))
/// AddToCartStepper(model: AddToCartModel(quantity: 2), motion: moment)   // "1" rolling up, "2" coming in
/// ```
public struct AddToCartMotion: Hashable, Sendable {
    /// The state the change comes from.
    public var from: AddToCartModel
    /// How far the change has gone: 0 at its start, 1 at rest, above 1 while a spring overshoots.
    public var progress: Double

    /// A change from a state, some way along.
    ///
    /// ```swift
    /// AddToCartMotion(from: AddToCartModel(), progress: 0.5).isSettled   // false
    /// ```
    public init(from: AddToCartModel, progress: Double) {
        self.from = from
        self.progress = progress.isFinite ? progress : 1
    }

    /// The progress held to 0…1, for what cannot overshoot: opacity.
    ///
    /// ```swift
    /// AddToCartMotion(from: AddToCartModel(), progress: 1.02).fraction   // 1
    /// ```
    public var fraction: Double { min(max(progress, 0), 1) }

    /// Whether the change is over (progress exactly 1), when the stepper is drawn still.
    ///
    /// ```swift
    /// AddToCartMotion(from: AddToCartModel(), progress: 1).isSettled   // true
    /// ```
    public var isSettled: Bool { progress == 1 }
}
