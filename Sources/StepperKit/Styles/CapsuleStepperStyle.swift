/// A tint-gradient capsule with a contrasting foreground that collapses to an Add button at zero.
///
/// Its buttons are 44 pt and its count at least 34 pt wide, both scaled with Dynamic Type relative to
/// headline; the foreground is black or white, whichever contrasts more with the tint.
///
/// ```swift
/// AddToCartStepper(quantity: 2).stepperStyle(.capsule)
/// ```
public struct CapsuleStepperStyle: StepperStyle {
    /// The capsule style.
    public init() {}

    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        CapsuleMetrics.arrange(configuration) {
            CapsuleMetrics.control(configuration)
                .foregroundStyle(Color.contrasting(on: configuration.environment.tint))
                .background(Capsule().fill(.tintGradient))
        }
    }
}

/// The capsule style's metrics with an outline instead of a fill; the foreground is the tint.
///
/// ```swift
/// QuantityStepper(value: 3, in: 0...9, label: "Copies").stepperStyle(.bordered)
/// ```
public struct BorderedStepperStyle: StepperStyle {
    /// The bordered style.
    public init() {}

    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        CapsuleMetrics.arrange(configuration) {
            CapsuleMetrics.control(configuration)
                .foregroundStyle(.tint)
                // Increase Contrast: a stronger border (the tint itself is already the darker one).
                .background(Capsule().stroke(.tint, lineWidth: configuration.environment.increaseContrast ? 2.5 : 1.5))
        }
    }
}

/// The parts the capsule and bordered styles share: 44 pt buttons, a 34 pt count, the Add button.
enum CapsuleMetrics {
    /// Button side, scaled relative to headline.
    static let buttonSize = 44.0
    /// Minimum width of the count, scaled relative to headline.
    static let countWidth = 34.0
    /// Horizontal padding of the Add button.
    static let addPadding = 22.0
    /// The count may shrink to this scale before it truncates.
    static let countMinimumScale = 0.6

    /// The label on the leading side and the control on the trailing side, when there is a label;
    /// when the two do not fit side by side (large Dynamic Type sizes), the label goes above.
    ///
    /// Side by side, the control and then the label have layout priority: both take their whole width
    /// before the spacer gets any, so the value is not cut and the label is not split inside a word
    /// while the spacer beside them is empty.
    @ViewBuilder
    static func arrange(_ configuration: StepperStyleConfiguration, @ViewBuilder control: () -> some View) -> some View {
        if configuration.hasLabel {
            // Made and measured once for both candidates.
            let control = SharedView(control())
            let label = SharedView(configuration.label)
            ViewThatFits(in: .horizontal) {
                HStack {
                    label.layoutPriority(1)
                    Spacer()
                    control.layoutPriority(2)
                }
                VStack(alignment: .leading, spacing: 8) {
                    label
                    control
                }
            }
        } else {
            control()
        }
    }

    /// The Add button, or decrement, count and increment, at the sizes scaled with Dynamic Type.
    @ViewBuilder
    static func control(_ configuration: StepperStyleConfiguration) -> some View {
        let button = configuration.scaledMetric(buttonSize, relativeTo: .headline)
        let count = configuration.scaledMetric(countWidth, relativeTo: .headline)
        if configuration.isCollapsed {
            configuration.addButton {
                HStack(spacing: 6) {
                    Icon(.plus)
                    Text(configuration.addTitle)
                }
                .font(.headline)
                .lineLimit(configuration.addTitleLineLimit)
                .padding(.horizontal, addPadding)
                .frame(minHeight: button)
            }
        } else {
            // At the largest sizes the scaled count width can make the control wider than the screen
            // (124 + 95.7 + 124 pt at AX5 against 288 pt inside a 320 pt phone's margins): then the
            // count is only as wide as its text, rather than reaching past the edge; offered less than
            // that, it takes its room first and the buttons narrow around their icons, down to 44 pt
            // (`stepperButtonFrame`); only then does it shrink toward 60%, and it is cut last.
            // Both candidates share the buttons and the count: made, and measured, once (`SharedView`).
            let parts = ExpandedParts(configuration, button: button)
            ViewThatFits(in: .horizontal) {
                parts.stack { $0.frame(minWidth: count) }
                parts.stack { $0.layoutPriority(1) }
            }
        }
    }

    /// Decrement, count and increment, made once for the candidates that size the count differently.
    private struct ExpandedParts {
        let decrement: SharedView
        let count: SharedView
        let increment: SharedView

        init(_ configuration: StepperStyleConfiguration, button: Double) {
            decrement = SharedView(configuration.decrementButton {
                Icon(configuration.decrementRole.iconName)
                    .font(.headline)
                    .stepperButtonFrame(button)
            }
            .tag("decrement"))
            count = SharedView(
                configuration.valueText
                    .font(.headline.monospacedDigit())
                    .lineLimit(1)
                    .minimumScaleFactor(countMinimumScale)
            )
            increment = SharedView(configuration.incrementButton {
                Icon(.plus)
                    .font(.headline)
                    .stepperButtonFrame(button)
            }
            .tag("increment"))
        }

        /// The three side by side, the count sized by a modifier.
        func stack(@ViewBuilder sizingCount: (SharedView) -> some View) -> some View {
            HStack(spacing: 0) {
                decrement
                sizingCount(count)
                increment
            }
        }
    }
}

extension View {
    /// A stepper button's frame: `side` tall, and `side` wide when there is room, narrowing to the
    /// 44 pt minimum target around its icon when the count needs the room (large Dynamic Type sizes on
    /// a small phone), so the count is never cut for padding. SwiftUI's flexible frame does the same:
    /// ideal width `side`, least 44 pt.
    func stepperButtonFrame(_ side: Double) -> Frame {
        frame(minWidth: min(Button.minimumHitSize.width, side), idealWidth: side, maxWidth: side, minHeight: side, maxHeight: side)
    }
}

extension StepperStyle where Self == CapsuleStepperStyle {
    /// A tint-gradient capsule with a contrasting foreground.
    public static var capsule: CapsuleStepperStyle { CapsuleStepperStyle() }
}

extension StepperStyle where Self == BorderedStepperStyle {
    /// An outlined capsule with the capsule style's metrics.
    public static var bordered: BorderedStepperStyle { BorderedStepperStyle() }
}
