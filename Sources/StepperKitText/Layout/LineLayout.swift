internal import Synchronization
import StepperKitSupport

/// The layout engine behind ``Font/layout(_:in:direction:language:hyphenator:)`` and ``TextLayouter``: wraps,
/// scales to fit and truncates one text.
///
/// The text is analysed once: ICU's line-break opportunities, its bidirectional and script runs
/// (``BidiParagraph``), and every run shaped once (``ParagraphAdvances``). A candidate line's width
/// is then a difference of prefix sums, plus the short pieces at unsafe cuts shaped on their own,
/// each cut shaped at most once per layouter. So wrapping takes time linear in the text's length:
/// every opportunity is tried about once per layout, and a word split between graphemes walks
/// each grapheme about once.
///
/// Widths are compared in font units: advances do not depend on the size, so every scale reuses
/// them. A line's width leaves out trailing white space, so spaces before a break never cause one.
///
/// A class, so a layouter and its copies share one analysis and read its kept layouts in place
/// (a struct this size was copied whole, a retain per field, on every read through a reference).
/// ``TextLayouter`` copies it (``copy()``) before changing a shared one.
///
/// `@unchecked Sendable` is safe: its memos change only through one owner. ``TextLayouter`` writes
/// through a layout it holds uniquely (`isKnownUniquelyReferenced`, copy on write), so a layout
/// that two layouters share, perhaps on two threads, is only read; the tests that make one use it
/// on one thread.
final class LineLayout: @unchecked Sendable {
    let text: String
    /// The face and features analysed with, at the point size laid out at unless a layout asks for
    /// another (see ``layout(in:size:)``).
    let font: Font
    let paragraph: BidiParagraph
    /// Where words wider than a line may be hyphenated; nil splits them between graphemes.
    let hyphenator: Hyphenator?
    /// Line-break opportunities after the start, in order; the last is the end of non-empty text.
    private let breaks: [Break]
    private let advances: ParagraphAdvances
    /// For an unsafe offset where a line starts: the first safe offset after it and the advance of
    /// the text between them shaped on its own.
    private var startPieces: [Int: (safe: Int, units: Int)] = [:]
    /// For an unsafe offset where a line's content ends: the last safe offset before it and the
    /// advance of the text between them shaped on its own.
    private var endPieces: [Int: (safe: Int, units: Int)] = [:]
    /// Slices with both ends in one unsafe stretch, shaped whole.
    private var slices: [Range<Int>: Int] = [:]
    /// The widest unbreakable segment, in font units, once asked.
    private var widestSegmentUnits: Int?
    /// The ellipsis shaped alone with the paragraph's direction and language, once a line is truncated.
    private var ellipsisUnitsKnown: Int?
    /// The graphemes from each start a line was truncated from (see ``Remainder``).
    private var remainders: [Int: Remainder] = [:]
    /// The hyphenation points of segments wider than a line, by the segment's start (UTF-8 offsets
    /// in the text): the same at every size and in every face.
    private var hyphenationPoints: [Int: [Int]] = [:]
    /// The advances of hyphenated lines, their slice and hyphen shaped together, by slice.
    private var hyphenatedLines: [Range<Int>: Int] = [:]
    /// The pieces of truncated lines' kept slices reshaped at unsafe cuts, by slice
    /// (see ``keptUnits(from:to:cut:)``): where the piece meets the paragraph's glyphs and its
    /// advance, which every size shares (a neighbouring size often tries the same cut).
    private var keptPieces: [KeptPiece: (join: Int, units: Int)] = [:]
    /// The work done so far, counted in debug builds behind a lock: a kept analysis is shared by
    /// threads that lay it out at once (the audit's), and each counts its fit tests into it.
    #if DEBUG
    private let counted: Mutex<LayoutStatistics>
    var statistics: LayoutStatistics { counted.withLock { $0 } }
    @inline(__always)
    private func count(_ body: (inout LayoutStatistics) -> Void) { counted.withLock { body(&$0) } }
    #else
    var statistics: LayoutStatistics { LayoutStatistics() }
    @inline(__always)
    private func count(_ body: (inout LayoutStatistics) -> Void) {}
    #endif
    /// How many facts the memos above have learnt: it grows with each one stored, so whoever keeps
    /// a copy of this layout (a layout engine's cache of analysed texts) knows when a copy it laid
    /// out with has learnt something worth keeping.
    private(set) var learned = 0

    /// The most reshaped kept pieces a layout keeps (see `keptPieces`); it starts again when full,
    /// so a text laid out at ever new widths in a long-running app holds a bounded amount.
    static let memoLimit = 512
    /// The most line starts whose graphemes a layout keeps (see `remainders`), each as long as the text.
    static let remainderLimit = 8

    /// An unsafe stretch longer than this (in UTF-8 bytes) is read from the prefix sums rather than
    /// shaped again at each cut, so a text without a safe offset (a long Arabic word) stays linear.
    static let reshapingLimit = Int(ParagraphAdvances.farAway)

    /// One line-break opportunity.
    struct Break: Sendable {
        /// The UTF-8 offset after which a line may end.
        var offset: Int
        /// Whether the line must end here (after a line feed, carriage return or separator).
        var isMandatory: Bool
        /// Where the content before the opportunity ends: the end of its last grapheme that is not
        /// white space (possibly before the previous opportunity, when the segment is all white space).
        var contentEnd: Int
    }

