/// Text laid out in a container: its lines, its size, the scale it was drawn at and whether it was
/// truncated.
///
/// ```swift
/// let font = try Font(.family("DejaVu Sans"), size: 17)
/// let layout = try font.layout("Añadir al carrito", in: TextContainer(width: 100, lineLimit: 1))
/// layout.lines.map(\.text)  // ["Añadir al…"]
/// layout.isTruncated        // true
/// layout.width              // 92.869
/// layout.height             // 19.789: one line
/// ```
public struct TextLayout: Hashable, Sendable {
    /// Everything the layout holds, behind one reference: a layout engine hands layouts from its
    /// caches to elements and laid-out trees, and a copy is then one retain rather than one per field.
    private let storage: Storage

    /// The layout's values, immutable.
    private final class Storage: Sendable {
        let lines: [TextLine]
        let font: Font
        let scale: Double
        let isTruncated: Bool
        let wordSplits: [WordSplit]
        let paragraph: BidiParagraph
        /// The widest line and the lines' height, worked out once: a layout engine asks for them at
        /// every measurement.
        let width: Double
        let height: Double

        init(lines: [TextLine], font: Font, scale: Double, isTruncated: Bool, wordSplits: [WordSplit], paragraph: BidiParagraph) {
            self.lines = lines
            self.font = font
            self.scale = scale
            self.isTruncated = isTruncated
            self.wordSplits = wordSplits
            self.paragraph = paragraph
            width = lines.reduce(0) { max($0, $1.width) }
            height = Double(lines.count) * font.metrics.lineHeight
        }
    }

    init(lines: [TextLine], font: Font, scale: Double, isTruncated: Bool, wordSplits: [WordSplit], paragraph: BidiParagraph) {
        storage = Storage(lines: lines, font: font, scale: scale, isTruncated: isTruncated, wordSplits: wordSplits, paragraph: paragraph)
    }

    /// The lines, top to bottom; empty text has one empty line.
    public var lines: [TextLine] { storage.lines }
    /// The font as drawn: the requested font at the layout's scale.
    public var font: Font { storage.font }
    /// The uniform scale applied to fit, from the container's minimum scale factor to 1.
    public var scale: Double { storage.scale }
    /// Whether an ellipsis replaced text that did not fit.
    public var isTruncated: Bool { storage.isTruncated }
    /// The line breaks inside words that the shown lines have, top to bottom; empty when every line
    /// ends at a UAX #14 break opportunity.
    ///
    /// Each is hyphenated (at a dictionary point, with a hyphen drawn) or an emergency break
    /// between graphemes: ``WordSplit/isHyphenated`` tells them apart.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// try font.layout("Copies", in: TextContainer(width: 30)).wordSplits.map(\.utf8Offset)  // [2, 5]
    /// try font.layout("Copies", in: TextContainer(width: 60)).wordSplits                     // []
    /// ```
    public var wordSplits: [WordSplit] { storage.wordSplits }
    /// The text, its runs and its base direction, to draw lines in visual order.
    var paragraph: BidiParagraph { storage.paragraph }

    /// The width of the widest line, in points.
    public var width: Double { storage.width }
    /// The number of lines times the line height of the font as drawn, in points.
    public var height: Double { storage.height }

