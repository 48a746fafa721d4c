/// Why a button could not be pressed.
public enum ButtonPressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No button on the screen has the name; the names the screen's buttons have.
    case noButton(named: String, available: [String])
    /// Several buttons have the name, so which to press is unclear.
    case ambiguous(named: String, count: Int)
    /// The button is disabled.
    case disabled(named: String)
    /// The button names its action for a model (a kit component's) instead of running a closure.
    case namedAction(named: String, action: ActionID)

    public var description: String {
        switch self {
        case .noButton(let name, let available):
            "No button is named \"\(name)\"; the screen's buttons: \(available.map { "\"\($0)\"" }.joined(separator: ", "))."
        case .ambiguous(let name, let count):
            "\(count) buttons are named \"\(name)\"; press one through its node's ButtonInfo."
        case .disabled(let name):
            "The button \"\(name)\" is disabled."
        case .namedAction(let name, let action):
            "The button \"\(name)\" triggers the action \"\(action)\" for a model to handle; it runs no closure."
        }
    }
}

extension ButtonInfo {
    /// Runs the button's closure, as a tap does: what it changes in the view's state shows in the next layout.
    ///
    /// ```swift
    /// screen.root.first(tagged: "add")?.button?.press()
    /// ```
    ///
    /// - Returns: Whether it ran: false for a disabled button, and for one that names its action
    ///   for a model instead of running a closure.
    @discardableResult
    public func press() -> Bool {
        guard isEnabled, let perform else { return false }
        perform()
        return true
    }
}

extension LayoutResult {
    /// Presses the screen's one button with an accessible name, as VoiceOver reads it, running its closure.
    ///
    /// ```swift
    /// let screen = try engine.layout(Counter(), in: environment)
    /// try screen.pressButton(named: "Add one")
    /// try engine.layout(Counter(), in: environment)   // shows the count plus one
    /// ```
    public func pressButton(named name: String) throws(ButtonPressError) {
        let buttons = AccessibilityTranscript(self).elements.filter { $0.role == .button }
        let named = buttons.filter { $0.name == name }
        guard let element = named.first else { throw .noButton(named: name, available: buttons.map(\.name)) }
        guard named.count == 1 else { throw .ambiguous(named: name, count: named.count) }
        guard let button = root.descendant(atPath: element.path)?.button, button.isEnabled else { throw .disabled(named: name) }
        guard button.press() else { throw .namedAction(named: name, action: button.action) }
    }
}