    /// The graphemes of the text from a line's start on, as truncating that line needs them.
    struct Remainder: Sendable {
        /// Where each grapheme starts, as a UTF-8 offset in the text, and where the last one ends.
        var boundaries: [Int]
        /// The index of the first grapheme that is a line separator.
        var firstSeparator: Int?
        /// The index of the last grapheme that is a line separator.
        var lastSeparator: Int?
    }

    /// A kept slice of a truncated line by its ends and which of them is the cut.
    struct KeptPiece: Hashable, Sendable {
        var start: Int
        var end: Int
        var cut: Cut
    }

    /// One line of the text at one scale.
    struct WrappedLine: Sendable {
        /// The UTF-8 offset where the line starts.
        var start: Int
        /// Where the next line starts: separators and trailing white space included.
        var end: Int
        /// Where the line's shown text ends: trailing white space and separators left out.
        var contentEnd: Int
        /// Whether the line ends inside a word: an emergency break between graphemes, or a
        /// hyphenation point.
        var endsInsideWord: Bool
        /// Whether the line ends at a hyphenation point, with a hyphen drawn after its content.
        var isHyphenated = false
    }

    /// Lines of the text at one scale.
    struct Wrapped: Sendable {
        var lines: [WrappedLine]
        /// Whether a word had to be split between graphemes, or a single grapheme is wider than a line.
        var isCramped: Bool
    }

    init(
        text: String, font: Font, direction: ParagraphDirection = .automatic, language: String? = nil, hyphenator: Hyphenator? = nil
    ) throws(LineBreakError) {
        let paragraph = BidiParagraph(text: text, direction: direction.resolved(for: text), language: language, face: font.face.loaded)
        self.text = paragraph.text
        self.font = font
        self.paragraph = paragraph
        self.hyphenator = hyphenator
        let offsets = try LineBreaks.offsets(in: paragraph.text)
        breaks = Self.breaks(offsets, in: paragraph.text)
        var statistics = LayoutStatistics()
        advances = ParagraphAdvances(paragraph: paragraph, font: font, statistics: &statistics)
        #if DEBUG
        counted = Mutex(statistics)
        #endif
    }

    /// The same text in another font: the line-break opportunities, the bidirectional and script runs
    /// and the graphemes of truncated lines' starts, which do not depend on the font, taken from
    /// `other`; the runs split for the new face and shaped with it.
    init(_ other: LineLayout, font: Font) {
        let paragraph = BidiParagraph(other.paragraph, face: font.face.loaded)
        text = paragraph.text
        self.font = font
        self.paragraph = paragraph
        hyphenator = other.hyphenator
        breaks = other.breaks
        remainders = other.remainders
        hyphenationPoints = other.hyphenationPoints
        var statistics = LayoutStatistics()
        advances = ParagraphAdvances(paragraph: paragraph, font: font, statistics: &statistics)
        #if DEBUG
        counted = Mutex(statistics)
        #endif
    }

    /// A layout with this one's analysis and memos, to change without changing this one.
    func copy() -> LineLayout {
        LineLayout(copying: self)
    }

    private init(copying other: LineLayout) {
        text = other.text
        font = other.font
        paragraph = other.paragraph
        hyphenator = other.hyphenator
        breaks = other.breaks
        advances = other.advances
        hyphenationPoints = other.hyphenationPoints
        hyphenatedLines = other.hyphenatedLines
        startPieces = other.startPieces
        endPieces = other.endPieces
        slices = other.slices
        widestSegmentUnits = other.widestSegmentUnits
        ellipsisUnitsKnown = other.ellipsisUnitsKnown
        remainders = other.remainders
        keptPieces = other.keptPieces
        #if DEBUG
        counted = Mutex(other.statistics)
        #endif
        learned = other.learned
        memoizesLayouts = other.memoizesLayouts
        madeLayouts = other.madeLayouts
    }

    /// The opportunities with the end of the content before each.
    private static func breaks(_ offsets: [(offset: Int, isMandatory: Bool)], in text: String) -> [Break] {
        let utf8 = text.utf8
        var breaks: [Break] = []
        breaks.reserveCapacity(offsets.count)
        var previous = 0
        var previousContentEnd = 0
        for opportunity in offsets {
            var contentEnd = opportunity.offset
            // Most segments end in a letter: when the last byte is ASCII and not white space
            // (U+0009–U+000D, U+0020), the last Character is not white space either — its first scalar,
            // which `Character.isWhitespace` tests, is that byte or a Prepend scalar, never White_Space.
            let last = utf8[utf8.index(utf8.startIndex, offsetBy: contentEnd - 1)]
            if last >= 0x80 || last == 0x20 || (0x09...0x0D).contains(last) {
                var index = utf8.index(utf8.startIndex, offsetBy: contentEnd)
                let floor = utf8.index(utf8.startIndex, offsetBy: previous)
                while index > floor {
                    let before = text.index(before: index)
                    guard text.unicodeScalars[before].properties.isWhitespace else { break }
                    index = before
                }
                contentEnd = utf8.distance(from: utf8.startIndex, to: index)
                if contentEnd <= previous { contentEnd = min(previousContentEnd, previous) }
            }
            breaks.append(Break(offset: opportunity.offset, isMandatory: opportunity.isMandatory, contentEnd: contentEnd))
            previous = opportunity.offset
            previousContentEnd = contentEnd
        }
        return breaks
    }

    // MARK: - Widths

