import StepperKitLocalization

/// The add-to-cart stepper: an Add button that morphs into [− count +] and back at zero.
///
/// The state lives in an ``AddToCartModel``; the look comes from the environment's stepper style
/// (``CapsuleStepperStyle`` by default). Each part is its own accessibility element: "Add to cart",
/// "Decrease quantity" (or "Remove from cart" at 1), the adjustable "Quantity" and "Increase quantity".
/// Given a name, as two steppers on one screen need, every part takes it: after
/// `.accessibilityLabel("Latte")` they read "Add Latte to cart", "Decrease Latte", "Remove Latte from
/// cart", the adjustable "Latte" and "Increase Latte". A disabled button (Add at a limit of 0, "+" at
/// the limit) is drawn dimmed.
///
/// ```swift
/// var model = AddToCartModel()
/// model.apply(.tap(.add))
/// let screen = try LayoutEngine().layout(AddToCartStepper(model: model), in: EnvironmentValues())
/// ```
public struct AddToCartStepper: View {
    /// The state shown.
    public let model: AddToCartModel
    /// The Add button's title.
    public let title: LocalizedText
    /// The tint; nil keeps the environment's.
    public let tint: Color?
    /// A change caught part way, drawn as the reference document animates it; nil for a still stepper.
    public let motion: AddToCartMotion?

    /// A stepper showing a model's quantity, with an Add button title, an optional tint and a change part way.
    ///
    /// With a motion, the stepper is drawn at that moment of the change from the motion's state to the
    /// model's: Add and the stepper cross-fade, the count rolls, minus and trash cross-fade. With Reduce
    /// Motion on, or once the motion is settled, it is drawn still.
    public init(model: AddToCartModel, title: LocalizedText = "Add", tint: Color? = nil, motion: AddToCartMotion? = nil) {
        self.model = model
        self.title = title
        self.tint = tint
        self.motion = motion
    }

    /// A stepper showing a quantity, allowing at most a maximum number of items.
    public init(quantity: Int, maximum: Int = AddToCartModel.defaultMaximum, title: LocalizedText = "Add", tint: Color? = nil) {
        self.init(model: AddToCartModel(quantity: quantity, maximum: maximum), title: title, tint: tint)
    }

    /// The environment the component is laid out in: its style, locale, sizes and settings.
    @Environment(\.self) private var environment

    public var body: some View {
        let environment = self.environment.with { if let tint { $0.tint = tint } }
        var configuration = Self.configuration(model, title: title, environment: environment)
        // Reduce Motion draws every change at its end at once; a settled change is the still stepper.
        // Reduce Motion is read only while a change is under way: a still stepper does not depend on it,
        // so an audit's cells that differ only in it share the still stepper's layout.
        let motion = self.motion.flatMap { $0.isSettled || $0.from == model || environment.reduceMotion ? nil : $0 }
        let body: AnyView
        if let motion, motion.from.isCollapsed != model.isCollapsed {
            // The morph, as the reference view animates it on one spring: the capsule is one background
            // around content that changes, so it resizes (past its new size while the spring overshoots);
            // the parts come and go with an opacity transition, the old ones hidden from assistive technology.
            let from = Self.configuration(motion.from, title: title, environment: environment)
            body = AnyView(Morph(
                from: environment.stepperStyle.makeBody(configuration: from),
                to: environment.stepperStyle.makeBody(configuration: configuration),
                progress: motion.progress
            ))
        } else {
            if let motion {
                configuration.motion = .init(
                    value: motion.from.quantity.formatted(CountFormat.of(environment.locale)),
                    increases: model.quantity > motion.from.quantity, role: motion.from.decrementRole, progress: motion.progress
                )
            }
            body = AnyView(environment.stepperStyle.makeBody(configuration: configuration))
        }
        // Accessibility from outside the style: the buttons are elements of their own (the parts name
        // them), and the value is the adjustable "Quantity" element wherever the style drew it.
        // Collapsed, it is a container of its Add button: a label given from outside names the
        // stepper ("Add Flat white to cart"), rather than replacing the button's name.
        let accessible = model.isCollapsed
            ? AnyView(body.accessibilityElement(children: .contain))
            : AnyView(body
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Quantity")
                .accessibilityValue(LocalizedText(verbatim: configuration.formattedValue))
                .accessibilityAdjustableAction(increment: .increment, decrement: .decrement))
        return accessible
            .tint(environment.tint)
            .reachableActions(model.reachableActions)
            .showsModelValue("quantity", model.quantity, as: model.isCollapsed ? nil : configuration.formattedValue)
            .modelEnables([
                .add: model.isAddEnabled, .increment: model.canIncrement, .decrement: model.canDecrement, .remove: model.canDecrement,
            ])
            .tag("addToCartStepper")
    }

    /// The parts a style arranges for a state.
    private static func configuration(_ model: AddToCartModel, title: LocalizedText, environment: EnvironmentValues) -> StepperStyleConfiguration {
        StepperStyleConfiguration(
            value: model.quantity,
            formattedValue: model.isCollapsed ? "" : model.quantity.formatted(CountFormat.of(environment.locale)),
            bounds: 0...model.limit,
            canIncrement: model.canIncrement,
            canDecrement: model.canDecrement,
            decrementRole: model.decrementRole,
            isCollapsed: model.isCollapsed,
            addTitle: title,
            environment: environment,
            accessibility: .separateControls(valueName: "Quantity")
        )
    }
}
