extension SVGWriter {
    /// Draws an icon: its grid's path data scaled onto the frame (mirrored for a directional icon
    /// right to left), filled with the glyph's rule.
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
        element("path", [
            ("transform", "translate(\(SVGMarkup.numbers(left, frame.minY))) scale(\(mirroredScale))"),
            ("fill-rule", icon.glyph.fillRule == .nonZero ? "nonzero" : "evenodd"),
        ] + paint(icon.fill, as: "fill", over: frame) + [("d", icon.glyph.pathData)])
    }
}