    /// The width of the whole text on one line per paragraph, in font units: the widest line
    /// between mandatory breaks.
    func idealUnits() -> Int {
        var widest = 0
        var lineStart = 0
        for (index, opportunity) in breaks.enumerated() where opportunity.isMandatory || index == breaks.count - 1 {
            widest = max(widest, units(from: lineStart, to: max(lineStart, opportunity.contentEnd)))
            lineStart = opportunity.offset
        }
        return widest
    }

    /// The width of the widest segment between two break opportunities, trailing white space left
    /// out, in font units: the narrowest the text can be without a word split between graphemes.
    func widestUnbreakableUnits() -> Int {
        if let widestSegmentUnits { return widestSegmentUnits }
        var widest = 0
        var start = 0
        for opportunity in breaks {
            widest = max(widest, units(from: start, to: max(start, opportunity.contentEnd)))
            start = opportunity.offset
        }
        widestSegmentUnits = widest
        learned += 1
        return widest
    }

    /// The advance of the bytes `start..<end` shaped as a line on their own, in font units.
    func units(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        let head = startPiece(at: start)
        let tail = endPiece(at: end)
        if head.safe <= tail.safe {
            return head.units + advances.prefix[tail.safe] - advances.prefix[head.safe] + tail.units
        }
        // Both ends are in one unsafe stretch: shape the slice whole.
        if let known = slices[start..<end] { return known }
        let measured = shapedUnits(start..<end)
        slices[start..<end] = measured
        learned += 1
        return measured
    }

    /// Where a line starting at `offset` meets the paragraph's own glyphs, and the advance before it
    /// shaped alone: the start itself when it is safe to break at, else the next cluster safe to
    /// concatenate at (or the run's end; see ``ParagraphAdvances/safeAfter``); the start itself when
    /// that is ``reshapingLimit`` bytes away or more. Unlike an end piece, its own glyphs are not
    /// checked at the splice: HarfBuzz gives no flag for the end of a buffer, as its documentation
    /// of this procedure notes.
    private func startPiece(at offset: Int) -> (safe: Int, units: Int) {
        let distance = advances.safeAfter[offset]
        if distance == 0 || distance == ParagraphAdvances.farAway { return (offset, 0) }
        if let known = startPieces[offset] { return known }
        let safe = offset + Int(distance)
        let piece = (safe, shapedUnits(offset..<safe))
        startPieces[offset] = piece
        learned += 1
        return piece
    }

    /// Where a line ending at `offset` leaves the paragraph's own glyphs, and the advance after it
    /// shaped alone: the end itself when it is safe to break at, else the previous cluster safe to
    /// concatenate at (or the run's start) whose piece's first glyph is safe to concatenate at too;
    /// the end itself when that is ``reshapingLimit`` bytes back or more.
    private func endPiece(at offset: Int) -> (safe: Int, units: Int) {
        let distance = advances.safeBefore[offset]
        if distance == 0 || distance == ParagraphAdvances.farAway { return (offset, 0) }
        if let known = endPieces[offset] { return known }
        // HarfBuzz's procedure: the piece is spliced on where the paragraph is safe to concatenate,
        // if the piece's own first glyph is too; otherwise it starts further back.
        let runStart = paragraph.items[paragraph.itemIndex(at: offset - 1)].range.lowerBound
        var safe = offset - Int(distance)
        while true {
            let piece = shapedPiece(safe..<offset)
            var earlier = safe - 1
            while earlier > runStart, !advances.isJoinable[earlier] { earlier -= 1 }
            if piece.startsJoinable || safe <= runStart || offset - earlier >= Self.reshapingLimit {
                endPieces[offset] = (safe, piece.units)
                learned += 1
                return (safe, piece.units)
            }
            safe = earlier
        }
    }

