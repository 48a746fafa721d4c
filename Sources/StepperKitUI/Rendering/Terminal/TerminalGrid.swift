import StepperKitText

/// A grid of terminal cells that characters are written into, wide ones taking two cells.
struct TerminalGrid {
    /// One cell: the character drawn in it ("" for the second half of a wide character) and its colours.
    struct Cell: Equatable {
        var text = " "
        var isContinuation = false
        var foreground: Color?
        var background: Color?
    }

    let columns: Int
    let rows: Int
    private var cells: [[Cell]]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Array(repeating: Cell(), count: self.columns), count: self.rows)
    }

    /// The background colour of a cell, if one was painted.
    func background(column: Int, row: Int) -> Color? {
        contains(column: column, row: row) ? cells[row][column].background : nil
    }

    /// Whether a cell on the grid shows nothing: no character written, not half of a wide one.
    func isBlank(column: Int, row: Int) -> Bool {
        contains(column: column, row: row) && cells[row][column].text == " " && !cells[row][column].isContinuation
    }

    /// Paints the background of the cells in `columns` × `rows` that are on the grid.
    mutating func paintBackground(_ color: Color, columns: Range<Int>, rows: Range<Int>) {
        for row in rows.clamped(to: 0..<self.rows) {
            for column in columns.clamped(to: 0..<self.columns) {
                cells[row][column].background = color
            }
        }
    }

    /// Writes one character at a cell; it takes ``TerminalCells`` cells and is dropped when it does
    /// not fit on the grid or takes none. A wide character that is partly overwritten is blanked.
    /// Returns the cells it took.
    @discardableResult
    mutating func put(_ character: Character, column: Int, row: Int, foreground: Color? = nil) -> Int {
        let width = TerminalCells.width(of: character)
        guard width > 0, contains(column: column, row: row), column + width <= columns else { return 0 }
        for covered in column..<(column + width) {
            if cells[row][covered].isContinuation, covered == column, column > 0 {
                blank(column: column - 1, row: row)
            }
            if covered == column + width - 1, covered + 1 < columns, cells[row][covered + 1].isContinuation {
                blank(column: covered + 1, row: row)
            }
        }
        cells[row][column].text = String(character)
        cells[row][column].isContinuation = false
        cells[row][column].foreground = foreground
        if width == 2 {
            cells[row][column + 1].text = ""
            cells[row][column + 1].isContinuation = true
            cells[row][column + 1].foreground = foreground
        }
        return width
    }

    /// The rows as text, trailing blank cells trimmed; with `colors`, each run of colours starts with
    /// its 24-bit SGR escape and a styled line ends with a reset.
    func lines(colors: Bool) -> [String] {
        cells.map { row in
            let used = row.lastIndex { cell in
                cell.text != " " || cell.isContinuation || (colors && cell.background != nil)
            }.map { $0 + 1 } ?? 0
            var line = ""
            var style = ""
            for cell in row[..<used] {
                let cellStyle = colors ? Self.escape(cell) : ""
                if cellStyle != style {
                    line += (style.isEmpty ? "" : Self.reset) + cellStyle
                    style = cellStyle
                }
                line += cell.text
            }
            return line + (style.isEmpty ? "" : Self.reset)
        }
    }

    // MARK: - Internal

    private static let reset = "\u{1B}[0m"

    /// The SGR escape of a cell's colours, empty when it has none; a space shows no foreground.
    private static func escape(_ cell: Cell) -> String {
        func channels(_ color: Color) -> String {
            [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ";")
        }
        let foreground = cell.text == " " ? "" : cell.foreground.map { "\u{1B}[38;2;\(channels($0))m" } ?? ""
        let background = cell.background.map { "\u{1B}[48;2;\(channels($0))m" } ?? ""
        return foreground + background
    }

    private func contains(column: Int, row: Int) -> Bool {
        (0..<columns).contains(column) && (0..<rows).contains(row)
    }

    private mutating func blank(column: Int, row: Int) {
        cells[row][column].text = " "
        cells[row][column].isContinuation = false
    }
}
