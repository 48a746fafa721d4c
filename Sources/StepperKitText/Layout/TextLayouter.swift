/// One text laid out in as many containers as asked, analysing and shaping it only once.
///
/// A layout engine asks a text for its size at several widths (a stack probes its children at zero,
/// at infinity and at their share). ``Font/layout(_:in:direction:language:hyphenator:)`` starts from scratch
/// each time; a layouter finds the line breaks and the bidirectional runs once, shapes the text once,
/// and reads every candidate line's width from that, so later containers cost little. The layouts
/// are exactly the ones ``Font/layout(_:in:direction:language:hyphenator:)`` makes.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// var layouter = try TextLayouter("Añadir al carrito", font: font)
/// layouter.layout(in: TextContainer(width: 90)).lines.map(\.text)   // ["Añadir al", "carrito"]
/// layouter.layout(in: TextContainer()).lines.map(\.text)            // ["Añadir al carrito"]
/// layouter.widestUnbreakableWidth()                                 // 55.325: "Añadir"
/// layouter.idealWidth()                                             // 136.506
/// ```
public struct TextLayouter: Sendable {
    /// The analysis and its memos, shared by copies until one of them learns something (copy on
    /// write): a layout engine hands each screen's text a copy of its cached layouter, and most
    /// screens only read layouts it already made.
    private var engine: LineLayout
    /// The point size laid out at: the analysis is in font units, the same at every size, so a
    /// resized copy shares it.
    private var size: Double

    /// Gives this layouter an analysis of its own before it changes the analysis's memos.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&engine) { engine = engine.copy() }
    }

    /// A layouter for some text in a font; it fails only when ICU cannot find the line breaks.
    ///
    /// - Parameters:
    ///   - text: The text to lay out.
    ///   - font: The font it is measured and drawn with.
    ///   - direction: How the paragraph's base direction is chosen; by default from its first strong
    ///     letter. Pass the interface's direction (``TextDirection/init(localeIdentifier:)``) with
    ///     ``ParagraphDirection/fixed(_:)`` to lay text out as the locale reads.
    ///   - language: The BCP 47 tag HarfBuzz shapes with ("ar", "sr-Cyrl"), choosing OpenType
    ///     language forms; nil for HarfBuzz's default.
    ///   - hyphenator: Where a word wider than its line may be broken with a hyphen (the text's
    ///     locale's, `try? Hyphenator(localeIdentifier:)`); nil splits such a word between graphemes.
    public init(
        _ text: String, font: Font, direction: ParagraphDirection = .automatic, language: String? = nil, hyphenator: Hyphenator? = nil
    ) throws(LineBreakError) {
        engine = try LineLayout(text: text, font: font, direction: direction, language: language, hyphenator: hyphenator)
        size = font.size
    }

    /// The same text and face at another point size, analysed and shaped no more.
    ///
    /// HarfBuzz shapes at the em scale, so every width is in font units until it is converted at
    /// the end: a text measured at many sizes of one face (Dynamic Type) is shaped once. The
    /// layouts are exactly those of a layouter made at that size.
    ///
    /// ```swift
    /// let body = try TextLayouter("Añadir al carrito", font: Font(.family("DejaVu Sans"), size: 17))
    /// var large = body.resized(to: 34)
    /// large.idealWidth()   // 273.012: twice 136.506
    /// ```
    public func resized(to size: Double) -> TextLayouter {
        var copy = self
        // The size a font of that size has (below zero or not finite counts as zero).
        copy.size = engine.font.resized(to: size).size
        return copy
    }

    /// The same text in another font, its line breaks and bidirectional runs found no more: only
    /// the runs a face lacks characters for are split again and the text is shaped with the font.
    /// The layouts are exactly those of a layouter made with that font.
    package func refaced(to font: Font) -> TextLayouter {
        TextLayouter(engine: LineLayout(engine, font: font), size: font.size)
    }

    private init(engine: LineLayout, size: Double) {
        self.engine = engine
        self.size = size
    }

    /// The text being laid out.
    public var text: String { engine.text }

    /// The font it is laid out in (before any scaling to fit).
    public var font: Font {
        let analysed = engine.font
        return analysed.size == size ? analysed : analysed.resized(to: size)
    }

    /// The paragraph's base direction, resolved from the text when chosen automatically.
    public var direction: TextDirection { engine.paragraph.direction }

    /// Where words wider than a line are hyphenated; nil when they are split between graphemes.
    public var hyphenator: Hyphenator? { engine.hyphenator }

    /// The text laid out in a container, as the font's layout method would lay it out.
    public mutating func layout(in container: TextContainer = TextContainer()) -> TextLayout {
        if let known = engine.madeLayout(in: container, size: size) { return known }
        makeUnique()
        return engine.makeAndKeep(in: container, font: font)
    }

    /// The width of the widest unbreakable segment.
    ///
    /// (the widest word with what sticks to it, such as "¿Añadir" or "10 €" joined by a no-break space),
    /// trailing white space left out, in points at full size: the narrowest the text can be laid out
    /// without splitting a word between graphemes.
    ///
    /// A container at least this wide gives a layout without ``TextLayout/wordSplits``; a layout
    /// engine's narrowest probe can ask this instead of wrapping the text at zero width.
    public mutating func widestUnbreakableWidth() -> Double {
        makeUnique()
        return font.points(fromUnits: engine.widestUnbreakableUnits())
    }

    /// The width of the text without a width limit (its ideal width): the widest line between line
    /// separators, in points at full size.
    public mutating func idealWidth() -> Double {
        makeUnique()
        return font.points(fromUnits: engine.idealUnits())
    }

    /// Whether the layouter keeps each layout it makes by point size and container, and returns it
    /// when asked again: for a layout engine's shared analyses (see `LineLayout.memoizesLayouts`).
    package var memoizesLayouts: Bool {
        get { engine.memoizesLayouts }
        set {
            makeUnique()
            engine.memoizesLayouts = newValue
        }
    }

    /// How many facts the layouter has learnt (shaped pieces, truncated candidates, the widest
    /// segment): it grows when a layout learns one, so a cache that handed out a copy can tell
    /// whether to keep the copy instead.
    package var learnedFacts: Int { engine.learned }

    /// The work done so far, for tests that check how it grows.
    var statistics: LayoutStatistics { engine.statistics }
}