    /// The advance of a slice within one item, shaped on its own with the item's properties, and
    /// whether its first glyph is safe to concatenate at: whether the text before it may be shaped
    /// apart from it.
    ///
    /// HarfBuzz sees the text in `context` around it (all of it by default), as the joining of
    /// Arabic letters needs: a piece whose line ends at a cut is shaped with nothing after it.
    private func shapedPiece(_ range: Range<Int>, context: Range<Int>? = nil) -> (units: Int, startsJoinable: Bool) {
        let item = paragraph.items[paragraph.itemIndex(at: range.lowerBound)]
        count { $0.countShaping(bytes: range.count) }
        let face = font.face.loaded
        let features = font.features
        let language = paragraph.language
        let context = context ?? 0..<paragraph.byteCount
        let within = (range.lowerBound - context.lowerBound)..<(range.upperBound - context.lowerBound)
        var units = 0
        var first: Bool?
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let seen = UnsafeBufferPointer(rebasing: bytes[context])
            face.forEachGlyph(ofItem: within, in: seen, item: item, language: language, features: features) { glyph in
                if first == nil { first = glyph.cluster == within.lowerBound && !glyph.isUnsafeToConcat && !glyph.isUnsafeToBreak }
                units += glyph.advance
            }
        }
        return (units, first ?? true)
    }

    /// The advance of a slice within one item, shaped on its own with the item's properties.
    private func shapedUnits(_ range: Range<Int>) -> Int {
        shapedPiece(range).units
    }

    // MARK: - Fitting

    /// Lays the text out as SwiftUI's `Text` does in `container`: at the largest scale in
    /// [minimumScaleFactor, 1] at which it fits (within the line limit, no word split), else at the
    /// minimum scale, truncating the last line. With ``memoizesLayouts`` on, a layout made before at
    /// the same size in the same container is returned as it was made.
    ///
    /// `size` is the point size to lay out at (the analysis is the same at every size); nil for the
    /// font's own.
    func layout(in container: TextContainer, size: Double? = nil) -> TextLayout {
        let font = size.map { self.font.resized(to: $0) } ?? self.font
        return madeLayout(in: container, size: font.size) ?? makeAndKeep(in: container, font: font)
    }

    /// Makes the layout in `container` with `font` (the analysis's face at the size laid out at) and
    /// keeps it when ``memoizesLayouts`` is on: for a caller that found none kept (see
    /// ``madeLayout(in:size:)``), so a miss is looked up once.
    func makeAndKeep(in container: TextContainer, font: Font) -> TextLayout {
        let made = makeLayout(in: container, font: font)
        guard memoizesLayouts else { return made }
        if madeLayouts.count >= Self.madeLayoutLimit { madeLayouts.removeAll(keepingCapacity: true) }
        madeLayouts[MadeLayout(size: font.size, container: container)] = made
        learned += 1
        return made
    }

    /// A layout made: the point size and the container, all a layout depends on besides the text's
    /// analysis.
    struct MadeLayout: Hashable, Sendable {
        var size: Double
        var container: TextContainer

        /// One word mixed from the fields `==` compares, with the dictionary's seed, finished by
        /// MurmurHash3's 64-bit finalizer (the multiplications carry low bits up only, and a bucket
        /// is picked by the low bits): no `Hasher` seeded and finalized for each lookup, a kept
        /// layout being looked up on every measurement of every screen.
        func _rawHashValue(seed: Int) -> Int {
            KeyHash.mixed(mixedFields ^ UInt64(bitPattern: Int64(seed)))
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(mixedFields)
        }

        /// One word mixed from the fields `==` compares (each zero's sign dropped, as `==` ignores it).
        private var mixedFields: UInt64 {
            func bits(_ value: Double?) -> UInt64 { value.map { ($0 + 0).bitPattern } ?? 0x7FF8_DEAD_BEEF_0001 }
            var mixed = bits(size) &* 0x9E37_79B9_7F4A_7C15
            mixed = (mixed ^ bits(container.width)) &* 0xC2B2_AE3D_27D4_EB4F
            mixed = (mixed ^ bits(container.minimumScaleFactor)) &* 0x1656_67B1_9E37_79F9
            mixed = (mixed ^ UInt64(bitPattern: Int64(container.lineLimit ?? -1))) &* 0x27D4_EB2F_1656_67C5
            // The mode by its case, not its raw value: a String-backed enum hashes its name's text.
            let mode: UInt64 = switch container.truncationMode {
            case .head: 1
            case .middle: 2
            case .tail: 3
            }
            return mixed ^ mode
        }
    }

    /// Whether layouts are kept by size and container (see ``layout(in:)``): on for a layout
    /// engine's shared analyses, whose texts come back at the same sizes and widths screen after
    /// screen; off by default, where each size and width is asked once (a catalog check).
    var memoizesLayouts = false {
        didSet { if !memoizesLayouts { madeLayouts.removeAll() } }
    }

    /// The layouts made, when ``memoizesLayouts`` is on; emptied when full.
    ///
    /// It changes only through a layouter that holds this analysis uniquely (`TextLayouter.makeUnique()`
    /// copies a shared one first), so a read never overlaps a write. The run time still checks
    /// exclusivity: skipping the check saved 0.7% of the layout pass's instructions, under issue 25's
    /// bar of 1% (BENCHMARKS.md).
    private var madeLayouts: [MadeLayout: TextLayout] = [:]

    /// The most layouts kept (see ``memoizesLayouts``): a label seen at a dozen sizes, a few widths each.
    static let madeLayoutLimit = 64

    /// A layout kept by ``layout(in:size:)`` for this container at this point size, if there is one:
    /// answered without changing anything, so a layouter shared by copies need not be copied to ask.
    func madeLayout(in container: TextContainer, size: Double) -> TextLayout? {
        memoizesLayouts ? madeLayouts[MadeLayout(size: size, container: container)] : nil
    }

    /// The layout of ``makeAndKeep(in:font:)``, made with `font`.
    private func makeLayout(in container: TextContainer, font: Font) -> TextLayout {
        // At size 0 every advance is 0 points, so any width holds the text.
        let maxUnitsAtFullSize = font.size > 0
            ? container.width.map { $0 * Double(font.face.unitsPerEm) / font.size } ?? .infinity
            : .infinity
        func wrap(atScale scale: Double) -> Wrapped {
            self.wrap(maxUnits: maxUnitsAtFullSize / scale, lineLimit: container.lineLimit)
        }
        func fitsContainer(_ wrapped: Wrapped) -> Bool {
            !wrapped.isCramped && hiddenStart(of: wrapped, lineLimit: container.lineLimit) == nil
        }

        var scale = 1.0
        var wrapped = wrap(atScale: 1)
        let minimum = container.minimumScaleFactor
        if !fitsContainer(wrapped), minimum < 1 {
            let smallest = wrap(atScale: minimum)
            if fitsContainer(smallest) {
                // Fitting only gets easier as the scale falls: bisect between a scale that fits and one
                // that does not, to well below a thousandth of a point.
                var fitting = minimum
                var failing = 1.0
                wrapped = smallest
                while failing - fitting > 1e-7 {
                    let middle = (fitting + failing) / 2
                    let attempt = wrap(atScale: middle)
                    if fitsContainer(attempt) {
                        fitting = middle
                        wrapped = attempt
                    } else {
                        failing = middle
                    }
                }
                scale = fitting
            } else {
                scale = minimum
                wrapped = smallest
            }
        }

        // The lines shown: all, or as many as the limit allows, the last of them truncated when
        // the hidden lines show something.
        var count = wrapped.lines.count
        var truncated: (text: String, units: Int)?
        if let limit = container.lineLimit, count > limit {
            if let remainder = hiddenStart(of: wrapped, lineLimit: limit) {
                truncated = truncate(from: remainder, mode: container.truncationMode, maxUnits: maxUnitsAtFullSize / scale)
            }
            count = limit
        }
        // A split shows when the lines on both sides of it do.
        let splits = wrapped.lines.indices.filter { wrapped.lines[$0].endsInsideWord && $0 + 1 < count }.map { index in
            WordSplit(
                line: index, utf8Offset: wrapped.lines[index].end, wordRange: segment(around: wrapped.lines[index].end),
                isHyphenated: wrapped.lines[index].isHyphenated
            )
        }
        let drawn = font.scaled(by: scale)
        let metrics = drawn.metrics
        var lines: [TextLine] = []
        lines.reserveCapacity(count)
        for number in 0..<count {
            let baseline = metrics.ascent + Double(number) * metrics.lineHeight
            if let truncated, number == count - 1 {
                lines.append(TextLine(
                    text: truncated.text, width: drawn.points(fromUnits: truncated.units), baseline: baseline,
                    endsInsideWord: false, endsWithHyphen: false, sourceRange: nil
                ))
            } else if wrapped.lines[number].isHyphenated {
                // Drawn as its own text, the hyphen included (a slice of the text it is not), as
                // a truncated line is; hyphenated lines are followed by their word's rest, so shown.
                let line = wrapped.lines[number]
                lines.append(TextLine(
                    text: slice(line.start..<line.contentEnd) + hyphen,
                    width: drawn.points(fromUnits: hyphenatedUnits(line.start..<line.contentEnd)),
                    baseline: baseline,
                    endsInsideWord: number + 1 < count,
                    endsWithHyphen: true,
                    sourceRange: nil
                ))
            } else {
                let line = wrapped.lines[number]
                lines.append(TextLine(
                    text: slice(line.start..<line.contentEnd),
                    width: drawn.points(fromUnits: units(from: line.start, to: line.contentEnd)),
                    baseline: baseline,
                    endsInsideWord: line.endsInsideWord && number + 1 < count,
                    endsWithHyphen: false,
                    sourceRange: line.start..<line.contentEnd
                ))
            }
        }
        return TextLayout(
            lines: lines,
            font: drawn,
            scale: scale,
            isTruncated: truncated != nil,
            wordSplits: splits,
            paragraph: paragraph
        )
    }

    /// Where the text from the start of the last line allowed on begins, when lines after it show
    /// something; nil when every line fits the limit, or the lines past it are blank (as after a
    /// final newline).
    private func hiddenStart(of wrapped: Wrapped, lineLimit: Int?) -> Int? {
        guard let limit = lineLimit, wrapped.lines.count > limit else { return nil }
        let lastAllowed = wrapped.lines[limit - 1]
        // The last break's content end is the end of the last grapheme that is not white space.
        guard let lastContent = breaks.last?.contentEnd, lastContent > lastAllowed.end else { return nil }
        return lastAllowed.start
    }

    /// The UTF-8 range of the segment between two break opportunities that holds `offset`, trailing
    /// white space left out.
    private func segment(around offset: Int) -> Range<Int> {
        var low = 0
        var high = breaks.count - 1
        // The first opportunity after `offset`.
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].offset > offset { high = middle } else { low = middle + 1 }
        }
        let start = low > 0 ? breaks[low - 1].offset : 0
        return start..<max(start, breaks.isEmpty ? start : breaks[low].contentEnd)
    }

    /// The text of a UTF-8 range.
    private func slice(_ range: Range<Int>) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(text[start..<utf8.index(start, offsetBy: range.count)])
    }

    // MARK: - Wrapping

    /// Breaks the text greedily into lines of at most `maxUnits`: each line takes as many break
    /// opportunities as fit, ends at every mandatory break, and a word wider than a line is split
    /// between graphemes. Text ending in a line separator ends with an empty line.
    ///
    /// With a line limit, the text after the limit's last line is one more line, unwrapped: what a
    /// layout reads past the limit is only that something follows (see ``hiddenStart(of:lineLimit:)``),
    /// and a word split there does not matter, as the text does not fit the limit either way.
    func wrap(maxUnits: Double, lineLimit: Int? = nil) -> Wrapped {
        var lines: [WrappedLine] = []
        // Most texts take a line or a few: room for them at once, not an array regrown per line.
        lines.reserveCapacity(4)
        var isCramped = false
        var lineStart = 0
        var lastFit: Int?
        var next = 0
        let limit = lineLimit.map { max($0, 1) } ?? .max
        while next < breaks.count, lines.count < limit {
            let opportunity = breaks[next]
            let contentEnd = max(lineStart, opportunity.contentEnd)
            if fits(lineStart, contentEnd, maxUnits) {
                next += 1
                if opportunity.isMandatory {
                    lines.append(WrappedLine(start: lineStart, end: opportunity.offset, contentEnd: contentEnd, endsInsideWord: false))
                    lineStart = opportunity.offset
                    lastFit = nil
                } else {
                    lastFit = next - 1
                }
            } else if let fit = lastFit {
                // Break at the last opportunity that fit, then try this one again on the new line.
                let end = breaks[fit]
                lines.append(WrappedLine(start: lineStart, end: end.offset, contentEnd: max(lineStart, end.contentEnd), endsInsideWord: false))
                lineStart = end.offset
                lastFit = nil
            } else {
                // One unbreakable run is wider than the line: break it at the last hyphenation
                // point where its start and a hyphen fit, else split it between graphemes. On the
                // limit's last line any cut inside the run reads the same (the rest of the run
                // follows it, so the line is truncated from its start), so its first grapheme is
                // taken without measuring where the longest fitting prefix ends.
                isCramped = true
                let isLastAllowed = lines.count == limit - 1
                if !isLastAllowed, let point = hyphenationPoint(from: lineStart, inSegment: next, maxUnits) {
                    lines.append(WrappedLine(start: lineStart, end: point, contentEnd: point, endsInsideWord: true, isHyphenated: true))
                    lineStart = point
                    continue
                }
                let cut = isLastAllowed
                    ? firstGrapheme(from: lineStart, to: opportunity.offset)
                    : longestFittingPrefix(from: lineStart, to: opportunity.offset, maxUnits)
                let isAtOpportunity = cut.end == opportunity.offset
                lines.append(WrappedLine(start: lineStart, end: cut.end, contentEnd: cut.contentEnd, endsInsideWord: !isAtOpportunity))
                lineStart = cut.end
                if isAtOpportunity { next += 1 }
            }
        }
        let byteCount = paragraph.byteCount
        if lineStart < byteCount || lines.isEmpty || breaks.last?.isMandatory == true {
            let contentEnd = max(lineStart, breaks.last?.contentEnd ?? 0)
            lines.append(WrappedLine(start: lineStart, end: byteCount, contentEnd: contentEnd, endsInsideWord: false))
        }
        return Wrapped(lines: lines, isCramped: isCramped)
    }

    /// Whether the bytes `start..<end` are at most `maxUnits` wide.
    ///
    /// Without a width limit everything fits, so nothing is measured.
    private func fits(_ start: Int, _ end: Int, _ maxUnits: Double) -> Bool {
        guard maxUnits != .infinity else { return true }
        count { $0.countFitTest() }
        return Double(units(from: start, to: end)) <= maxUnits + Self.tolerance
    }

    /// A millionth of a font unit: absorbs rounding in the width-to-units conversion.
    private static let tolerance = 1e-6

    /// The end of the longest run of whole graphemes from `start` (before `limit`) that fits, and
    /// the end of its content; at least one grapheme, so every line makes progress.
    ///
    /// Graphemes are walked forward until one does not fit, as widths grow with each grapheme; the
    /// caller starts the next line there, so a long word is walked about once in all.
    private func longestFittingPrefix(from start: Int, to limit: Int, _ maxUnits: Double) -> (end: Int, contentEnd: Int) {
        let utf8 = text.utf8
        var best: (end: Int, contentEnd: Int)?
        var offset = start
        var contentEnd = start
        while offset < limit {
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            // `index(after:)` rounds an index inside a grapheme down to the grapheme's start, so the
            // end is always past `offset`.
            let end = min(utf8.distance(from: utf8.startIndex, to: text.index(after: index)), limit)
            count { $0.countGraphemeStep() }
            let content = startsWithWhiteSpace(index) ? contentEnd : end
            guard fits(start, content, maxUnits) else {
                return best ?? (end, content)
            }
            best = (end, content)
            contentEnd = content
            offset = end
        }
        return best ?? (limit, limit)
    }

    /// The end of the grapheme at `start` (before `limit`) and the end of its content.
    private func firstGrapheme(from start: Int, to limit: Int) -> (end: Int, contentEnd: Int) {
        guard start < limit else { return (limit, limit) }
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: start)
        let end = min(utf8.distance(from: utf8.startIndex, to: text.index(after: index)), limit)
        return (end, startsWithWhiteSpace(index) ? start : end)
    }

    /// Whether the grapheme at `index` is white space: whether its first scalar is, as
    /// `Character.isWhitespace` decides, with ASCII answered from the byte.
    private func startsWithWhiteSpace(_ index: String.Index) -> Bool {
        let byte = text.utf8[index]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        return text.unicodeScalars[index].properties.isWhitespace
    }

    // MARK: - Hyphenating

    /// The hyphen drawn where a word is hyphenated: U+2010 HYPHEN when the face has it, else
    /// U+002D HYPHEN-MINUS, as Pango chooses.
    var hyphen: String {
        font.face.loaded.covers(0x2010) ? "\u{2010}" : "-"
    }

    /// The last hyphenation point of the segment before `breaks[index]`, after `start`, where the
    /// text from `start` and a hyphen fit in `maxUnits`; nil when none does or there is no
    /// hyphenator (the caller then splits the word between graphemes).
    ///
    /// Only a line that starts where a syllable does (the segment's start or one of its points) is
    /// hyphenated: once a word is split between graphemes mid-syllable, its rest is split the same
    /// way, rather than a letter or two left before a hyphen ("se" / "n‐" / "de‐").
    private func hyphenationPoint(from start: Int, inSegment index: Int, _ maxUnits: Double) -> Int? {
        guard let hyphenator else { return nil }
        let segmentStart = index > 0 ? breaks[index - 1].offset : 0
        let points: [Int]
        if let known = hyphenationPoints[segmentStart] {
            points = known
        } else {
            let content = segmentStart..<max(segmentStart, breaks[index].contentEnd)
            points = hyphenator.hyphenationPoints(in: slice(content)).map { $0 + segmentStart }
            if hyphenationPoints.count >= Self.memoLimit { hyphenationPoints.removeAll(keepingCapacity: true) }
            hyphenationPoints[segmentStart] = points
            learned += 1
        }
        guard start == segmentStart || points.contains(start) else { return nil }
        for point in points.reversed() where point > start {
            count { $0.countFitTest() }
            if Double(hyphenatedUnits(start..<point)) <= maxUnits + Self.tolerance { return point }
        }
        return nil
    }

    /// The advance of a hyphenated line, in font units: its slice and the hyphen shaped together as
    /// a paragraph of their own, with this one's direction and language (as Pango shapes a run with
    /// the hyphen it inserts, so the hyphen kerns with the letter before it), as it is drawn.
    private func hyphenatedUnits(_ range: Range<Int>) -> Int {
        if let known = hyphenatedLines[range] { return known }
        let line = slice(range) + hyphen
        count { $0.countShaping(bytes: line.utf8.count) }
        let units = BidiParagraph(text: line, direction: paragraph.direction, language: paragraph.language, face: font.face.loaded)
            .units(with: font)
        if hyphenatedLines.count >= Self.memoLimit { hyphenatedLines.removeAll(keepingCapacity: true) }
        hyphenatedLines[range] = units
        learned += 1
        return units
    }

    // MARK: - Truncating

    /// The ellipsis that marks truncated text.
    static let ellipsis = "…"

    /// The last line made from the text from `start` on (the remainder, from the last visible line
    /// on): as many whole graphemes as fit around "…", kept from the start (tail), the end (head) or
    /// both (middle).
    ///
    /// The ellipsis is a token measured on its own, as Core Text's truncation token and CSS's
    /// `text-overflow: ellipsis` are: a candidate's advance is its kept slices', each measured as a
    /// line ending or starting at the cut is (``units(from:to:)``: the paragraph's own shaping, the
    /// piece at an unsafe cut shaped again), plus the ellipsis's, with no kerning across the token.
    /// White space next to the ellipsis is left out.
    ///
    /// A kept start stops at the remainder's first line separator and a kept end starts after its
    /// last, so one line never shows text from two paragraphs.
    private func truncate(from start: Int, mode: TruncationMode, maxUnits: Double) -> (text: String, units: Int) {
        let utf8 = text.utf8
        let remainder = remainder(from: start)
        let boundaries = remainder.boundaries
        let count = boundaries.count - 1
        let (firstSeparator, lastSeparator) = (remainder.firstSeparator, remainder.lastSeparator)
        // At least one grapheme goes: the remainder as a whole did not fit on one line.
        let headRoom = firstSeparator ?? max(count - 1, 0)
        let tailRoom = lastSeparator.map { count - $0 - 1 } ?? max(count - 1, 0)

        /// How many graphemes a candidate keeps from the start and from the end.
        func split(keeping kept: Int) -> (start: Int, end: Int) {
            switch mode {
            case .tail: (kept, 0)
            case .head: (0, kept)
            case .middle:
                // Half from each side; when one side runs out of room, the other takes the rest.
                { let start = min(max((kept + 1) / 2, kept - tailRoom), headRoom); return (start, min(kept - start, tailRoom)) }()
            }
        }
        /// Where a candidate's kept start ends and its kept end starts, white space next to the
        /// ellipsis left out (a grapheme is white space when its first scalar is, as `Character`
        /// decides).
        func cuts(keeping kept: Int) -> (headEnd: Int, tailStart: Int) {
            let (front, back) = split(keeping: kept)
            var head = front
            while head > 0, startsWithWhiteSpace(utf8.index(utf8.startIndex, offsetBy: boundaries[head - 1])) { head -= 1 }
            var tail = count - back
            while tail < count, startsWithWhiteSpace(utf8.index(utf8.startIndex, offsetBy: boundaries[tail])) { tail += 1 }
            return (boundaries[head], boundaries[tail])
        }
        let most = switch mode {
        case .tail: headRoom
        case .head: tailRoom
        case .middle: firstSeparator == nil ? max(count - 1, 0) : headRoom + tailRoom
        }
        let ellipsisUnits = ellipsisUnits()
        let end = boundaries[count]

        // The longest candidate whose estimate fits: the kept slices read from the prefix sums, white
        // space and unsafe cuts as they come, which grow as the candidates do. Exact advances then
        // step from there to the longest candidate that fits, usually in one or two steps.
        func estimate(keeping kept: Int) -> Int {
            let (front, back) = split(keeping: kept)
            let prefix = advances.prefix
            return prefix[boundaries[front]] - prefix[start] + ellipsisUnits + prefix[end] - prefix[boundaries[count - back]]
        }
        var fitting = 0
        var failing = most + 1
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if Double(estimate(keeping: middle)) <= maxUnits + Self.tolerance { fitting = middle } else { failing = middle }
        }
        func exact(_ kept: Int) -> Int {
            let (headEnd, tailStart) = cuts(keeping: kept)
            var units = ellipsisUnits
            if mode != .head { units += keptUnits(from: start, to: headEnd, cut: .end) }
            if mode != .tail { units += keptUnits(from: tailStart, to: end, cut: .start) }
            return units
        }
        var kept = fitting
        var best = exact(kept)
        while kept > 0, Double(best) > maxUnits + Self.tolerance {
            kept -= 1
            best = exact(kept)
        }
        while kept < most {
            let longer = exact(kept + 1)
            guard Double(longer) <= maxUnits + Self.tolerance else { break }
            kept += 1
            best = longer
        }
        let (headEnd, tailStart) = cuts(keeping: kept)
        var line = ""
        if mode != .head { line += slice(start..<headEnd) }
        line += Self.ellipsis
        if mode != .tail { line += slice(tailStart..<end) }
        return (line, best)
    }

    /// Which end of a kept slice the ellipsis replaced text at.
    enum Cut: Hashable, Sendable {
        /// The slice keeps the start of its line; the text after it is cut off (tail, middle).
        case end
        /// The slice keeps the end of its line; the text before it is cut off (head, middle).
        case start
    }

    /// The advance of a slice a truncated line keeps, in font units: measured as a line with those
    /// ends (``units(from:to:)``) where the cut is safe to break, as HarfBuzz documents the two sides
    /// of such a cut shaped apart. At an unsafe cut the piece between the cut and the nearest
    /// cluster safe to concatenate at (or the run's end) is shaped again as text that ends (or
    /// starts) at the cut, with no context beyond it, as the truncated line is drawn; the piece's
    /// first glyph must be safe to concatenate at too, else it starts further back.
    private func keptUnits(from start: Int, to end: Int, cut: Cut) -> Int {
        guard start < end else { return 0 }
        let item = paragraph.items[paragraph.itemIndex(at: cut == .end ? end - 1 : start)]
        switch cut {
        case .end:
            guard !advances.isSafe[end] else { return units(from: start, to: end) }
            let key = KeptPiece(start: start, end: end, cut: .end)
            if let piece = keptPieces[key] { return units(from: start, to: piece.join) + piece.units }
            let floor = max(start, item.range.lowerBound)
            var join = end
            while true {
                repeat { join -= 1 } while join > floor && !advances.isJoinable[join]
                let piece = shapedPiece(join..<end, context: 0..<end)
                if piece.startsJoinable || join <= floor || end - join >= Self.reshapingLimit {
                    keep(key, (join, piece.units))
                    return units(from: start, to: join) + piece.units
                }
            }
        case .start:
            guard !advances.isSafe[start] else { return units(from: start, to: end) }
            let key = KeptPiece(start: start, end: end, cut: .start)
            if let piece = keptPieces[key] { return piece.units + units(from: piece.join, to: end) }
            // Where the paragraph's glyphs may follow a piece: a cluster safe to concatenate at or
            // the run's end; the piece's own end carries no flag (see startPiece(at:)).
            let ceiling = min(end, item.range.upperBound)
            var join = start
            repeat { join += 1 } while join < ceiling && !advances.isJoinable[join] && join - start < Self.reshapingLimit
            let pieceUnits = shapedPiece(start..<join, context: start..<paragraph.byteCount).units
            keep(key, (join, pieceUnits))
            return pieceUnits + units(from: join, to: end)
        }
    }

    /// Keeps a kept slice's reshaped piece (see `keptPieces`), starting again when full.
    private func keep(_ key: KeptPiece, _ piece: (join: Int, units: Int)) {
        if keptPieces.count >= Self.memoLimit { keptPieces.removeAll(keepingCapacity: true) }
        keptPieces[key] = piece
        learned += 1
    }

    /// The ellipsis's advance: "…" itemized and shaped alone with the paragraph's direction and
    /// language, in font units (a fallback face's when the font has no ellipsis), once per face.
    private func ellipsisUnits() -> Int {
        if let known = ellipsisUnitsKnown { return known }
        let face = font.face.loaded
        let (direction, language) = (paragraph.direction, paragraph.language)
        let units = face.ellipsisUnits(direction: direction, language: language, features: font.features) {
            BidiParagraph(text: Self.ellipsis, direction: direction, language: language, face: face).units(with: font)
        }
        ellipsisUnitsKnown = units
        learned += 1
        return units
    }

    /// The graphemes of the text from `start` on, kept per start: every size of a one-line text
    /// truncates from the same start.
    private func remainder(from start: Int) -> Remainder {
        if let known = remainders[start] { return known }
        var found = Remainder(boundaries: [start], firstSeparator: nil, lastSeparator: nil)
        found.boundaries.reserveCapacity(paragraph.byteCount - start + 1)
        let stepper = GraphemeStepper(text: text)
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = start
            while offset < bytes.count {
                let (end, isNewline) = stepper.grapheme(at: offset, in: bytes)
                if isNewline {
                    found.firstSeparator = found.firstSeparator ?? found.boundaries.count - 1
                    found.lastSeparator = found.boundaries.count - 1
                }
                found.boundaries.append(end)
                offset = end
            }
        }
        if remainders.count >= Self.remainderLimit { remainders.removeAll(keepingCapacity: true) }
        remainders[start] = found
        learned += 1
        return found
    }
}

extension BidiParagraph {
    /// The advance of the whole text, each item shaped once, in font units.
    func units(with font: Font) -> Int {
        let face = font.face.loaded
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            items.reduce(0) { $0 + face.advance(ofItem: $1.range, in: bytes, item: $1, language: language, features: font.features) }
        } ?? 0
    }
}

extension StringProtocol {
    /// The text without white space and line separators at its end.
    func trimmingTrailingWhiteSpace() -> SubSequence {
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? startIndex
        return self[startIndex..<end]
    }

    /// The text without white space and line separators at its start.
    func trimmingLeadingWhiteSpace() -> SubSequence {
        self[(firstIndex { !$0.isWhitespace } ?? endIndex)...]
    }
}
