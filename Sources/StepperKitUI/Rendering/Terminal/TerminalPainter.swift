import StepperKitText

/// Paints a laid-out tree onto a ``TerminalGrid`` as the walk goes back to front: one small function
/// per kind of content, frames mapped to cells of ``TerminalRenderer/cellSize``.
struct TerminalPainter: LaidOutNodeVisitor {
    private(set) var grid: TerminalGrid
    /// Where frames fall on the grid.
    private let geometry: TerminalGeometry
    /// The cells each drawn thing takes, found before painting, which text lines keep clear of.
    private let occupancy: TerminalOccupancy
    private let colors: Bool
    /// The columns each focused control being walked draws in (its icons and text, seen or not),
    /// innermost last, with the control's walk order.
    private var focusSpans: [(order: Int, spans: [Range<Int>])] = []
    /// The frames and kinds of the nodes being walked, outermost first: where a text sits in what holds it.
    private var ancestors: [(frame: Rect, kind: LaidOutNode.Kind)] = []

    /// A painter for a tree whose root has a frame, and what the tree's drawn things take on its grid.
    init(root: Rect, occupancy: TerminalOccupancy, colors: Bool) {
        geometry = TerminalGeometry(origin: root.origin)
        self.occupancy = occupancy
        self.colors = colors
        let cell = TerminalRenderer.cellSize
        // Lines closer than a row push the lines after them down, below the root's rows at its bottom.
        let rows = max(TerminalGeometry.cell(root.height / cell.height), occupancy.rowsForPushedLines)
        grid = TerminalGrid(columns: TerminalGeometry.cell(root.width / cell.width), rows: rows)
    }

