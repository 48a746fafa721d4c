import StepperKitLocalization

/// A label, a spacer, and a styled [− value +] control that keeps its value within a range.
///
/// The look comes from the environment's stepper style (the control-size-aware look when none is set,
/// as document 004's stepper follows `.controlSize`); accessibility is applied outside the style,
/// so every style gives one adjustable element named by the label, with the value spoken after it.
///
/// ```swift
/// QuantityStepper(value: 10, in: 0...100, label: "Copies")
///     .stepperStyle(.controlSizeAware)
///     .controlSize(.mini)
/// ```
public struct QuantityStepper: View {
    /// The value, bounds and step shown.
    public let model: QuantityStepperModel
    /// The visible label, which is also the accessible name.
    public let label: LocalizedText

    /// A stepper for a model, named by a visible label.
    public init(model: QuantityStepperModel, label: LocalizedText) {
        self.model = model
        self.label = label
    }

    /// A stepper at a value within bounds, changing by a step, named by a visible label.
    public init(value: Int, in bounds: ClosedRange<Int>, step: Int = 1, label: LocalizedText) {
        self.init(model: QuantityStepperModel(value: value, in: bounds, step: step), label: label)
    }

    /// What assistive technology says for one of the model's announcements, naming this stepper by its label.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 0...10, label: "Copies").announcementText(.value(4), locale: try LocaleID("en"))   // "Copies 4"
    /// ```
    public func announcementText(_ announcement: Announcement, locale: LocaleID) -> LocalizedText {
        announcement.text(for: locale, naming: label)
    }

    /// The environment the component is laid out in: its style, locale, sizes and settings.
    @Environment(\.self) private var environment

    public var body: some View {
        let configuration = StepperStyleConfiguration(stepper: model, label: label, environment: environment)
        // Without a style of its own, document 004's look: padding and font follow the control size.
        let style = environment.stepperStyle.isAutomatic ? AnyStepperStyle(.controlSizeAware) : environment.stepperStyle
        return StepperAccessibilityWrapper.wrap(
            style.makeBody(configuration: configuration), label: label, value: configuration.formattedValue
        )
        .reachableActions(StepperReachableActions.actions(for: model))
        .showsModelValue(label.auditName, model.value, as: configuration.formattedValue)
        .modelEnables([.increment: model.canIncrement, .decrement: model.canDecrement])
        .tag("quantityStepper")
    }
}

extension StepperStyleConfiguration {
    /// The configuration of a one-element stepper from its model, the value formatted for the locale;
    /// `label` is drawn by the style when given.
    init(stepper model: some StepperModel, label: LocalizedText? = nil, environment: EnvironmentValues) {
        self.init(
            label: label.map { AnyView(Text($0)) } ?? AnyView(EmptyView()),
            hasLabel: label.map { !$0.isEmpty } ?? false,
            value: model.value,
            formattedValue: model.value.formatted(CountFormat.of(environment.locale)),
            bounds: model.stepper.bounds,
            step: model.stepper.step,
            canIncrement: model.canIncrement,
            canDecrement: model.canDecrement,
            environment: environment,
            accessibility: .singleAdjustable
        )
    }
}

/// Accessibility applied outside a style: the whole stepper is one adjustable element.
enum StepperAccessibilityWrapper {
    static func wrap(_ body: some View, label: LocalizedText, value: String) -> AccessibilityModifier {
        body
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
            .accessibilityValue(LocalizedText(verbatim: value))
            .accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
    }
}
