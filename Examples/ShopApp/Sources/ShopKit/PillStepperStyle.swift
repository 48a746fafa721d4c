import StepperKit

/// The shop's own stepper look: a capsule outline with the value between round buttons.
///
/// A style only arranges the parts the configuration hands it; the buttons already carry their
/// actions, accessible names and enabled state, so the style gets the kit's accessibility for free.
public struct PillStepperStyle: StepperStyle {
    /// The pill style.
    public init() {}

    /// The [− value +] row in a capsule outline, or the Add button while the stepper is collapsed.
    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.decrementButton { Icon(configuration.decrementRole == .remove ? .trash : .minus) }
            configuration.valueText
            configuration.incrementButton { Icon(.plus) }
        }
        .padding(.horizontal, 12)
        .background(Capsule().stroke(.tint, lineWidth: 2))
    }
}
