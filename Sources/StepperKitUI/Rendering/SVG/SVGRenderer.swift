/// Draws a laid-out tree as a standalone SVG document, with text as the glyph outlines of the font that
/// measured it.
///
/// What was measured is exactly what is drawn.
///
/// Shapes become `<rect>` and `<circle>` elements (strokes inside the bounds), gradients live in
/// `<defs>` with ids numbered in drawing order, icons are `<path>`s filled with their glyph's rule and
/// painted on their grid, opacity becomes a group, and buttons and labelled elements become groups with
/// `role` and `aria-*` attributes. Numbers have at most three decimals (six for icon scales), so the
/// same tree always gives the same bytes.
///
/// ```swift
/// let screen = try LayoutEngine().layout(
///     Capsule().fill(.color(.indigo)).frame(width: 20, height: 10), in: EnvironmentValues()
/// )
/// print(SVGRenderer().render(screen.root))
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
/// //   <rect x="0" y="0" width="20" height="10" rx="5" fill="#5856D6"/>
/// // </svg>
/// ```
public struct SVGRenderer: Hashable, Sendable {
    /// Pixels per point: the document's width and height are the root's size times this (1 when not positive).
    public var scale: Double
    /// A colour painted under everything, or nil for a transparent background.
    public var background: Color?
    /// Whether labelled groups also carry a title element, which browsers show as a tooltip.
    public var includesTitles: Bool

    /// A renderer at a number of pixels per point, on a background, with or without titles.
    ///
    /// ```swift
    /// SVGRenderer(scale: 2, background: .white)  // a 244×88 document for a 122×44 pt stepper
    /// ```
    public init(scale: Double = 1, background: Color? = nil, includesTitles: Bool = false) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
        self.includesTitles = includesTitles
    }

    /// The SVG document of a laid-out tree, sized to the root's frame, ending with a newline.
    ///
    /// ```swift
    /// let svg = SVGRenderer(scale: 2).render(screen.root)
    /// try svg.write(toFile: "stepper.svg", atomically: true, encoding: .utf8)
    /// ```
    public func render(_ root: LaidOutNode) -> String {
        var writer = SVGWriter(includesTitles: includesTitles)
        if let background {
            writer.element("rect", SVGWriter.rectangle(root.frame) + SVGWriter.paint(background, as: "fill"))
        }
        root.walk(with: &writer)
        return writer.document(frame: root.frame, scale: scale.isFinite && scale > 0 ? scale : 1)
    }
}
