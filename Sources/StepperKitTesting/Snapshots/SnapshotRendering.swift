public import StepperKit

/// How a laid-out screen becomes snapshot text: its accessibility transcript, terminal drawing, tree dump or SVG.
///
/// ```swift
/// expectSnapshot(of: screen, as: .transcript, named: "stepper-es")
/// ```
public struct SnapshotRendering: Sendable {
    /// The stored file's format.
    public let format: SnapshotFormat
    private let render: @Sendable (LaidOutNode) -> String

    /// A rendering with a format and a function from the laid-out tree to text.
    public init(format: SnapshotFormat, _ render: @escaping @Sendable (LaidOutNode) -> String) {
        self.format = format
        self.render = render
    }

    /// The text of a laid-out tree.
    public func text(of root: LaidOutNode) -> String { render(root) }

    /// The accessibility transcript, in English vocabulary.
    public static let transcript = SnapshotRendering(format: .transcript) { AccessibilityTranscript($0).text() }
    /// The terminal renderer's output, without colours.
    public static let terminal = SnapshotRendering(format: .terminal) { TerminalRenderer().render($0) }
    /// The tree dump: kinds, frames, text and accessibility per node.
    public static let treeDump = SnapshotRendering(format: .treeDump) { $0.dump() }
    /// The SVG document, on white.
    public static let svg = SnapshotRendering(format: .svg) { SVGRenderer(background: .white).render($0) }
}
