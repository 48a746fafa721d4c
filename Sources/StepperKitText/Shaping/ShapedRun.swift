/// Text shaped once as one run, kept to read the advances of its slices without shaping them again.
///
/// Wrapping a paragraph measures many candidate lines, each a slice of the text. HarfBuzz marks the
/// glyphs where a run is unsafe to break (a kerning pair, a ligature or a contextual form spans the
/// cut); everywhere else, shaping the two sides separately gives exactly the glyphs of the whole run
/// — the flag exists "to optimize paragraph layout, by avoiding re-shaping of each line after
/// line-breaking". So a slice whose two ends are safe has the advance of the whole run's glyphs
/// between them: a difference of two prefix sums.
///
/// One more condition keeps this exact: each shaping guesses its script from its own text (the
/// first scalar whose script is not Common, Inherited or Unknown). A slice is read from the run only
/// when it guesses the run's script; any other slice returns nil, and the caller shapes it.
struct ShapedRun: Sendable {
    /// One glyph of the whole run.
    struct Glyph: Sendable {
        /// The UTF-8 offset of the cluster the glyph belongs to.
        var cluster: Int
        /// The advance, in font units.
        var advance: Int
        /// Whether HarfBuzz marked the glyph unsafe to break at the start of its cluster.
        var isUnsafeToBreak: Bool
    }

    /// In ``prefixUnits``: the run may not be cut at this offset without shaping again.
    private static let notABoundary = Int.min

    /// The advance of the text before each UTF-8 offset, 0 through the byte count, in font units,
    /// where a slice may start or end; ``notABoundary`` elsewhere.
    private let prefixUnits: [Int]
    /// For each UTF-8 offset, the offset of the first scalar at or after it that decides a script
    /// guess, when that scalar's script is the run's; `Int.max` when it is another script or there
    /// is none; `Int.min` everywhere when the run itself has no such scalar. A slice starting at the
    /// offset guesses the run's script exactly when its end is past this.
    private let runScriptFrom: [Int]

    /// A run of `byteCount` bytes shaped into `glyphs` (in visual order).
    ///
    /// `scriptScalars` lists the UTF-8 offsets of the scalars that decide a script guess, in order,
    /// each with whether its script is the one the whole run guessed (true for the first one).
    /// Only a left-to-right run with clusters in text order is sliced; any other run answers only
    /// for itself as a whole.
    init(byteCount: Int, glyphs: [Glyph], isLeftToRight: Bool, scriptScalars: [(offset: Int, isRunScript: Bool)]) {
        var prefix = [Int](repeating: Self.notABoundary, count: byteCount + 1)
        let inTextOrder = zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.cluster <= $1.cluster }
        if isLeftToRight, inTextOrder {
            var sum = 0
            for (index, glyph) in glyphs.enumerated() {
                let startsCluster = index == 0 || glyphs[index - 1].cluster != glyph.cluster
                if startsCluster, !glyph.isUnsafeToBreak, glyph.cluster <= byteCount {
                    prefix[glyph.cluster] = sum
                }
                sum += glyph.advance
            }
        }
        // The text's own ends are always ends of a slice.
        prefix[0] = 0
        prefix[byteCount] = glyphs.reduce(0) { $0 + $1.advance }
        prefixUnits = prefix

        var from = [Int](repeating: scriptScalars.isEmpty ? Int.min : Int.max, count: byteCount + 1)
        if !scriptScalars.isEmpty {
            var next = scriptScalars.count - 1
            var decidingFrom = Int.max
            for offset in stride(from: byteCount, through: 0, by: -1) {
                while next >= 0, scriptScalars[next].offset >= offset {
                    decidingFrom = scriptScalars[next].isRunScript ? scriptScalars[next].offset : Int.max
                    next -= 1
                }
                from[offset] = decidingFrom
            }
        }
        runScriptFrom = from
    }

    /// The advance of the bytes `start..<end`, in font units, when the run gives it exactly; nil
    /// when the slice must be shaped.
    func units(from start: Int, to end: Int) -> Int? {
        guard start >= 0, start <= end, end < prefixUnits.count else { return nil }
        // Empty text is never shaped: its advance is 0.
        if start == end { return 0 }
        let before = prefixUnits[start]
        let through = prefixUnits[end]
        guard before != Self.notABoundary, through != Self.notABoundary, runScriptFrom[start] < end else { return nil }
        return through - before
    }
}
