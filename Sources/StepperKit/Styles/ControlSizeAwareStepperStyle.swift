/// A label, a spacer, and a tinted capsule whose padding and font follow the control size.
///
/// Mini, small and regular (and larger) control sizes get padding of 4, 6 and 8 pt (twice that
/// horizontally) and the footnote, callout and body fonts, unless a font was set explicitly, which
/// wins. The control size affects only the control, never the label.
///
/// ```swift
/// QuantityStepper(value: 10, in: 0...100, label: LocalizedText(verbatim: "Value"))
///     .stepperStyle(.controlSizeAware)
///     .controlSize(.mini)
/// ```
public struct ControlSizeAwareStepperStyle: StepperStyle {
    /// The control-size-aware style.
    public init() {}

    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        ControlSizeAwareLayout.body(configuration, repeatsWhileHeld: false)
    }
}

/// The control-size-aware look with press-and-hold buttons that repeat the step while held.
///
/// Holding a button repeats the step, first after 500 ms, then every 100 ms, accelerating to every
/// 50 ms (the schedule lives in the stepper model).
///
/// ```swift
/// QuantityStepper(value: 1, in: 1...1000, label: "Copies").stepperStyle(.repeating)
/// ```
public struct RepeatingStepperStyle: StepperStyle {
    /// The repeating style.
    public init() {}

    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        ControlSizeAwareLayout.body(configuration, repeatsWhileHeld: true)
    }
}

/// The layout the control-size-aware and repeating styles share.
enum ControlSizeAwareLayout {
    /// Vertical padding per control size; horizontal padding is twice this.
    static func padding(for size: ControlSize) -> Double {
        switch size {
        case .mini: 4
        case .small: 6
        case .regular, .large, .extraLarge: 8
        }
    }

    /// The control's font per control size; a font the environment set wins over it (see `body`).
    static func font(for size: ControlSize) -> TextFont {
        switch size {
        case .mini: return .footnote
        case .small: return .callout
        case .regular, .large, .extraLarge: return .body
        }
    }

    /// What a control size picks: the padding and the font.
    private struct Metrics: Hashable {
        let padding: Double
        let font: TextFont
    }

    /// Space between the buttons and the value.
    static let spacing = 8.0

    /// The least width of the value so that the buttons' 44 pt hit areas, centred on icons as wide as
    /// the font's point size, never overlap: "draw small, hit big" at every control size.
    static func valueMinimumWidth(iconSide: Double) -> Double {
        max(Button.minimumHitSize.width - iconSide - 2 * spacing, 0)
    }

    @ViewBuilder
    static func body(_ configuration: StepperStyleConfiguration, repeatsWhileHeld: Bool) -> some View {
        // Only the padding and font a control size picks matter: regular, large and extra large lay out alike.
        let metrics = configuration.environment.controlSize { Metrics(padding: Self.padding(for: $0), font: Self.font(for: $0)) }
        let padding = metrics.padding
        let font = configuration.environment.font ?? metrics.font
        let iconSide = configuration.environment.pointSize(of: font)
        let control = HStack(spacing: spacing) {
            configuration.decrementButton(repeatsWhileHeld: repeatsWhileHeld) { Icon(.minus) }
                .tag("decrement")
            configuration.valueText
                .lineLimit(1)
                .frame(minWidth: valueMinimumWidth(iconSide: iconSide))
            configuration.incrementButton(repeatsWhileHeld: repeatsWhileHeld) { Icon(.plus) }
                .tag("increment")
        }
        .font(font)
        .padding(.vertical, padding)
        .padding(.horizontal, padding * 2)
        .foregroundStyle(Color.contrasting(on: configuration.environment.tint))
        .background(Capsule().fill(.tint))
        // The control keeps its size: a stack squeezing it would truncate the value (SwiftUI offers
        // the least flexible child an equal share first); the label gives way, or moves above. The
        // Add button it collapses to is fixed only in height, so at accessibility sizes its title
        // wraps on a narrow screen instead of pushing the screen wider.
        .fixedSize(horizontal: !configuration.isCollapsed, vertical: true)
        CapsuleMetrics.arrange(configuration) { control }
    }
}

extension StepperStyle where Self == ControlSizeAwareStepperStyle {
    /// A tinted capsule whose padding and font follow the control size.
    public static var controlSizeAware: ControlSizeAwareStepperStyle { ControlSizeAwareStepperStyle() }
}

extension StepperStyle where Self == RepeatingStepperStyle {
    /// Press-and-hold buttons that repeat the step, with the control-size-aware look.
    public static var repeating: RepeatingStepperStyle { RepeatingStepperStyle() }
}
