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
public struct Button: Node {
    /// The action the button triggers.
    public let action: ActionID
    /// What the button does, for assistive technology and styling.
    public let role: ButtonRole?
    public let label: AnyNode
    /// Whether holding the button repeats its action (first after 500 ms, then faster), as the
    /// `.repeating` style's buttons do.
    public let repeatsWhileHeld: Bool

    /// Apple's minimum touch target, 44×44 pt.
    public static let minimumHitSize = Size(width: 44, height: 44)

    public init(_ action: ActionID, role: ButtonRole? = nil, repeatsWhileHeld: Bool = false, @NodeBuilder label: () -> some Node) {
        self.action = action
        self.role = role
        self.repeatsWhileHeld = repeatsWhileHeld
        self.label = AnyNode(label())
    }

    public typealias Body = Never
}

/// The role of a button.
public enum ButtonRole: String, Hashable, Sendable {
    /// The button removes or deletes something (the trash button at a quantity of 1).
    case destructive
    /// The button cancels.
    case cancel
}
