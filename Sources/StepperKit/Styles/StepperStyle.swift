/// The look of a stepper: a protocol with one method, shaped like SwiftUI's button styles.
///
/// A style receives ready parts in its ``StepperStyleConfiguration`` — the label, the formatted
/// value, buttons that already carry their actions, names and enabled state — and arranges and paints
/// them. It never formats numbers or changes state, and accessibility is applied by the kit outside
/// the style, so every style is accessible:
///
/// ```swift
/// struct PillStepperStyle: StepperStyle {
///     func makeBody(configuration: StepperStyleConfiguration) -> some View {
///         HStack(spacing: 12) {
///             configuration.decrementButton { Icon(.minus) }
///             configuration.valueText
///             configuration.incrementButton { Icon(.plus) }
///         }
///         .padding(.horizontal, 12)
///         .background(Capsule().stroke(.tint, lineWidth: 2))
///     }
/// }
///
/// QuantityStepper(value: 2, in: 1...10, label: "Copies")
///     .stepperStyle(PillStepperStyle())
/// ```
///
/// Register a style by name with ``StepperStyleRegistry`` to choose it from configuration or the CLI.
public protocol StepperStyle: Sendable {
    /// The node a style makes.
    associatedtype Body: View

    /// The stepper's look for one configuration.
    @ViewBuilder func makeBody(configuration: StepperStyleConfiguration) -> Body
}

/// A type-erased stepper style with a name, as the environment and the registry hold styles.
public struct AnyStepperStyle: StepperStyle, CustomStringConvertible {
    /// The style's name: its registered name, or its type's name.
    public let name: String
    private let make: @Sendable (StepperStyleConfiguration) -> AnyView
    /// Whether this is the automatic style, which each component resolves to its own look.
    let isAutomatic: Bool

    /// Wraps a style; an already erased style keeps its name.
    public init(_ style: some StepperStyle, name: String? = nil) {
        if let erased = style as? AnyStepperStyle {
            self.name = name ?? erased.name
            self.make = erased.make
            self.isAutomatic = erased.isAutomatic
            return
        }
        self.name = name ?? Self.defaultName(of: style)
        self.make = { AnyView(style.makeBody(configuration: $0)) }
        self.isAutomatic = style is AutomaticStepperStyle
    }

    public func makeBody(configuration: StepperStyleConfiguration) -> AnyView {
        make(configuration)
    }

    public var description: String { name }

    /// "capsule" for `CapsuleStepperStyle`, else the type's name.
    private static func defaultName(of style: some StepperStyle) -> String {
        let typeName = String(describing: type(of: style))
        guard typeName.hasSuffix("StepperStyle"), typeName.count > "StepperStyle".count else { return typeName }
        let stem = typeName.dropLast("StepperStyle".count)
        return stem.prefix(1).lowercased() + stem.dropFirst()
    }
}

/// The style components use when none is set, as SwiftUI's automatic style: each component picks its look.
///
/// The add-to-cart and labeled steppers draw the capsule (reference documents 000 and 002);
/// ``QuantityStepper`` draws the control-size-aware look, whose padding and font follow
/// `.controlSize` (document 004's stepper). Set any other style to use it everywhere.
///
/// ```swift
/// QuantityStepper(value: 3, in: 0...9, label: "Copies").controlSize(.mini)   // small, as document 004 draws it
/// AddToCartStepper(quantity: 2).stepperStyle(.automatic)                     // the capsule
/// ```
public struct AutomaticStepperStyle: StepperStyle {
    /// The automatic style.
    public init() {}

    /// The capsule: what a component without a look of its own draws.
    public func makeBody(configuration: StepperStyleConfiguration) -> some View {
        CapsuleStepperStyle().makeBody(configuration: configuration)
    }
}

extension StepperStyle where Self == AutomaticStepperStyle {
    /// Each component's own look: the capsule, or the control-size-aware look for a quantity stepper.
    public static var automatic: AutomaticStepperStyle { AutomaticStepperStyle() }
}