    /// Paints what a node draws at the opacity it inherits; nodes with no opacity left are not painted.
    /// Below them the walk goes on only to find what a focused control around them draws.
    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        defer { ancestors.append((node.frame, node.kind)) }
        let opacity = context.opacity
        if opacity > 0, node.button?.isFocused == true { focusSpans.append((context.order, [])) }
        var painted: Range<Int>?
        if opacity > 0 {
            switch node.content {
            case .none: break
            case .shape(let shape): paint(shape, in: node.frame, opacity: opacity)
            case .icon(let icon): paint(icon, in: node.frame, opacity: opacity)
            case .text(let text): painted = paint(text, in: node.frame, opacity: opacity, order: context.order)
            }
        }
        if !focusSpans.isEmpty, let span = painted ?? drawnSpan(of: node) {
            for index in focusSpans.indices { focusSpans[index].spans.append(span) }
        }
        return opacity > 0 || !focusSpans.isEmpty ? .visitChildren : .skipChildren
    }

    /// Paints a focused control's indicator over its children.
    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
        ancestors.removeLast()
        guard let last = focusSpans.last, last.order == context.order else { return }
        focusSpans.removeLast()
        paintFocus(around: node, spans: last.spans)
    }

    /// The columns a node's icon or text takes, which a focus indicator around it brackets: for a text
    /// not painted (transparent) or painting nothing, the columns its frame touches.
    private func drawnSpan(of drawn: LaidOutNode) -> Range<Int>? {
        switch drawn.content {
        case .icon(let icon):
            geometry.cells(of: Self.character(of: icon), centredIn: drawn.frame).columns
        case .text:
            geometry.columns(touchedBy: drawn.frame)
        case .none, .shape:
            nil
        }
    }

    /// The focus indicator: brackets in the cells either side of what the control draws (its icons
    /// and text), on its middle row.
    private mutating func paintFocus(around control: LaidOutNode, spans: [Range<Int>]) {
        let columns = spans.isEmpty ? geometry.columns(touchedBy: control.frame)
            : (spans.map(\.lowerBound).min() ?? 0)..<(spans.map(\.upperBound).max() ?? 0)
        let row = geometry.row(at: control.frame.midY)
        grid.put("[", column: columns.lowerBound - 1, row: row)
        grid.put("]", column: columns.upperBound, row: row)
    }

    // MARK: - Content

    /// A shape: its fill as the cells' background (with colours), and a border of box-drawing
    /// characters around its cells — round corners for everything but rectangles.
    private mutating func paint(_ shape: LaidOutShape, in frame: Rect, opacity: Double) {
        guard Self.isDrawn(shape) else { return }
        let columns = geometry.columns(of: frame)
        let rows = geometry.rows(of: frame)
        guard columns.count >= 2, !rows.isEmpty else { return }
        if colors, let fill = shape.fill {
            grid.paintBackground(opaque(fill, opacity: opacity, column: columns.lowerBound, row: rows.lowerBound),
                                 columns: columns, rows: rows)
        }
        let border = colors ? shape.stroke.map { opaque($0, opacity: opacity, column: columns.lowerBound, row: rows.lowerBound) } : nil
        let box = BoxCharacters(shape.kind)
        guard rows.count >= 2 else {
            grid.put(box.leftCap, column: columns.lowerBound, row: rows.lowerBound, foreground: border)
            grid.put(box.rightCap, column: columns.upperBound - 1, row: rows.lowerBound, foreground: border)
            return
        }
        let (top, bottom, left, right) = (rows.lowerBound, rows.upperBound - 1, columns.lowerBound, columns.upperBound - 1)
        for column in (left + 1)..<right {
            grid.put(box.horizontal, column: column, row: top, foreground: border)
            grid.put(box.horizontal, column: column, row: bottom, foreground: border)
        }
        for row in (top + 1)..<bottom {
            grid.put(box.vertical, column: left, row: row, foreground: border)
            grid.put(box.vertical, column: right, row: row, foreground: border)
        }
        grid.put(box.topLeft, column: left, row: top, foreground: border)
        grid.put(box.topRight, column: right, row: top, foreground: border)
        grid.put(box.bottomLeft, column: left, row: bottom, foreground: border)
        grid.put(box.bottomRight, column: right, row: bottom, foreground: border)
    }

    /// An icon: one character centred on the icon's frame.
    private mutating func paint(_ icon: LaidOutIcon, in frame: Rect, opacity: Double) {
        let character = Self.character(of: icon)
        let (row, columns) = geometry.cells(of: character, centredIn: frame)
        let column = columns.lowerBound
        grid.put(character, column: column, row: row, foreground: foreground(icon.fill, opacity: opacity, column: column, row: row))
    }

    /// Whether a shape is drawn: it has a fill or a stroke with some colour to show.
    static func isDrawn(_ shape: LaidOutShape) -> Bool {
        let paints = [shape.fill, shape.lineWidth > 0 ? shape.stroke : nil].compactMap { $0 }
        return paints.contains { $0.colors.contains { $0.opacity > 0 } }
    }

    /// The character an icon is drawn as; a mirrored icon draws the Unicode mirror of its character
    /// ("›" becomes "‹").
    static func character(of icon: LaidOutIcon) -> Character {
        let drawn = icon.glyph.terminalCharacter ?? "•"
        return icon.isMirrored ? mirrored(drawn) : drawn
    }

    /// Text: the layout's own lines, each on a row of its own, never wrapped again; returns the
    /// columns drawn in.
    ///
    /// Lines are measured in points and cells are not points: a line that fits its frame may need more
    /// cells than the frame touches. Such a line starts at its leading edge and takes the blank cells
    /// beside the frame; it is cut with "…" only where something else drawn (a border, an icon, another
    /// text, the screen's edge) leaves it too few. The lines of a paragraph start at their leading edges
    /// too, so they stay aligned; a single line that fits keeps the edge it shares with what holds it, or is
    /// centred on where it was laid out.
    private mutating func paint(_ text: LaidOutText, in frame: Rect, opacity: Double, order: Int) -> Range<Int>? {
        let own = geometry.columns(of: frame)
        let touched = geometry.columns(touchedBy: frame)
        // The lines of a paragraph share their leading edge, as they were laid out.
        let isAligned = text.layout.lines.count > 1
        var drawn: Range<Int>?
        for (line, row) in zip(text.layout.lines, geometry.lineRows(of: text, in: frame).rows) {
            let room = room(own: own, touched: touched, row: row, order: order)
            guard !room.isEmpty else { continue }
            let shown = Self.clipped(line.text, toCells: room.count)
            let width = TerminalCells.width(of: shown)
            let lineStart = text.lineStart(width: line.width, in: frame)
            let wanted: Int
            if isAligned || width > touched.count {
                wanted = text.layoutDirection == .rightToLeft
                    ? geometry.column(at: lineStart + line.width) - width : geometry.column(at: lineStart)
            } else {
                // A single line keeps the side it was laid out against, so the texts of a leading
                // stack start in one column, and a centred one stays centred.
                switch edge(of: frame) {
                case .left: wanted = geometry.column(at: lineStart)
                case .right: wanted = geometry.column(at: lineStart + line.width) - width
                case .centre: wanted = geometry.startColumn(centredAt: lineStart + line.width / 2, width: width)
                }
            }
            var column = min(max(wanted, room.lowerBound), room.upperBound - width)
            let start = column
            let color = foreground(text.fill, opacity: opacity, column: column, row: row)
            for character in shown {
                column += grid.put(character, column: column, row: row, foreground: color)
            }
            guard column > start else { continue }
            drawn = drawn.map { min($0.lowerBound, start)..<max($0.upperBound, column) } ?? start..<column
        }
        return drawn
    }

    /// The side a frame was laid out against in the nearest node around it that is wider: the edge it shares
    /// with that node, or neither (centred, as wide, or one of a row's or a custom layout's children).
    private enum Edge { case left, right, centre }

    private func edge(of frame: Rect) -> Edge {
        let tolerance = 0.5
        guard let around = ancestors.last(where: {
            abs($0.frame.minX - frame.minX) > tolerance || abs($0.frame.maxX - frame.maxX) > tolerance
        }) else { return .centre }
        // In a row its place comes from its neighbours, and centring splits the rounding between them.
        if around.kind == .hStack || around.kind == .layout { return .centre }
        let left = abs(around.frame.minX - frame.minX) <= tolerance
        let right = abs(around.frame.maxX - frame.maxX) <= tolerance
        return left == right ? .centre : left ? .left : .right
    }

    /// The columns of the grid a line may take on its row.
    ///
    /// Those its frame covers (`own`); those it touches beyond them unless an icon or another text
    /// takes them (a border under the text does not); and from there the cells to either side that
    /// nothing else takes or has drawn in.
    private func room(own: Range<Int>, touched: Range<Int>, row: Int, order: Int) -> Range<Int> {
        guard (0..<grid.rows).contains(row) else { return 0..<0 }
        func isOwn(_ column: Int) -> Bool {
            own.contains(column) || !occupancy.isTaken(column: column, row: row, byOtherThan: order, bordersToo: false)
        }
        func isFree(_ column: Int) -> Bool {
            grid.isBlank(column: column, row: row) && !occupancy.isTaken(column: column, row: row, byOtherThan: order)
        }
        var lower = own.lowerBound
        var upper = max(own.upperBound, lower)
        while lower > touched.lowerBound, isOwn(lower - 1) { lower -= 1 }
        while upper < touched.upperBound, isOwn(upper) { upper += 1 }
        lower = min(max(lower, 0), grid.columns)
        upper = max(min(upper, grid.columns), lower)
        while lower > 0, isFree(lower - 1) { lower -= 1 }
        while upper < grid.columns, isFree(upper) { upper += 1 }
        return lower..<upper
    }

    /// A character's mirror image ("‹" for "›"), or itself: the pairs of Unicode's Bidi_Mirroring_Glyph
    /// that directional icons draw with, and arrows and triangles, which that property leaves out.
    static func mirrored(_ character: Character) -> Character {
        let pairs: [(Character, Character)] = [("‹", "›"), ("<", ">"), ("«", "»"), ("(", ")"), ("[", "]"), ("←", "→"), ("◀", "▶"), ("◂", "▸")]
        for (left, right) in pairs {
            if character == left { return right }
            if character == right { return left }
        }
        return character
    }

    /// `text` cut to at most `cells` cells, ending with "…" when cut.
    static func clipped(_ text: String, toCells cells: Int) -> String {
        guard TerminalCells.width(of: text) > cells else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let width = TerminalCells.width(of: character)
            guard used + width <= cells - 1 else { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    // MARK: - Colours

    /// A fill's colour for a character at a cell, when colours are on.
    private func foreground(_ fill: ResolvedFill, opacity: Double, column: Int, row: Int) -> Color? {
        colors ? opaque(fill, opacity: opacity, column: column, row: row) : nil
    }

    /// A fill's average colour at `opacity`, composited over what the cell shows (white when nothing).
    private func opaque(_ fill: ResolvedFill, opacity: Double, column: Int, row: Int) -> Color {
        let backdrop = grid.background(column: column, row: row) ?? .background
        return fill.representativeColor.opacity(opacity).composited(over: backdrop)
    }
}

/// The box-drawing characters of a shape's border.
private struct BoxCharacters {
    let topLeft, topRight, bottomLeft, bottomRight: Character
    let horizontal: Character = "─"
    let vertical: Character = "│"
    /// The ends of a border one row tall.
    let leftCap, rightCap: Character

    init(_ kind: ShapeKind) {
        if case .rectangle = kind.storage {
            (topLeft, topRight, bottomLeft, bottomRight, leftCap, rightCap) = ("┌", "┐", "└", "┘", "[", "]")
        } else {
            (topLeft, topRight, bottomLeft, bottomRight, leftCap, rightCap) = ("╭", "╮", "╰", "╯", "(", ")")
        }
    }
}
