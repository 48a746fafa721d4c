/// Accessibility traits of an element, as SwiftUI's accessibility traits.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The element is a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Increment and decrement actions adjust the element's value.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is a heading.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is a field for typing text.
    public static let textField = AccessibilityTraits(rawValue: 1 << 5)
    /// The element's value changes often, so assistive technology polls it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)

    // MARK: - SwiftUI's names

    /// The element is a button, by SwiftUI's name for the trait.
    ///
    /// The same trait as ``button``.
    public static let isButton = button
    /// The element is a heading, by SwiftUI's name for the trait.
    ///
    /// The same trait as ``header``.
    public static let isHeader = header
    /// The element is an image, by SwiftUI's name for the trait.
    ///
    /// The same trait as ``image``.
    public static let isImage = image
    /// The element is text that does not change, by SwiftUI's name for the trait.
    ///
    /// The same trait as ``staticText``.
    public static let isStaticText = staticText

    /// The traits' names, in a fixed order, for transcripts.
    public var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.button, "button"), (.adjustable, "adjustable"), (.header, "header"), (.image, "image"),
            (.staticText, "staticText"), (.textField, "textField"), (.updatesFrequently, "updatesFrequently"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How an element treats the accessibility elements inside it: ignore, combine or contain them.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    /// The behaviours the kit knows; a struct around them lets the kit add behaviours later.
    enum Storage: String, Hashable, Sendable {
        case ignore, combine, contain
    }

    let storage: Storage

    /// Children are hidden; the element speaks only its own label and value.
    public static let ignore = AccessibilityChildBehavior(storage: .ignore)
    /// Children's labels are joined into this element's label.
    public static let combine = AccessibilityChildBehavior(storage: .combine)
    /// Children stay separate elements inside this container.
    public static let contain = AccessibilityChildBehavior(storage: .contain)

    /// The behaviour's name, such as "combine".
    public var description: String { storage.rawValue }
}

/// What an accessibility modifier sets; unset fields leave the inner value.
public struct AccessibilityProperties: Hashable, Sendable {
    /// The accessible name, if set.
    public var label: LocalizedText?
    /// The accessible value, if set.
    public var value: LocalizedText?
    /// The hint, if set.
    public var hint: LocalizedText?
    /// Traits added to the element.
    public var addedTraits: AccessibilityTraits = []
    /// Whether the element is hidden, if set.
    public var isHidden: Bool?
    /// How the element treats its children, if set.
    public var children: AccessibilityChildBehavior?
    /// Actions for the adjustable trait's increment and decrement.
    public var adjustableActions: (increment: ActionID, decrement: ActionID)? {
        get { adjustable.map { ($0.increment, $0.decrement) } }
        set { adjustable = newValue.map { AdjustableActions(increment: $0.increment, decrement: $0.decrement) } }
    }
    var adjustable: AdjustableActions?

    struct AdjustableActions: Hashable, Sendable {
        var increment: ActionID
        var decrement: ActionID
    }

    /// Properties that set nothing.
    public init() {}
}

/// A node with accessibility properties set on it.
public struct AccessibilityModifier: View {
    /// The node the properties apply to.
    public let content: AnyView
    /// The properties set.
    public let properties: AccessibilityProperties
    public typealias Body = Never
}

extension View {
    private consuming func accessibility(_ change: (inout AccessibilityProperties) -> Void) -> AccessibilityModifier {
        var properties = AccessibilityProperties()
        change(&properties)
        return AccessibilityModifier(content: AnyView(self), properties: properties)
    }

    /// The element's accessible name.
    ///
    /// ```swift
    /// Button(.increment) { Icon(.plus) }.accessibilityLabel("Increase quantity")
    /// ```
    public consuming func accessibilityLabel(_ label: LocalizedText) -> AccessibilityModifier {
        accessibility { $0.label = label }
    }

    /// The element's accessible name, shown as is (never translated), as SwiftUI's label from a string.
    ///
    /// ```swift
    /// let productName = "Trail backpack"   // from the shop's data, not the catalog
    /// Button("Add") { print("added", productName) }.accessibilityLabel(productName)
    /// ```
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> AccessibilityModifier {
        accessibilityLabel(LocalizedText(verbatim: String(label)))
    }

    /// The element's accessible name, what a text says.
    ///
    /// ```swift
    /// Icon(.cart).accessibilityLabel(Text("Cart"))
    /// ```
    public consuming func accessibilityLabel(_ label: Text) -> AccessibilityModifier {
        accessibilityLabel(label.text)
    }

    /// The element's current value, shown as is (never translated).
    ///
    /// ```swift
    /// let quantity = 3
    /// Text(verbatim: "\(quantity)").accessibilityValue("\(quantity)")
    /// ```
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> AccessibilityModifier {
        accessibilityValue(LocalizedText(verbatim: String(value)))
    }

    /// The element's current value, spoken after its name.
    public consuming func accessibilityValue(_ value: LocalizedText) -> AccessibilityModifier {
        accessibility { $0.value = value }
    }

    /// A hint on what activating the element does.
    public consuming func accessibilityHint(_ hint: LocalizedText) -> AccessibilityModifier {
        accessibility { $0.hint = hint }
    }

    /// Adds traits to the element.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> AccessibilityModifier {
        accessibility { $0.addedTraits = traits }
    }

    /// Hides the element and its children from assistive technology.
    public consuming func accessibilityHidden(_ hidden: Bool = true) -> AccessibilityModifier {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes the node one accessibility element, treating its children as the behaviour says.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> AccessibilityModifier {
        accessibility { $0.children = children }
    }

    /// Makes the element adjustable: increment and decrement trigger these actions.
    ///
    /// ```swift
    /// Text(verbatim: "3")
    ///     .accessibilityLabel("Quantity")
    ///     .accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
    /// ```
    public consuming func accessibilityAdjustableAction(increment: ActionID, decrement: ActionID) -> AccessibilityModifier {
        accessibility {
            $0.adjustableActions = (increment, decrement)
            $0.addedTraits = .adjustable
        }
    }
}
