public import StepperKit

/// A scene at any moment of the motion its action starts, laid out as a still screen.
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
    /// DemoScene.flyButton.timelineDuration   // 1.09 seconds
    /// DemoScene.addToCart.timelineDuration   // nil
    /// ```
    public var timelineDuration: Duration? {
        switch self {
        case .flyButton: Flight.duration + CartBadgeModel.bump(from: 1).duration
        case .addToCart, .labeledStepper, .quantityStepper, .productList: nil
        }
    }

    /// The scene laid out `time` after its action, from a state; a scene without a timeline is laid out still.
    ///
    /// ```swift
    /// let landed = try DemoScene.flyButton.layout(at: .milliseconds(650), in: EnvironmentValues(), engine: try Demo.engine())
    /// ```
    public func layout(
        at time: Duration, state: DemoState = DemoState(), in environment: EnvironmentValues,
        proposal: ProposedSize = DemoScene.screenProposal, engine: LayoutEngine
    ) throws(LayoutError) -> LayoutResult {
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
}
