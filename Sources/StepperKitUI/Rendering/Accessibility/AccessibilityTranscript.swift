/// The elements assistive technology sees on a laid-out screen, in reading order.
///
/// Reading order is tree order, which is top to bottom and leading to trailing in the kit's stacks.
/// Hidden nodes and nodes at zero opacity are skipped; `accessibilityElement(children:)` is honoured
/// (`.ignore`: one element, children hidden; `.combine`: children's names joined with ", ";
/// `.contain`: children stay separate); a button is one element named by its label or the text inside
/// it; a visible text outside any element is a static-text element; an icon outside any element is an
/// image named by its icon.
///
/// A transcript of a layout result speaks the screen's language: its role words come from the
/// layout's localizer for the screen's locale, as its names do.
///
/// ```swift
/// let result = try LayoutEngine().layout(AddToCartStepper(quantity: 3), in: EnvironmentValues(locale: try LocaleID("es_ES")))
/// print(AccessibilityTranscript(result))
/// // botón "Reducir cantidad"
/// // ajustable "Cantidad", valor "3" [aumentar, reducir]
/// // botón "Aumentar cantidad"
/// ```
public struct AccessibilityTranscript: Hashable, Sendable, CustomStringConvertible {
    /// The elements, in reading order.
    public let elements: [AccessibleElement]
    /// The words roles and actions are printed in: the screen's language for a layout result.
    public let vocabulary: AccessibilityVocabulary

    /// The transcript of a laid-out tree, with role words in a vocabulary (English by default).
    public init(_ root: LaidOutNode, vocabulary: AccessibilityVocabulary = .english) {
        var walker = AccessibilityWalker()
        root.walk(with: &walker)
        self.init(elements: walker.elements, vocabulary: vocabulary)
    }

    /// A transcript of elements already gathered, such as by the audit's walk.
    init(elements: [AccessibleElement], vocabulary: AccessibilityVocabulary) {
        self.elements = elements
        self.vocabulary = vocabulary
    }

    /// The transcript of a layout result's tree, with role words in the screen's language.
    public init(_ result: LayoutResult) {
        self.init(result.root, vocabulary: result.vocabulary)
    }

    /// One line per element, in the transcript's vocabulary or another.
    ///
    /// ```swift
    /// transcript.text(in: .english)
    /// // adjustable "Cantidad", value "3" [increment, decrement]
    /// ```
    public func text(in vocabulary: AccessibilityVocabulary? = nil) -> String {
        let words = vocabulary ?? self.vocabulary
        return elements.map { $0.transcriptLine(in: words) }.joined(separator: "\n")
    }

    /// The transcript in its vocabulary, one element per line.
    public var description: String { text() }

    /// Transcripts are equal when their elements are; the vocabulary only prints them.
    public static func == (lhs: AccessibilityTranscript, rhs: AccessibilityTranscript) -> Bool {
        lhs.elements == rhs.elements
    }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
