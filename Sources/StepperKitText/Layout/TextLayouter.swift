/// One text laid out in as many containers as asked, shaping each candidate line only once.
///
/// A layout engine asks a text for its size at several widths (a stack probes its children at zero,
/// at infinity and at their share). ``Font/layout(_:in:)`` starts from scratch each time; a layouter
/// finds the line breaks once and keeps every line width it has shaped, so later containers reuse
/// them. The layouts are exactly the ones ``Font/layout(_:in:)`` makes.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// var layouter = try TextLayouter("Añadir al carrito", font: font)
/// layouter.layout(in: TextContainer(width: 90)).lines.map(\.text)   // ["Añadir al", "carrito"]
/// layouter.layout(in: TextContainer()).lines.map(\.text)            // ["Añadir al carrito"]
/// ```
public struct TextLayouter: Sendable {
    private var engine: LineLayout

    /// A layouter for some text in a font; it fails only when ICU cannot find the line breaks.
    public init(_ text: String, font: Font) throws(LineBreakError) {
        engine = try LineLayout(text: text, font: font)
    }

    /// The text being laid out.
    public var text: String { engine.text }

    /// The font it is laid out in (before any scaling to fit).
    public var font: Font { engine.font }

    /// The text laid out in a container, as the font's layout method would lay it out.
    public mutating func layout(in container: TextContainer = TextContainer()) -> TextLayout {
        engine.layout(in: container)
    }
}
