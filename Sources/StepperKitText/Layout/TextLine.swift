/// One laid-out line: the text it shows (ellipsis included), its width and its baseline, in points.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let lines = try font.layout("Añadir al carrito", in: TextContainer(width: 90)).lines
/// lines.map(\.text)      // ["Añadir al", "carrito"]
/// lines[1].baseline      // 35.569: one line height below the first baseline
/// ```
public struct TextLine: Hashable, Sendable {
    /// The text the line shows, without trailing white space or line separators.
    public let text: String
    /// The advance width of the line's text at the layout's scale.
    public let width: Double
    /// The distance from the top of the text to this line's baseline.
    public let baseline: Double
}
