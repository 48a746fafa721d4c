public import StepperKit

/// How a value becomes a snapshot: its file's format, how it is compared, and what it is stored as.
///
/// A strategy holds the stored file's format, how a baseline and new output are compared, and the
/// function from the value to what is stored.
///
/// The kit's strategies snapshot a layout as its accessibility transcript (in the screen's language),
/// its terminal drawing, its tree dump or its SVG document. An app adds its own by writing a function,
/// or by pulling an existing strategy back along one:
///
/// ```swift
/// struct Receipt { var lines: [String] }
///
/// extension Snapshotting where Value == Receipt, Format == String {
///     static var receipt: Snapshotting<Receipt, String> {
///         Snapshotting<String, String>.lines.pullback { $0.lines.joined(separator: "\n") }
///     }
/// }
///
/// // expectSnapshot(of: receipt, as: .receipt, named: "receipt-es")
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The stored file's extension and header.
    public let format: SnapshotFormat
    /// How stored text reads back, and how a baseline and new output are compared.
    public let diffing: Diffing<Format>
    /// What a value is stored as.
    public let snapshot: @Sendable (Value) -> Format

    /// A strategy from its file format, its comparison and its function.
    public init(format: SnapshotFormat, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) -> Format) {
        self.format = format
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, turned into this one first.
    ///
    /// ```swift
    /// let titles = Snapshotting<String, String>.lines.pullback { (items: [String]) in items.joined(separator: "\n") }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(format: format, diffing: diffing) { snapshot(transform($0)) }
    }
}

extension Snapshotting where Format == String {
    /// A text strategy compared line by line.
    public init(format: SnapshotFormat = .text, snapshot: @escaping @Sendable (Value) -> String) {
        self.init(format: format, diffing: .lines, snapshot: snapshot)
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as it is, compared line by line.
    public static var lines: Snapshotting<String, String> { Snapshotting { $0 } }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The accessibility transcript in the screen's language.
    ///
    /// A Spanish screen reads `botón "Pagar"`.
    public static var transcript: Snapshotting<LayoutResult, String> {
        Snapshotting { AccessibilityTranscript($0).text() }
    }

    /// The terminal renderer's drawing, without colours.
    public static var terminal: Snapshotting<LayoutResult, String> { Snapshotting<LaidOutNode, String>.terminal.pullback { $0.root } }

    /// The tree dump: kinds, frames, text and accessibility per node.
    public static var treeDump: Snapshotting<LayoutResult, String> { Snapshotting<LaidOutNode, String>.treeDump.pullback { $0.root } }

    /// The SVG document, on white.
    public static var svg: Snapshotting<LayoutResult, String> { Snapshotting<LaidOutNode, String>.svg.pullback { $0.root } }
}

extension Snapshotting where Value == LaidOutNode, Format == String {
    /// The terminal renderer's drawing of a laid-out tree, without colours.
    public static var terminal: Snapshotting<LaidOutNode, String> { Snapshotting { TerminalRenderer().render($0) } }

    /// A laid-out tree's dump: kinds, frames, text and accessibility per node.
    public static var treeDump: Snapshotting<LaidOutNode, String> { Snapshotting { $0.dump() } }

    /// A laid-out tree's SVG document, on white.
    public static var svg: Snapshotting<LaidOutNode, String> {
        Snapshotting(format: .svg) { SVGRenderer(background: .white).render($0) }
    }
}

/// How stored text reads back as a snapshot's format, and how a baseline and new output differ.
///
/// ```swift
/// // Prices compared as numbers, so "3.50" and "3.5" agree.
/// let prices = Diffing<[Double]>(
///     toText: { $0.map { String($0) }.joined(separator: "\n") },
///     fromText: { $0.split(separator: "\n").compactMap { Double($0) } },
///     difference: { old, new in old == new ? nil : "\(old) became \(new)" })
/// ```
public struct Diffing<Format>: Sendable {
    /// The text a value is stored as.
    public let toText: @Sendable (Format) -> String
    /// The value stored text holds.
    public let fromText: @Sendable (String) -> Format
    /// What differs from the baseline to new output, in words; nil when they agree.
    public let difference: @Sendable (_ baseline: Format, _ new: Format) -> String?

    /// A comparison from its text conversions and its difference.
    public init(
        toText: @escaping @Sendable (Format) -> String, fromText: @escaping @Sendable (String) -> Format,
        difference: @escaping @Sendable (_ baseline: Format, _ new: Format) -> String?
    ) {
        self.toText = toText
        self.fromText = fromText
        self.difference = difference
    }
}

extension Diffing where Format == String {
    /// Text compared exactly, its differences shown as a line diff.
    public static var lines: Diffing<String> {
        Diffing(toText: { $0 }, fromText: { $0 }) { old, new in
            old == new ? nil : LineDiff(old: old, new: new).description
        }
    }
}
