public import StepperKit
public import StepperKitUI

/// A place in a component where a string is shown.
///
/// A button's label in a stepper style and control size, the stepper's count, or the cart badge —
/// measured by laying the real component out.
///
/// ```swift
/// let slot = FitSlot.button(style: AnyStepperStyle(.capsule, name: "capsule"), controlSize: .regular)
/// let requirement = FitRequirement(width: 160, slot: slot)
/// ```
public struct FitSlot: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case button, count, badge
    }

    private let kind: Kind
    private let style: AnyStepperStyle?
    /// The control size the component is laid out at.
    public let controlSize: ControlSize

    private init(kind: Kind, style: AnyStepperStyle?, controlSize: ControlSize) {
        self.kind = kind
        self.style = style
        self.controlSize = controlSize
    }

    /// The Add button's title of a collapsed add-to-cart stepper in style.
    public static func button(style: AnyStepperStyle, controlSize: ControlSize = .regular) -> FitSlot {
        FitSlot(kind: .button, style: style, controlSize: controlSize)
    }

    /// The count between − and + of an expanded stepper in style.
    public static func count(style: AnyStepperStyle, controlSize: ControlSize = .regular) -> FitSlot {
        FitSlot(kind: .count, style: style, controlSize: controlSize)
    }

    /// The cart badge's capsule.
    public static let badge = FitSlot(kind: .badge, style: nil, controlSize: .regular)

    /// The slot's names, as --slot spells them.
    public static let names = ["button", "count", "badge"]

    /// A slot by name, with the stepper style a registry has by that name.
    ///
    /// ```swift
    /// try FitSlot(named: "button", style: "capsule", controlSize: .large, registry: StepperStyleRegistry())
    /// ```
    ///
    /// - Throws: ``FitSlotError`` naming the unknown slot or style.
    public init(named name: String, style: String = "capsule", controlSize: ControlSize = .regular, registry: StepperStyleRegistry) throws(FitSlotError) {
        switch name {
        case "badge":
            self = .badge
        case "button", "count":
            let resolved: AnyStepperStyle
            do {
                resolved = try registry.style(named: style)
            } catch {
                throw FitSlotError(description: "\(error)")
            }
            self = name == "button" ? .button(style: resolved, controlSize: controlSize) : .count(style: resolved, controlSize: controlSize)
        default:
            throw FitSlotError(description: "\"\(name)\" is not a slot; expected one of \(Self.names.joined(separator: ", "))")
        }
    }

    /// "button in capsule, regular", "count in bordered, small", "badge".
    public var description: String {
        switch kind {
        case .button: "button in \(style?.name ?? "?"), \(controlSize.rawValue)"
        case .count: "count in \(style?.name ?? "?"), \(controlSize.rawValue)"
        case .badge: "badge"
        }
    }

    /// The component showing `text` in this slot, in `environment`.
    func node(showing text: String, in environment: EnvironmentValues) -> AnyView {
        switch kind {
        case .badge:
            return AnyView(CartBadge.badgeLabel(text))
        case .button, .count:
            let environment = environment.with {
                $0.controlSize = controlSize
                if let style { $0.stepperStyle = style }
            }
            let collapsed = kind == .button
            let configuration = StepperStyleConfiguration(
                value: collapsed ? 0 : 1, formattedValue: collapsed ? "0" : text, bounds: 0...99,
                canIncrement: true, canDecrement: !collapsed, isCollapsed: collapsed,
                addTitle: LocalizedText(verbatim: collapsed ? text : "Add"), environment: environment,
                accessibility: .separateControls(valueName: "Quantity")
            )
            return AnyView(environment.stepperStyle.makeBody(configuration: configuration).controlSize(controlSize))
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.style?.name == rhs.style?.name && lhs.controlSize == rhs.controlSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(style?.name)
        hasher.combine(controlSize)
    }
}

/// Why a slot could not be made: an unknown slot name or stepper style.
public struct FitSlotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
}
