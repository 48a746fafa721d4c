/// The cells each drawn thing of a laid-out tree takes on the terminal grid, found before anything is painted.
///
/// A text line wider in cells than its frame may take blank cells beside it; these tell it which cells
/// something drawn later will take: a shape's border, an icon's character, another text's own cells.
struct TerminalOccupancy: LaidOutNodeVisitor {
    /// One thing's cells on a row, with the walk order of the node that draws it.
    private struct Claim {
        let columns: Range<Int>
        let order: Int
        /// Whether the cells are a shape's border rather than content (an icon, a text).
        let isBorder: Bool
    }

    private let geometry: TerminalGeometry
    /// The claims of each row that has any.
    private var claims: [Int: [Claim]] = [:]
    /// The rows a grid needs for every line pushed down a row to keep one row each: one past the
    /// lowest such line, 0 when none was pushed.
    private(set) var rowsForPushedLines = 0

    init(geometry: TerminalGeometry) {
        self.geometry = geometry
    }

    /// Whether a node other than the one at a walk order draws in a cell.
    ///
    /// Any drawn thing counts, or only content (icons and text) when `bordersToo` is false.
    func isTaken(column: Int, row: Int, byOtherThan order: Int, bordersToo: Bool = true) -> Bool {
        claims[row]?.contains { ($0.order != order) && (bordersToo || !$0.isBorder) && $0.columns.contains(column) } ?? false
    }

    // MARK: - Walking

    /// Records what a node draws; nothing below a node with no opacity left is drawn.
    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        guard context.opacity > 0 else { return .skipChildren }
        switch node.content {
        case .none:
            break
        case .shape(let shape):
            guard TerminalPainter.isDrawn(shape) else { break }
            for cells in geometry.borderCells(of: node.frame) {
                claim(cells.columns, row: cells.row, order: context.order, isBorder: true)
            }
        case .icon(let icon):
            let cells = geometry.cells(of: TerminalPainter.character(of: icon), centredIn: node.frame)
            claim(cells.columns, row: cells.row, order: context.order)
        case .text(let text):
            // A text's own cells: those its frame covers, on the row of each of its lines.
            let columns = geometry.columns(of: node.frame)
            let (rows, isPushed) = geometry.lineRows(of: text, in: node.frame)
            for row in rows { claim(columns, row: row, order: context.order) }
            if isPushed, let last = rows.last { rowsForPushedLines = max(rowsForPushedLines, last + 1) }
        }
        return .visitChildren
    }

    private mutating func claim(_ columns: Range<Int>, row: Int, order: Int, isBorder: Bool = false) {
        guard !columns.isEmpty else { return }
        claims[row, default: []].append(Claim(columns: columns, order: order, isBorder: isBorder))
    }
}
