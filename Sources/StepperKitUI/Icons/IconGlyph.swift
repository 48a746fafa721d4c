/// The vector drawing of an icon: an SVG path on its own grid, filled with the even-odd rule.
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

    /// A glyph from its grid, path data and terminal character.
    ///
    /// Pass `mirrorsInRightToLeft` for icons that point along the reading direction.
    public init(gridSize: Size, pathData: String, terminalCharacter: Character? = nil, mirrorsInRightToLeft: Bool = false) {
        self.gridSize = gridSize
        self.pathData = pathData
        self.terminalCharacter = terminalCharacter
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }

    /// The icon's size when drawn at a font's point size, its height matching the point size.
    ///
    /// An SF Symbol at 17 pt is about 17 pt tall, so the grid's height maps to the point size and the width
    /// keeps the aspect ratio.
    public func size(forPointSize pointSize: Double) -> Size {
        guard gridSize.height > 0 else { return .zero }
        return Size(width: pointSize * gridSize.width / gridSize.height, height: pointSize)
    }
}
