/// Draws a laid-out tree as text for a terminal, on a grid of cells 8 pt wide and 16 pt tall.
///
/// Shapes become box-drawing borders, icons characters, and text sits at its place.
///
/// Widths are counted in terminal cells with `TerminalCells` (Unicode East Asian Width and emoji
/// presentation through ICU), so "カート" takes six cells and a shopping cart emoji two. Frames map to
/// cells by rounding their edges to the nearest cell. Text is drawn as the layout broke it, one row
/// per laid-out line, never wrapped again. A single line keeps the side it was laid out against (the
/// texts of a leading stack start in one column) or is centred on where it was laid out; the lines of a
/// paragraph start at its leading edge, as laid out. A line that needs more cells than its frame
/// covers (cells are not points) takes blank cells beside it, cut with "…" only where a border, an icon
/// or another text leaves it too few. Trailing spaces and trailing empty lines are trimmed.
///
/// Icons are one character, the icon set's ``IconGlyph/terminalCharacter``: the kit's plus "+", minus
/// "−", trash "✕", cart and cart.badge.plus "🛒"; "•" for an icon without one. The trash is not "🗑":
/// that character has no emoji presentation of its own, and terminals disagree whether it (or "🗑️")
/// takes one cell or two, which would shift the border after it; the emoji used are wide in every
/// terminal.
///
/// ```swift
/// let stepper = try LayoutEngine().layout(AddToCartStepper(quantity: 3), in: EnvironmentValues())
/// print(TerminalRenderer().render(stepper.root))  // the capsule stepper at 3
/// // ╭─────────────╮
/// // │ −    3    + │
/// // ╰─────────────╯
/// ```
public struct TerminalRenderer: Hashable, Sendable {
    /// The size of one cell in points: 8 wide and 16 tall, the 1:2 shape of most terminal fonts.
    public static let cellSize = Size(width: 8, height: 16)

    /// Whether to colour the output with 24-bit ANSI escapes; off by default, so snapshots are plain text.
    ///
    /// Fills become cell backgrounds; text, icons and strokes foregrounds.
    public var colors: Bool

    /// A renderer with or without colours.
    ///
    /// ```swift
    /// let stepper = try LayoutEngine().layout(AddToCartStepper(quantity: 3), in: EnvironmentValues())
    /// TerminalRenderer(colors: true).render(stepper.root)  // "\u{1B}[48;2;101;99;217m╭──…": the gradient's average
    /// ```
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The tree drawn as text: one line per row of cells, joined with newlines, trailing blank rows left out.
    ///
    /// There are as many rows as the root's frame has, or fewer; only a paragraph whose lines are closer
    /// than a row (each takes a row of its own) can add rows at the bottom.
    ///
    /// ```swift
    /// let screen = try LayoutEngine().layout(Text(verbatim: "Añadir"), in: environment)
    /// TerminalRenderer().render(screen.root)  // "Añadir"
    /// ```
    public func render(_ root: LaidOutNode) -> String {
        // Two walks: one finds the cells every drawn thing takes, so that a text line wider in cells than
        // its frame knows where it may spread; the other paints.
        var occupancy = TerminalOccupancy(geometry: TerminalGeometry(origin: root.frame.origin))
        root.walk(with: &occupancy)
        var painter = TerminalPainter(root: root.frame, occupancy: occupancy, colors: colors)
        root.walk(with: &painter)
        let lines = painter.grid.lines(colors: colors)
        let used = lines.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0
        return lines[..<used].joined(separator: "\n")
    }
}
