/// One element assistive technology sees: its role, name, value, hint, actions, frame and hit area.
///
/// Elements come from an ``AccessibilityTranscript``, in reading order:
///
/// ```swift
/// let quantity = AccessibilityTranscript(result).elements[1]
/// quantity.role       // .adjustable
/// quantity.name       // "Quantity"
/// quantity.value      // "3"
/// quantity.actions    // [.increment(.increment), .decrement(.decrement)]
/// quantity.transcriptLine()  // adjustable "Quantity", value "3" [increment, decrement]
/// ```
public struct AccessibleElement: Hashable, Sendable, CustomStringConvertible {
    /// What the element is.
    public let role: AccessibilityRole
    /// The accessible name (label); empty when the element has none.
    public let name: String
    /// Where the name came from: a label, text inside, only icons, or nothing.
    public let nameSource: AccessibleNameSource
    /// The current value, spoken after the name.
    public let value: String?
    /// What activating the element does.
    public let hint: String?
    /// The traits: the node's own plus those its role implies and, when combined, its children's.
    public let traits: AccessibilityTraits
    /// What assistive technology can do with it, in a fixed order: activate, increment, decrement.
    public let actions: [AccessibilityAction]
    /// Whether the element responds (false for a disabled button, which VoiceOver calls "dimmed").
    public let isEnabled: Bool
    /// The element's frame in the root's coordinates.
    public let frame: Rect
    /// Where the element can be touched: a button's hit area, else its frame.
    public let hitArea: Rect
    /// Where the element is in the laid-out tree: kinds and tags from the root, such as
    /// "Background/HStack/Button#decrement".
    public var path: String {
        switch location {
        case .printed(let path): path
        case .typed(let path): path.description
        }
    }

    /// Where the element is: a transcript keeps its node's typed path and prints it only when asked
    /// (an audit asks only for the elements it reports), an element made by hand its printed path.
    private var location: Location

    private enum Location: Sendable {
        case printed(String)
        case typed(LaidOutNode.Path)
    }

    /// Creates an element; transcripts do this from laid-out trees.
    public init(
        role: AccessibilityRole, name: String, nameSource: AccessibleNameSource, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits = [], actions: [AccessibilityAction] = [], isEnabled: Bool = true,
        frame: Rect, hitArea: Rect? = nil, path: String
    ) {
        self.role = role
        self.name = name
        self.nameSource = nameSource
        self.value = value
        self.hint = hint
        self.traits = traits
        self.actions = actions
        self.isEnabled = isEnabled
        self.frame = frame
        self.hitArea = hitArea ?? frame
        self.location = .printed(path)
    }

    /// The same element at a node's typed path.
    init(_ element: consuming AccessibleElement, at path: LaidOutNode.Path) {
        self = element
        self.location = .typed(path)
    }

    public static func == (lhs: AccessibleElement, rhs: AccessibleElement) -> Bool {
        lhs.role == rhs.role && lhs.name == rhs.name && lhs.nameSource == rhs.nameSource && lhs.value == rhs.value
            && lhs.hint == rhs.hint && lhs.traits == rhs.traits && lhs.actions == rhs.actions && lhs.isEnabled == rhs.isEnabled
            && lhs.frame == rhs.frame && lhs.hitArea == rhs.hitArea && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(name)
        hasher.combine(value)
        hasher.combine(frame)
        hasher.combine(path)
    }

    /// Whether the user operates the element: an interactive role, or any action.
    public var isInteractive: Bool { role.isInteractive || !actions.isEmpty }

    /// The element as one transcript line, in a vocabulary's words.
    ///
    /// ```swift
    /// let result = try LayoutEngine().layout(AddToCartStepper(quantity: 99), in: EnvironmentValues())
    /// let element = AccessibilityTranscript(result).elements[2]
    /// element.transcriptLine()  // button "Increase quantity", dimmed
    /// ```
    public func transcriptLine(in vocabulary: AccessibilityVocabulary = .english) -> String {
        var line = "\(vocabulary.word(for: role)) \(Self.quoted(name))"
        if let value { line += ", \(vocabulary.word("value")) \(Self.quoted(value))" }
        if let hint { line += ", \(vocabulary.word("hint")) \(Self.quoted(hint))" }
        if !isEnabled { line += ", \(vocabulary.word("dimmed"))" }
        // A button's role already says it can be activated.
        let listed = actions.filter { !(role == .button && $0.isActivation) }
        if !listed.isEmpty { line += " [" + listed.map { vocabulary.word(for: $0) }.joined(separator: ", ") + "]" }
        return line
    }

    /// The element's transcript line in English.
    public var description: String { transcriptLine() }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
