/// A control that triggers an action, with a hit area of at least 44×44 pt whatever its drawn size.
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
    /// The action the button triggers.
    public let action: ActionID
    /// What the button does, for assistive technology and styling.
    public let role: ButtonRole?
    /// What the button shows.
    public let label: AnyView
    /// Whether holding the button repeats its action (first after 500 ms, then faster), as the repeating
    /// style's buttons do.
    public let repeatsWhileHeld: Bool

    /// Apple's minimum touch target, 44×44 pt.
    public static let minimumHitSize = Size(width: 44, height: 44)

    /// A button that triggers an action, with an optional role, showing the label a builder makes.
    public init(_ action: ActionID, role: ButtonRole? = nil, repeatsWhileHeld: Bool = false, @ViewBuilder label: () -> some View) {
        self.action = action
        self.role = role
        self.repeatsWhileHeld = repeatsWhileHeld
        self.label = AnyView(label())
    }

    public typealias Body = Never
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
