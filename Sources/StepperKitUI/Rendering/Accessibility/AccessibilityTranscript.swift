/// The elements assistive technology sees on a laid-out screen, in reading order.
///
/// Reading order is tree order, which is top to bottom and leading to trailing in the kit's stacks.
/// Hidden nodes and nodes at zero opacity are skipped; `accessibilityElement(children:)` is honoured
/// (`.ignore`: one element, children hidden; `.combine`: children's names joined with ", ";
/// `.contain`: children stay separate); a button is one element named by its label or the text inside
/// it; a visible text outside any element is a static-text element; an icon outside any element is an
/// image named by its icon.
///
/// ```swift
/// let result = try LayoutEngine().layout(stepper, in: EnvironmentValues(locale: try LocaleID("en_US")))
/// print(AccessibilityTranscript(result))
/// // button "Decrease quantity"
/// // adjustable "Quantity", value "3" [increment, decrement]
/// // button "Increase quantity"
/// ```
public struct AccessibilityTranscript: Hashable, Sendable, CustomStringConvertible {
    /// The elements, in reading order.
    public let elements: [AccessibleElement]

    /// The transcript of a laid-out tree.
    public init(_ root: LaidOutNode) {
        var elements: [AccessibleElement] = []
        AccessibilityWalker.visit(root, path: NodePath.root(root), into: &elements)
        self.elements = elements
    }

    /// The transcript of a layout result's tree.
    public init(_ result: LayoutResult) {
        self.init(result.root)
    }

    /// One line per element, in a vocabulary's words.
    ///
    /// ```swift
    /// transcript.text()
    /// // adjustable "Quantity", value "3" [increment, decrement]
    /// ```
    public func text(in vocabulary: AccessibilityVocabulary = .english) -> String {
        elements.map { $0.transcriptLine(in: vocabulary) }.joined(separator: "\n")
    }

    /// The transcript in English, one element per line.
    public var description: String { text() }
}
