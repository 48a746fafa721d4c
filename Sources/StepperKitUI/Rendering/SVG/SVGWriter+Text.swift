import StepperKitText

extension SVGWriter {
    /// Draws text as one path of glyph outlines: each shown line's runs in visual order, as layout
    /// shaped them (each with its direction, script and face, a fallback face where the font lacks
    /// a character), starting at the frame's leading edge (the right edge right to left), on its
    /// baseline.
    ///
    /// The path is `role="img"` with the shown text as its `aria-label`, so the words stay readable.
    ///
    /// A text under a scale effect is laid out in its frame at its own size and drawn scaled from the
    /// frame's corner: positions and outlines both.
    mutating func draw(_ text: LaidOutText, in frame: Rect) {
        let (scaleX, scaleY) = text.drawingScale
        // The frame the text was laid out in, at the scaled frame's corner.
        let laidOut = Rect(
            x: frame.minX, y: frame.minY,
            width: scaleX > 0 ? frame.width / scaleX : 0, height: scaleY > 0 ? frame.height / scaleY : 0
        )
        let isScaled = scaleX != 1 || scaleY != 1
        var pathData = ""
        for (index, line) in text.layout.lines.enumerated() {
            let baseline = laidOut.minY + line.baseline
            let start = text.lineStart(width: line.width, in: laidOut)
            for run in text.layout.visualRuns(ofLine: index) {
                for glyph in run.glyphs {
                    guard let outline = run.font.outline(of: glyph.glyph) else { continue }
                    var origin = Point(x: start + glyph.x, y: baseline - glyph.y)
                    if isScaled {
                        origin = Point(x: frame.minX + (origin.x - frame.minX) * scaleX, y: frame.minY + (origin.y - frame.minY) * scaleY)
                    }
                    pathData += Self.pathData(of: outline, at: origin, scaleX: scaleX, scaleY: scaleY)
                }
            }
        }
        guard !pathData.isEmpty else { return }
        element("path", [("role", "img"), ("aria-label", text.shownText)]
            + paint(text.fill, as: "fill", over: frame) + [("d", pathData)])
    }

    /// SVG path commands for an outline whose origin sits at `origin`, flipping y (fonts grow upward,
    /// SVG downward). Absolute commands, so glyphs concatenate into one path.
    static func pathData(of outline: GlyphOutline, at origin: Point, scaleX: Double = 1, scaleY: Double = 1) -> String {
        func place(_ point: GlyphOutline.Point) -> String {
            SVGMarkup.numbers(origin.x + point.x * scaleX, origin.y - point.y * scaleY)
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
