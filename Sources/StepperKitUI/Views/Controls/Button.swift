/// A control that triggers an action, with a hit area of at least 44×44 pt whatever its drawn size.
///
/// As in SwiftUI, a button runs a closure, which may change ``State`` for the next layout:
///
/// ```swift
/// struct CartButtons: View {
///     @State private var quantity = 0
///
///     var body: some View {
///         HStack {
///             Button("Add to cart") { quantity += 1 }
///             Button(role: .destructive) { quantity = 0 } label: {
///                 Icon(.trash)
///             }
///             .accessibilityLabel("Remove from cart")
///         }
///     }
/// }
/// ```
///
/// The kit's components name their buttons' actions instead (``ActionID``), for a model to turn
/// into events; ``ButtonInfo/action`` is `action` for a button that runs a closure:
///
/// ```swift
/// Button(.increment) {
///     Icon(.plus).frame(width: 44, height: 44)
/// }
/// .accessibilityLabel("Increase quantity")
/// ```
///
/// "Draw small, hit big": the button is laid out at its label's size, and its hit area grows around
/// the same centre to ``minimumHitSize`` — the audit checks hit areas, not drawn frames.
public struct Button: View {
    /// The action the button triggers: its name for a model, or the closure action for a button that runs a closure.
    ///
    /// A button made with a closure has ``ActionID/closure``.
    public let action: ActionID
    /// What the button does, for assistive technology and styling.
    public let role: ButtonRole?
    /// What the button shows.
    public let label: AnyView
    /// Whether holding the button repeats its action (first after 500 ms, then faster), as the repeating
    /// style's buttons do.
    public let repeatsWhileHeld: Bool
    /// What pressing the button runs, for a button made with a closure.
    let perform: (@Sendable () -> Void)?

    /// Apple's minimum touch target, 44×44 pt.
    public static let minimumHitSize = Size(width: 44, height: 44)

    /// The opacity a disabled button's label is drawn at, 30%: dimmed, as SwiftUI draws a disabled control.
    ///
    /// iOS draws what cannot be used now at the tertiary level of its foreground (`tertiaryLabel` is
    /// the label colour at 30%); the engine applies it to every disabled button, whatever style drew
    /// the label, so a white "+" on a tint capsule is drawn 30% white over the tint at its limit.
    /// WCAG 1.4.3 and 1.4.11 exempt inactive controls, and the audit's contrast rule skips them.
    ///
    /// ```swift
    /// Button(.increment) { Icon(.plus) }.disabled(true)   // drawn at Button.disabledOpacity
    /// Button.disabledOpacity   // 0.3
    /// ```
    public static let disabledOpacity = 0.3

    /// A button that triggers a named action, with an optional role, showing the label a builder makes.
    public init(_ action: ActionID, role: ButtonRole? = nil, repeatsWhileHeld: Bool = false, @ViewBuilder label: () -> some View) {
        self.action = action
        self.role = role
        self.repeatsWhileHeld = repeatsWhileHeld
        self.label = AnyView(label())
        self.perform = nil
    }

    /// A button that runs a closure when pressed, showing the label a builder makes.
    public init(action: @escaping @Sendable () -> Void, @ViewBuilder label: () -> some View) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role that runs a closure when pressed, showing the label a builder makes.
    public init(role: ButtonRole?, action: @escaping @Sendable () -> Void, @ViewBuilder label: () -> some View) {
        self.action = .closure
        self.role = role
        self.repeatsWhileHeld = false
        self.label = AnyView(label())
        self.perform = action
    }

    /// A button titled with a catalog key's text that runs a closure when pressed.
    public init(_ titleKey: LocalizedText, role: ButtonRole? = nil, action: @escaping @Sendable () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button titled with a string shown as is (never translated) that runs a closure when pressed.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, role: ButtonRole? = nil, action: @escaping @Sendable () -> Void) {
        self.init(role: role, action: action) { Text(verbatim: String(title)) }
    }

    public typealias Body = Never
}

extension ActionID {
    /// The action of a button that runs a closure rather than naming its action.
    public static let closure = ActionID("action")
}

/// What a button does, for assistive technology and styling: destructive or cancel.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    /// The roles the kit knows; a struct around them lets the kit add roles later.
    enum Storage: String, Hashable, Sendable {
        case destructive, cancel
    }

    let storage: Storage

    /// The button removes or deletes something (the trash button at a quantity of 1).
    public static let destructive = ButtonRole(storage: .destructive)
    /// The button cancels.
    public static let cancel = ButtonRole(storage: .cancel)

    /// The role's name, such as "destructive".
    public var description: String { storage.rawValue }
}
