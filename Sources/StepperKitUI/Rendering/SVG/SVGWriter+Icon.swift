extension SVGWriter {
    /// Draws an icon: its grid's path data scaled onto the frame (mirrored for a directional icon
    /// right to left), filled with the glyph's rule.
    ///
    /// The path's transform applies to its paint too, so a gradient is laid on the grid, where it
    /// spans the icon as it spans the frame on screen (a mirrored grid gets it mirrored back).
    mutating func draw(_ icon: LaidOutIcon, in frame: Rect) {
        let grid = icon.glyph.gridSize
        guard grid.width > 0, grid.height > 0, !frame.isEmpty else { return }
        // Six decimals: a scale's rounding error grows with the grid (24 units × 0.0005 is visible).
        let scaleX = SVGMarkup.number(frame.width / grid.width, decimals: 6)
        let scaleY = SVGMarkup.number(frame.height / grid.height, decimals: 6)
        let scale = scaleX == scaleY ? scaleX : scaleX + " " + scaleY
        // A mirrored icon is drawn from its right edge with x flipped.
        let mirroredScale = icon.isMirrored ? "-" + scaleX + " " + scaleY : scale
        let left = icon.isMirrored ? frame.maxX : frame.minX
        let fill = icon.isMirrored ? icon.fill.mirroredHorizontally : icon.fill
        element("path", [
            ("transform", "translate(\(SVGMarkup.numbers(left, frame.minY))) scale(\(mirroredScale))"),
            ("fill-rule", icon.glyph.fillRule == .nonZero ? "nonzero" : "evenodd"),
        ] + paint(fill, as: "fill", over: Rect(x: 0, y: 0, width: grid.width, height: grid.height)) + [("d", icon.glyph.pathData)])
    }
}

extension ResolvedFill {
    /// The paint with its gradient line flipped left for right, for a grid drawn with x flipped.
    fileprivate var mirroredHorizontally: ResolvedFill {
        switch self {
        case .solid: self
        case .linearGradient(let colors, let start, let end):
            .linearGradient(colors, from: UnitPoint(x: 1 - start.x, y: start.y), to: UnitPoint(x: 1 - end.x, y: end.y))
        }
    }
}