    /// Whether two layouts show the same lines of the same text in the same font and scale.
    public static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
        let (a, b) = (lhs.storage, rhs.storage)
        return a === b || (a.lines == b.lines && a.font == b.font && a.scale == b.scale && a.isTruncated == b.isTruncated
            && a.wordSplits == b.wordSplits && a.paragraph == b.paragraph)
    }

    /// Hashes the fields equality compares: lines, font, scale, truncation, word splits and paragraph.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.lines)
        hasher.combine(storage.font)
        hasher.combine(storage.scale)
        hasher.combine(storage.isTruncated)
        hasher.combine(storage.wordSplits)
        hasher.combine(storage.paragraph)
    }

    /// The paragraph's base direction: lines start at the left edge when left to right, at the
    /// right edge when right to left.
    public var direction: TextDirection { paragraph.direction }

    /// Whether any shown line ends inside a word, hyphenated or not (see wordSplits).
    public var hasWordSplit: Bool { !wordSplits.isEmpty }

    /// The characters of the text that no installed font draws, each once, in order: they show as
    /// the font's missing-glyph box.
    ///
    /// Characters the font lacks but another installed face has (Arabic digits in Inter, drawn
    /// with DejaVu Sans) are not missing: layout shapes them with that face.
    ///
    /// ```swift
    /// let inter = try Font(.default, size: 17)
    /// try inter.layout("Total ١٢٫٥٠").missingCharacters   // []: DejaVu Sans draws the digits
    /// try inter.layout("\u{11F04}").missingCharacters     // ["\u{11F04}"]: no font has Kawi
    /// ```
    public var missingCharacters: [Unicode.Scalar] { paragraph.missingCharacters }

    // MARK: - Visual order

    /// The runs of a line in drawing order.
    ///
    /// Left to right, each shaped with its direction, script and language, with glyphs positioned from the
    /// line's left edge; empty for an empty line or an index out of range.
    ///
    /// Levels come from the whole paragraph (UAX #9), so a line keeps the order its words have in
    /// the paragraph; a truncated line is reordered on its own, its ellipsis included. The runs'
    /// widths add up to the line's ``TextLine/width``.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// let runs = try font.layout("Hola مرحبا").visualRuns(ofLine: 0)
    /// runs.map(\.text)        // ["Hola ", "مرحبا"]
    /// runs[1].direction       // .rightToLeft: its glyphs run from the last letter on the left
    /// ```
    public func visualRuns(ofLine index: Int) -> [TextRun] {
        guard lines.indices.contains(index) else { return [] }
        let line = lines[index]
        let source = source(of: line)
        let face = font.face.loaded
        let features = font.features
        let language = source.paragraph.language
        let origin = source.range.lowerBound
        var runs: [TextRun] = []
        var x = 0
        source.paragraph.text.utf8.withContiguousStorageIfAvailable { bytes in
            for piece in source.paragraph.visualPieces(in: source.range) {
                let glyphs = face.glyphs(ofItem: piece.range, in: bytes, item: piece.item, language: language, features: features)
                let start = x
                let positioned = glyphs.map { glyph in
                    defer { x += glyph.advance }
                    return PositionedGlyph(
                        glyph: glyph.glyph, utf8Offset: glyph.cluster - origin, x: font.points(fromUnits: x + glyph.xOffset),
                        y: font.points(fromUnits: glyph.yOffset), advance: font.points(fromUnits: glyph.advance)
                    )
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[piece.range]), as: UTF8.self)
                runs.append(TextRun(
                    text: text, font: piece.item.fallback.map { Font(face: $0, size: font.size).with(features: features) } ?? font, utf8Range: (piece.range.lowerBound - origin)..<(piece.range.upperBound - origin),
                    direction: piece.item.isRightToLeft ? .rightToLeft : .leftToRight, bidiLevel: Int(piece.item.level),
                    script: Self.scriptName(piece.item.script), x: font.points(fromUnits: start),
                    width: font.points(fromUnits: x - start), glyphs: positioned
                ))
            }
        }
        return runs
    }

    /// A line's characters in the order they are drawn from the left, for a terminal (which draws characters in the order it receives them).
    ///
    /// Right-to-left runs reversed grapheme by grapheme, brackets mirrored; empty for an index out of
    /// range.
    ///
    /// ```swift
    /// let font = try Font(.family("DejaVu Sans"), size: 17)
    /// try font.layout("Total (مرحبا)").visualText(ofLine: 0)  // "Total (ابحرم)"
    /// try font.layout("שלום (1)").visualText(ofLine: 0)       // "(1) םולש"
    /// ```
    public func visualText(ofLine index: Int) -> String {
        guard lines.indices.contains(index) else { return "" }
        let source = source(of: lines[index])
        return source.paragraph.visualString(in: source.range)
    }

    /// The paragraph a line's levels come from and the line's range in it: the laid-out text, or
    /// for a truncated line its own text with the same base direction.
    private func source(of line: TextLine) -> (paragraph: BidiParagraph, range: Range<Int>) {
        if let range = line.sourceRange { return (paragraph, range) }
        let own = BidiParagraph(text: line.text, direction: paragraph.direction, language: paragraph.language, face: font.face.loaded)
        return (own, 0..<own.byteCount)
    }

    /// A big-endian ISO 15924 tag as its four letters; empty for 0.
    private static func scriptName(_ tag: UInt32) -> String {
        guard tag != 0 else { return "" }
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
