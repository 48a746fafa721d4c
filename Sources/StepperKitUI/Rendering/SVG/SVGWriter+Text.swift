import StepperKitText

extension SVGWriter {
    /// Draws text as one path of glyph outlines: each shown line's runs in visual order, as layout
    /// shaped them (each with its direction, script and face, a fallback face where the font lacks
    /// a character), starting at the frame's leading edge (the right edge right to left), on its
    /// baseline.
    ///
    /// The path is `role="img"` with the shown text as its `aria-label`, so the words stay readable.
    mutating func draw(_ text: LaidOutText, in frame: Rect) {
        var pathData = ""
        for (index, line) in text.layout.lines.enumerated() {
            let baseline = frame.minY + line.baseline
            let start = text.lineStart(width: line.width, in: frame)
            for run in text.layout.visualRuns(ofLine: index) {
                for glyph in run.glyphs {
                    guard let outline = run.font.outline(of: glyph.glyph) else { continue }
                    let origin = Point(x: start + glyph.x, y: baseline - glyph.y)
                    pathData += Self.pathData(of: outline, at: origin)
                }
            }
        }
        guard !pathData.isEmpty else { return }
        element("path", [("role", "img"), ("aria-label", text.shownText)]
            + paint(text.fill, as: "fill", over: frame) + [("d", pathData)])
    }

    /// SVG path commands for an outline whose origin sits at `origin`, flipping y (fonts grow upward,
    /// SVG downward). Absolute commands, so glyphs concatenate into one path.
    static func pathData(of outline: GlyphOutline, at origin: Point) -> String {
        func place(_ point: GlyphOutline.Point) -> String {
            SVGMarkup.numbers(origin.x + point.x, origin.y - point.y)
        }
        return outline.segments.map { segment in
            switch segment {
            case .move(let to): "M" + place(to)
            case .line(let to): "L" + place(to)
            case .quadCurve(let to, let control): "Q" + place(control) + " " + place(to)
            case .cubicCurve(let to, let control1, let control2):
                "C" + place(control1) + " " + place(control2) + " " + place(to)
            case .close: "Z"
            }
        }.joined()
    }
}
