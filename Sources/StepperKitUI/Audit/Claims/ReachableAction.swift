/// An action a key or assistive technology reaches on a component, and the button whose action it is.
///
/// A component declares the inputs that would change something right now; the audit's
/// `hidden-action` rule then asks that a shown, enabled button in the component performs the same
/// action, so no key does what no visible control offers:
///
/// ```swift
/// QuantityStepper(value: 3, in: 0...10, label: "Copies").reachableActions([
///     ReachableAction(.end, performs: .increment),        // End raises the value, as "+" does
///     ReachableAction(.home, performs: .decrement),
/// ])
/// ```
public struct ReachableAction: Hashable, Sendable, CustomStringConvertible {
    /// A way to act on a component without touching one of its buttons.
    ///
    /// ```swift
    /// ReachableAction.Input.pageUp.description   // "Page Up"
    /// ```
    public struct Input: Hashable, Sendable, CustomStringConvertible {
        /// How findings name the input, such as "End".
        public let name: String

        /// An input with a name; the static members cover keys and adjustable gestures.
        public init(_ name: String) {
            self.name = name
        }

        /// The Home key.
        public static let home = Input("Home")
        /// The End key.
        public static let end = Input("End")
        /// The Page Up key.
        public static let pageUp = Input("Page Up")
        /// The Page Down key.
        public static let pageDown = Input("Page Down")
        /// Assistive technology's increment (VoiceOver's swipe up).
        public static let accessibilityIncrement = Input("accessibility increment")
        /// Assistive technology's decrement (VoiceOver's swipe down).
        public static let accessibilityDecrement = Input("accessibility decrement")

        /// The input's name.
        public var description: String { name }
    }

    /// The key or gesture.
    public let input: Input
    /// The action of the button the input stands in for, such as increment.
    public let action: ActionID

    /// An input that performs the same action as the button with that action.
    public init(_ input: Input, performs action: ActionID) {
        self.input = input
        self.action = action
    }

    /// "End → increment".
    public var description: String { "\(input) → \(action)" }
}
