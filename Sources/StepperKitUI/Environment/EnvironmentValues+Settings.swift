// The person's display settings components honour, and the engine's focus and icon substitution.

extension EnvironmentValues {
    /// Whether the user asked for more contrast (Increase Contrast): styles choose their
    /// higher-contrast tint and stronger borders.
    ///
    /// ```swift
    /// AddToCartStepper(quantity: 2).environment(\.increaseContrast, true)
    /// ```
    public var increaseContrast: Bool {
        get { self[IncreaseContrastKey.self] }
        set { self[IncreaseContrastKey.self] = newValue }
    }

    /// Whether the user asked for bold text (Bold Text): every text and icon is drawn one weight
    /// heavier than its font asks.
    ///
    /// ```swift
    /// Text("Copies").environment(\.boldText, true)   // regular → medium, semibold → bold
    /// ```
    public var boldText: Bool {
        get { self[BoldTextKey.self] }
        set { self[BoldTextKey.self] = newValue }
    }

    /// Whether the user asked to reduce motion, by SwiftUI's name for the setting.
    ///
    /// The same value as ``reduceMotion``, so a view written for SwiftUI reads it unchanged:
    ///
    /// ```swift
    /// struct AddedBanner: View {
    ///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
    ///
    ///     var body: some View {
    ///         Text("Added to cart").offset(y: reduceMotion ? 0 : -8)   // no slide with Reduce Motion
    ///     }
    /// }
    /// ```
    public var accessibilityReduceMotion: Bool {
        get { reduceMotion }
        set { reduceMotion = newValue }
    }

    /// Icons drawn in place of others in this subtree, as SwiftUI's symbol variants.
    ///
    /// A stepper's decrement button at one item draws `trash` wherever its style drew `minus`.
    public var iconReplacements: [IconName: IconName] {
        get { self[IconReplacementsKey.self] }
        set { self[IconReplacementsKey.self] = newValue }
    }

    /// The action of the control that has keyboard focus, if any: that button draws a focus ring.
    ///
    /// Focus is on one element: of the buttons in this subtree with the action, the first in tree
    /// order has it. Set it on one component to focus that one's button.
    ///
    /// ```swift
    /// AddToCartStepper(quantity: 2).environment(\.focusedAction, .increment)
    /// VStack {
    ///     AddToCartStepper(quantity: 2).accessibilityLabel("Flat white")
    ///     AddToCartStepper(quantity: 2).accessibilityLabel("Latte").environment(\.focusedAction, .increment)   // "Increase Latte"
    /// }
    /// ```
    public var focusedAction: ActionID? {
        get { self[FocusedActionKey.self] }
        set { self[FocusedActionKey.self] = newValue }
    }

    /// The accessibility label set around this subtree, if any: a component names its own buttons after it.
    ///
    /// `.accessibilityLabel(_:)` sets it for the content it labels, so two add-to-cart steppers
    /// labelled "Flat white" and "Latte" read "Increase Flat white" and "Increase Latte" rather than
    /// two "Increase quantity" buttons.
    ///
    /// ```swift
    /// struct ProductName: View {
    ///     @Environment(\.enclosingAccessibilityLabel) private var name
    ///     var body: some View { Text(name ?? "Product") }
    /// }
    /// ProductName().accessibilityLabel("Latte")   // draws "Latte"
    /// ```
    public var enclosingAccessibilityLabel: LocalizedText? {
        get { self[EnclosingAccessibilityLabelKey.self] }
        set { self[EnclosingAccessibilityLabelKey.self] = newValue }
    }
}

extension View {
    /// Draws one icon wherever this subtree draws another.
    ///
    /// ```swift
    /// Icon(.minus).replacingIcon(.minus, with: .trash)   // draws the trash can
    /// ```
    public func replacingIcon(_ name: IconName, with replacement: IconName) -> EnvironmentWriter {
        transformEnvironment { environment in
            // An icon drawn as itself where nothing replaces it already changes nothing: no new table
            // is written (a stepper's decrement button says "minus stays minus" on every screen).
            if replacement == name, environment.iconReplacements[name] == nil { return }
            environment.iconReplacements[name] = replacement
        }
    }
}

// MARK: - Keys

private struct IncreaseContrastKey: EnvironmentKey {
    static let defaultValue = false
}

private struct BoldTextKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IconReplacementsKey: EnvironmentKey {
    static let defaultValue: [IconName: IconName] = [:]
    static func describe(_ value: [IconName: IconName]) -> String {
        value.map { "\($0.key.rawValue)→\($0.value.rawValue)" }.sorted().joined(separator: ",")
    }
}

private struct FocusedActionKey: EnvironmentKey {
    static let defaultValue: ActionID? = nil
}

private struct EnclosingAccessibilityLabelKey: EnvironmentKey {
    static let defaultValue: LocalizedText? = nil
}
