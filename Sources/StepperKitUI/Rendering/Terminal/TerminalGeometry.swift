import StepperKitText

/// Where frames fall on a terminal grid whose origin is the root's top-left corner.
///
/// Cells are ``TerminalRenderer/cellSize``. The painter and the occupancy walk share it, so the cells a thing is found to take are the cells it is drawn in.
struct TerminalGeometry {
    /// The root's top-left corner: the grid's origin.
    let origin: Point

    // MARK: - Frames

    /// The columns a frame covers: its edges rounded to the nearest cell boundary.
    func columns(of frame: Rect) -> Range<Int> {
        let width = TerminalRenderer.cellSize.width
        let start = Self.cell((frame.minX - origin.x) / width)
        return start..<max(start, Self.cell((frame.maxX - origin.x) / width))
    }

    /// Every column a frame touches: its edges rounded outward.
    func columns(touchedBy frame: Rect) -> Range<Int> {
        let width = TerminalRenderer.cellSize.width
        let start = Self.floorCell((frame.minX - origin.x) / width)
        return start..<max(start, Self.floorCell(((frame.maxX - origin.x) / width).rounded(.up)))
    }

    /// The rows a frame covers: its edges rounded to the nearest cell boundary.
    func rows(of frame: Rect) -> Range<Int> {
        let height = TerminalRenderer.cellSize.height
        let start = Self.cell((frame.minY - origin.y) / height)
        return start..<max(start, Self.cell((frame.maxY - origin.y) / height))
    }

    /// The column boundary nearest to a point, given in points across.
    func column(at x: Double) -> Int {
        Self.cell((x - origin.x) / TerminalRenderer.cellSize.width)
    }

    /// The row that holds a point, given in points down.
    func row(at y: Double) -> Int {
        Self.floorCell((y - origin.y) / TerminalRenderer.cellSize.height)
    }

    /// The first column of a run of cells centred on a point across.
    func startColumn(centredAt x: Double, width: Int) -> Int {
        Self.cell((x - origin.x) / TerminalRenderer.cellSize.width - Double(width) / 2)
    }

    // MARK: - Content

    /// The row of each laid-out line of a text: the row of the line's middle, and always below the line
    /// above's, so that no two lines share a row however tight their spacing; and whether a line was
    /// pushed below its middle's row for that.
    func lineRows(of text: LaidOutText, in frame: Rect) -> (rows: [Int], isPushed: Bool) {
        let metrics = text.layout.font.metrics
        var rows: [Int] = []
        var isPushed = false
        rows.reserveCapacity(text.layout.lines.count)
        for line in text.layout.lines {
            let middle = row(at: frame.minY + line.baseline - metrics.ascent + metrics.lineHeight / 2)
            let row = rows.last.map { max(middle, $0 + 1) } ?? middle
            isPushed = isPushed || row != middle
            rows.append(row)
        }
        return (rows, isPushed)
    }

    /// The cells an icon's character takes: centred on its frame, on the row of its middle.
    func cells(of character: Character, centredIn frame: Rect) -> (row: Int, columns: Range<Int>) {
        let width = TerminalCells.width(of: character)
        let start = startColumn(centredAt: frame.midX, width: width)
        return (row(at: frame.midY), start..<(start + width))
    }

    /// The cells a shape's border of box-drawing characters takes, row by row; none for a shape
    /// narrower than two columns or shorter than a row, which is not drawn.
    func borderCells(of frame: Rect) -> [(row: Int, columns: Range<Int>)] {
        let columns = columns(of: frame)
        let rows = rows(of: frame)
        guard columns.count >= 2, !rows.isEmpty else { return [] }
        let (left, right) = (columns.lowerBound, columns.upperBound - 1)
        guard rows.count >= 2 else { return [(rows.lowerBound, left..<(left + 1)), (rows.lowerBound, right..<(right + 1))] }
        var cells = [(rows.lowerBound, columns), (rows.upperBound - 1, columns)]
        for row in (rows.lowerBound + 1)..<(rows.upperBound - 1) {
            cells += [(row, left..<(left + 1)), (row, right..<(right + 1))]
        }
        return cells
    }

    // MARK: - Internal

    /// A cell boundary: `value` rounded to the nearest whole number, clamped far from overflow.
    static func cell(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e6), 1e6).rounded()) : 0
    }

    /// The cell that holds `value`.
    static func floorCell(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e6), 1e6).rounded(.down)) : 0
    }
}
