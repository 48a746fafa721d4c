public import StepperKit

/// A scene at any moment of the motion its action starts, laid out as a still screen.
///
/// The add-to-cart scene's action is reference document 000's gesture from an empty cart: Add pressed at
/// 0 s, the Add button morphing into the [− 1 +] stepper on a bouncy 0.35 s spring (at rest at 0.576 s),
/// then "+" pressed at 0.6 s, the count rolling from 1 to 2 and the trash replaced by minus on the same
/// spring, so the timeline lasts 1.176 s; the state's quantity is not used. With Reduce Motion on every
/// change is drawn at its end at once: the stepper shows 2 from 0 s.
///
/// The fly button's action is a press of Add to Cart at 0 s (reference document 001): a copy of the
/// product flies along its arc into the cart, ease-in over 0.65 s, the count goes up as it lands, and
/// the cart and its badge bump to 1.3× and back over 0.44 s, so the timeline lasts 1.09 s. With Reduce
/// Motion on nothing moves: the item is in the cart at 0 s and the cart does not bump.
///
/// ```swift
/// let engine = try Demo.engine()
/// let midFlight = try DemoScene.flyButton.layout(at: .milliseconds(300), in: EnvironmentValues(), engine: engine)
/// midFlight.root.first(tagged: "flight")?.frame   // the copy, part way along its arc
/// ```
extension DemoScene {
    /// How long the motion after the scene's action lasts; nil for a scene without a timeline yet.
    ///
    /// ```swift
    /// DemoScene.flyButton.timelineDuration        // 1.09 seconds
    /// DemoScene.addToCart.timelineDuration        // 1.176 seconds
    /// DemoScene.labeledStepper.timelineDuration   // nil
    /// ```
    public var timelineDuration: Duration? {
        switch self {
        case .flyButton: Flight.duration + CartBadgeModel.bump(from: 1).duration
        case .addToCart: (Self.addToCartGesture.last?.time ?? .zero) + Transition.stepperAnimation.settlingDuration
        case .labeledStepper, .quantityStepper, .productList: nil
        }
    }

    /// The presses of the add-to-cart scene's timeline: Add at 0 s, "+" at 0.6 s (after the morph is at rest).
    ///
    /// ```swift
    /// DemoScene.addToCartGesture.map(\.time)   // [0 seconds, 0.6 seconds]
    /// ```
    public static let addToCartGesture: [(time: Duration, event: StepperEvent)] = [
        (.zero, .tap(.add)), (.milliseconds(600), .tap(.increment)),
    ]

    /// The scene laid out `time` after its action, from a state; a scene without a timeline is laid out still.
    ///
    /// ```swift
    /// let landed = try DemoScene.flyButton.layout(at: .milliseconds(650), in: EnvironmentValues(), engine: try Demo.engine())
    /// ```
    public func layout(
        at time: Duration, state: DemoState = DemoState(), in environment: EnvironmentValues,
        proposal: ProposedSize = DemoScene.screenProposal, engine: LayoutEngine
    ) throws(LayoutError) -> LayoutResult {
        if self == .addToCart { return try addToCartLayout(at: time, in: environment, proposal: proposal, engine: engine) }
        guard self == .flyButton else { return try engine.layout(node(state), in: environment, proposal: proposal) }
        // Where the product image and the cart are decide the arc: measured on the still screen.
        let still = try engine.layout(FlyButtonScene(count: state.cartCount), in: environment, proposal: proposal)
        guard let image = still.root.first(tagged: "productImage")?.frame,
              let cart = still.root.first(tagged: "cartBadge")?.frame else { return still }
        let reduceMotion = environment.reduceMotion
        var button = FlyButtonModel(count: state.cartCount, cartFrame: cart, sourceFrame: image, reduceMotion: reduceMotion)
        button = button.send(.add(now: .zero)).state
        // The copy in flight lands when due; with Reduce Motion it was never launched.
        let landsAt = button.flights.first?.landsAt ?? .zero
        button = button.send(.tick(now: max(time, .zero))).state
        var badge = CartBadgeModel(count: state.cartCount, reduceMotion: reduceMotion)
        if button.count != state.cartCount {
            badge = badge.send(.countChanged(to: button.count, now: landsAt)).state
        }
        return try engine.layout(
            FlyButtonScene(count: button.count, flights: button, badge: badge, time: time), in: environment, proposal: proposal
        )
    }

    /// The add-to-cart scene at a moment of ``addToCartGesture``: the model after the presses made by then,
    /// and the last press's change part way along its animation (none with Reduce Motion, none once at rest).
    private func addToCartLayout(
        at time: Duration, in environment: EnvironmentValues, proposal: ProposedSize, engine: LayoutEngine
    ) throws(LayoutError) -> LayoutResult {
        var model = AddToCartModel(reduceMotion: environment.reduceMotion)
        var motion: AddToCartMotion?
        // With Reduce Motion every press has happened at every moment: nothing is drawn part way.
        for (pressedAt, event) in Self.addToCartGesture where environment.reduceMotion || time >= pressedAt {
            let update = model.send(event)
            // The press's changes share one animation (the stepper's bouncy spring); not animated, it has none.
            let animation = update.effects.lazy.compactMap { $0.transition?.animation }.first
            motion = animation.map { AddToCartMotion(from: model, progress: $0.progress(at: time - pressedAt)) }
            model = update.state
        }
        return try engine.layout(AddToCartScene(quantity: model.quantity, motion: motion), in: environment, proposal: proposal)
    }
}
