/// A stepper style drawn from a theme, as the registry makes for JSON themes.
///
/// ```swift
/// let theme = try StepperTheme(json: Data(contentsOf: URL(filePath: "Themes/ocean.json")))
/// QuantityStepper(value: 1, in: 1...9, label: "Copies").stepperStyle(ThemedStepperStyle(theme: theme))
/// ```
public struct ThemedStepperStyle: StepperStyle {
    /// The theme drawn.
    public let theme: StepperTheme

    /// A style that draws a theme.
    public init(theme: StepperTheme) {
        self.theme = theme
    }

    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        // Only the metrics a control size picks matter: sizes with the same metrics lay out alike.
        let metrics = configuration.environment.controlSize { theme.metrics(for: $0) }
        let button = configuration.scaledMetric(theme.buttonSize, relativeTo: .headline)
        let count = configuration.scaledMetric(theme.countMinWidth, relativeTo: .headline)
        let foreground = theme.foreground ?? .color(Color.contrasting(on: configuration.environment.tint))
        let font = configuration.environment.font ?? metrics.font
        return CapsuleMetrics.arrange(configuration) {
            controls(configuration, button: button, count: count)
                .font(font)
                .padding(.vertical, metrics.vertical)
                .padding(.horizontal, metrics.horizontal)
                .foregroundStyle(foreground)
                .background(background(increaseContrast: configuration.environment.increaseContrast))
                .tag("themed")
        }
    }

    /// The theme's fill under its border, 1 pt thicker with Increase Contrast.
    private func background(increaseContrast: Bool) -> ZStack {
        let fill = theme.fill.map { ShapeView(theme.shape, fill: $0) }
        let border = theme.border.map { ShapeView(theme.shape, fill: nil, stroke: $0.fill, lineWidth: $0.width + (increaseContrast ? 1 : 0)) }
        return ZStack {
            ForEach([fill, border].compactMap { $0 }) { $0 }
        }
    }

    @ViewBuilder
    private func controls(_ configuration: StepperStyleConfiguration, button: Double, count: Double) -> some View {
        if configuration.isCollapsed {
            configuration.addButton {
                HStack(spacing: 6) {
                    Icon(theme.icons.add)
                    Text(configuration.addTitle)
                }
                .lineLimit(configuration.addTitleLineLimit)
                .padding(.horizontal, CapsuleMetrics.addPadding)
                .frame(minHeight: button)
            }
        } else {
            HStack(spacing: theme.spacing) {
                configuration.decrementButton {
                    Icon(configuration.decrementRole == .remove ? theme.icons.remove : theme.icons.decrement)
                        .stepperButtonFrame(button)
                }
                // The count takes its room before the buttons narrow (as the capsule's does).
                configuration.valueText
                    .lineLimit(1)
                    .minimumScaleFactor(CapsuleMetrics.countMinimumScale)
                    .frame(minWidth: count)
                    .layoutPriority(1)
                configuration.incrementButton {
                    Icon(theme.icons.increment)
                        .stepperButtonFrame(button)
                }
            }
        }
    }
}
