import StepperKitText

/// Paints a laid-out tree onto a ``TerminalGrid`` as the walk goes back to front: one small function
/// per kind of content, frames mapped to cells of ``TerminalRenderer/cellSize``.
struct TerminalPainter: LaidOutNodeVisitor {
    private(set) var grid: TerminalGrid
    /// The root's top-left corner: the grid's origin.
    private let origin: Point
    private let colors: Bool
    /// The columns each focused control being walked draws in (its icons and text, seen or not),
    /// innermost last, with the control's walk order.
    private var focusSpans: [(order: Int, spans: [Range<Int>])] = []

    init(root: Rect, colors: Bool) {
        origin = root.origin
        self.colors = colors
        let cell = TerminalRenderer.cellSize
        grid = TerminalGrid(columns: Self.cell(root.width / cell.width), rows: Self.cell(root.height / cell.height))
    }

    /// Paints what a node draws at the opacity it inherits; nodes with no opacity left are not painted.
    /// Below them the walk goes on only to find what a focused control around them draws.
    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        let opacity = context.opacity
        if opacity > 0, node.button?.isFocused == true { focusSpans.append((context.order, [])) }
        if !focusSpans.isEmpty, let span = drawnSpan(of: node) {
            for index in focusSpans.indices { focusSpans[index].spans.append(span) }
        }
        guard opacity > 0 else { return focusSpans.isEmpty ? .skipChildren : .visitChildren }
        switch node.content {
        case .none: break
        case .shape(let shape): paint(shape, in: node.frame, opacity: opacity)
        case .icon(let icon): paint(icon, in: node.frame, opacity: opacity)
        case .text(let text): paint(text, in: node.frame, opacity: opacity)
        }
        return .visitChildren
    }

    /// Paints a focused control's indicator over its children.
    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
        guard let last = focusSpans.last, last.order == context.order else { return }
        focusSpans.removeLast()
        paintFocus(around: node, spans: last.spans)
    }

    /// The columns a node's icon or text takes, which a focus indicator around it brackets.
    private func drawnSpan(of drawn: LaidOutNode) -> Range<Int>? {
        switch drawn.content {
        case .icon(let icon):
            let width = TerminalCells.width(of: icon.glyph.terminalCharacter ?? "•")
            let start = startColumn(centredAt: drawn.frame.midX, width: width)
            return start..<(start + width)
        case .text:
            return columns(touchedBy: drawn.frame)
        case .none, .shape:
            return nil
        }
    }

    /// The focus indicator: brackets in the cells either side of what the control draws (its icons
    /// and text), on its middle row.
    private mutating func paintFocus(around control: LaidOutNode, spans: [Range<Int>]) {
        let columns = spans.isEmpty ? columns(touchedBy: control.frame)
            : (spans.map(\.lowerBound).min() ?? 0)..<(spans.map(\.upperBound).max() ?? 0)
        let row = Self.floorCell((control.frame.midY - origin.y) / TerminalRenderer.cellSize.height)
        grid.put("[", column: columns.lowerBound - 1, row: row)
        grid.put("]", column: columns.upperBound, row: row)
    }

    // MARK: - Content

    /// A shape: its fill as the cells' background (with colours), and a border of box-drawing
    /// characters around its cells — round corners for everything but rectangles.
    private mutating func paint(_ shape: LaidOutShape, in frame: Rect, opacity: Double) {
        let paints = [shape.fill, shape.lineWidth > 0 ? shape.stroke : nil].compactMap { $0 }
        guard paints.contains(where: { $0.colors.contains { $0.opacity > 0 } }) else { return }
        let columns = columns(of: frame)
        let rows = rows(of: frame)
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
        let drawn = icon.glyph.terminalCharacter ?? "•"
        // A mirrored icon draws the Unicode mirror of its character ("›" becomes "‹").
        let character = icon.isMirrored ? Self.mirrored(drawn) : drawn
        let row = Self.floorCell((frame.midY - origin.y) / TerminalRenderer.cellSize.height)
        let column = startColumn(centredAt: frame.midX, width: TerminalCells.width(of: character))
        grid.put(character, column: column, row: row, foreground: foreground(icon.fill, opacity: opacity, column: column, row: row))
    }

    /// Text: each line on the row of its middle, centred on where it was laid out, clipped to every
    /// column the frame touches, with an ellipsis where it is cut.
    ///
    /// Lines are measured in points and cells are not points: a line that fits its frame may need
    /// more cells than the frame touches. Then the words are wrapped again to the cells, on
    /// consecutive rows from the first line's, so no word is lost to an ellipsis.
    private mutating func paint(_ text: LaidOutText, in frame: Rect, opacity: Double) {
        let metrics = text.layout.font.metrics
        let allowed = columns(touchedBy: frame)
        let cells = max(allowed.count, 1)
        if !text.isTruncated, text.layout.lines.contains(where: { TerminalCells.width(of: $0.text) > cells }) {
            let top = frame.minY + metrics.lineHeight / 2
            let firstRow = Self.floorCell((top - origin.y) / TerminalRenderer.cellSize.height)
            for (index, line) in Self.wrapped(text.fullText, toCells: cells).enumerated() {
                let row = firstRow + index
                var column = allowed.lowerBound
                let color = foreground(text.fill, opacity: opacity, column: column, row: row)
                for character in line {
                    column += grid.put(character, column: column, row: row, foreground: color)
                }
            }
            return
        }
        for line in text.layout.lines {
            let middle = frame.minY + line.baseline - metrics.ascent + metrics.lineHeight / 2
            let row = Self.floorCell((middle - origin.y) / TerminalRenderer.cellSize.height)
            let shown = Self.clipped(line.text, toCells: max(allowed.count, 1))
            let width = TerminalCells.width(of: shown)
            let centred = startColumn(centredAt: text.lineStart(width: line.width, in: frame) + line.width / 2, width: width)
            var column = min(max(centred, allowed.lowerBound), max(allowed.upperBound - width, allowed.lowerBound))
            let color = foreground(text.fill, opacity: opacity, column: column, row: row)
            for character in shown {
                column += grid.put(character, column: column, row: row, foreground: color)
            }
        }
    }

    // MARK: - Cells

    /// The columns a frame covers: its edges rounded to the nearest cell boundary.
    private func columns(of frame: Rect) -> Range<Int> {
        let width = TerminalRenderer.cellSize.width
        let start = Self.cell((frame.minX - origin.x) / width)
        return start..<max(start, Self.cell((frame.maxX - origin.x) / width))
    }

    /// Every column a frame touches: its edges rounded outward, so text keeps the cells it overlaps.
    private func columns(touchedBy frame: Rect) -> Range<Int> {
        let width = TerminalRenderer.cellSize.width
        let start = Self.floorCell((frame.minX - origin.x) / width)
        return start..<max(start, Self.floorCell(((frame.maxX - origin.x) / width).rounded(.up)))
    }

    /// The rows a frame covers: its edges rounded to the nearest cell boundary.
    private func rows(of frame: Rect) -> Range<Int> {
        let height = TerminalRenderer.cellSize.height
        let start = Self.cell((frame.minY - origin.y) / height)
        return start..<max(start, Self.cell((frame.maxY - origin.y) / height))
    }

    /// The first column of `width` cells centred on `x` points.
    private func startColumn(centredAt x: Double, width: Int) -> Int {
        Self.cell((x - origin.x) / TerminalRenderer.cellSize.width - Double(width) / 2)
    }

    /// A cell boundary: `value` rounded to the nearest whole number, clamped far from overflow.
    private static func cell(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e6), 1e6).rounded()) : 0
    }

    /// The cell that holds `value`.
    private static func floorCell(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value, -1e6), 1e6).rounded(.down)) : 0
    }

    /// `text` wrapped at spaces and line separators into lines of at most `cells` cells; a word wider
    /// than a line is cut with "…" (a no-break space joins words, as in "7,00 €").
    static func wrapped(_ text: String, toCells cells: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TerminalCells.width(of: candidate) <= cells {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = clipped(String(word), toCells: cells)
                }
            }
            lines.append(line)
        }
        return lines
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
