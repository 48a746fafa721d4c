/// The vector drawing of an icon: an SVG path on its own grid, with the rule that fills it.
public struct IconGlyph: Hashable, Sendable {
    /// The grid the path is drawn on, such as 24×24.
    public let gridSize: Size
    /// SVG path data in grid units.
    public let pathData: String
    /// The one character a terminal draws the icon as, or nil for "•".
    public let terminalCharacter: Character?
    /// Whether the icon points along the reading direction and is mirrored right to left.
    ///
    /// A chevron or an arrow is mirrored in right-to-left layouts, as SF Symbols are; a cart, a plus
    /// or a minus is not.
    public let mirrorsInRightToLeft: Bool
    /// Which parts of the path are inside: even-odd for the kit's drawings, nonzero for font glyphs.
    public let fillRule: FillRule

    /// How a path's overlapping contours fill, as SVG's fill rule says.
    public enum FillRule: Hashable, Sendable {
        /// A point is inside when a ray from it crosses the path an odd number of times.
        case evenOdd
        /// A point is inside when the contours around it do not wind to zero, as fonts are designed.
        case nonZero
    }

    /// A glyph from its grid, path data and terminal character.
    ///
    /// Pass `mirrorsInRightToLeft` for icons that point along the reading direction, and
    /// `fillRule: .nonZero` for a path drawn as a font glyph is.
    public init(
        gridSize: Size, pathData: String, terminalCharacter: Character? = nil, mirrorsInRightToLeft: Bool = false,
        fillRule: FillRule = .evenOdd
    ) {
        self.gridSize = gridSize
        self.pathData = pathData
        self.terminalCharacter = terminalCharacter
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.fillRule = fillRule
    }

    /// The icon's size when drawn at a font's point size, its height matching the point size.
    ///
    /// An SF Symbol at 17 pt is about 17 pt tall, so the grid's height maps to the point size and the width
    /// keeps the aspect ratio; a glyph from an icon font has its em box as its grid, so the em is the point size.
    public func size(forPointSize pointSize: Double) -> Size {
        guard gridSize.height > 0 else { return .zero }
        return Size(width: pointSize * gridSize.width / gridSize.height, height: pointSize)
    }
}
