/// The space text is laid out in: a width, a line limit, a truncation mode and a minimum scale factor.
///
/// These mirror SwiftUI's `frame(width:)`, `lineLimit(_:)`, `truncationMode(_:)` and
/// `minimumScaleFactor(_:)`; out-of-range values are clamped into range (see the initializer).
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let button = TextContainer(width: 120, lineLimit: 1, minimumScaleFactor: 0.8)
/// let layout = try font.layout("Añadir al carrito", in: button)
/// layout.scale        // 0.879: the largest scale at which it fits on one line
/// layout.isTruncated  // false
/// ```
public struct TextContainer: Hashable, Sendable {
    /// The widest a line may be, in points; nil for no limit (lines end only at line separators).
    public let width: Double?
    /// The most lines shown; nil for no limit. Overflowing text is truncated with "…".
    public let lineLimit: Int?
    /// Which part of the last line an ellipsis replaces when text is truncated.
    public let truncationMode: TruncationMode
    /// The smallest uniform scale the text may shrink to before it is truncated, in 0.01…1.
    public let minimumScaleFactor: Double

    /// A container with a width, a line limit, a truncation mode and a minimum scale factor.
    ///
    /// A negative width counts as 0, an infinite or NaN one as no limit, a line limit below 1 as 1, and the
    /// scale factor is clamped to 0.01…1 (NaN counts as 1).
    public init(
        width: Double? = nil, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        minimumScaleFactor: Double = 1
    ) {
        self.width = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        self.lineLimit = lineLimit.map { max($0, 1) }
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor.isNaN ? 1 : min(max(minimumScaleFactor, 0.01), 1)
    }
}
