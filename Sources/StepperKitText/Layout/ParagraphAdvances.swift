/// The advances of a paragraph shaped once, item by item, kept to read the width of any slice
/// without shaping the whole slice again.
///
/// Wrapping measures many candidate lines, each a slice of the text. HarfBuzz marks the glyphs where
/// a run is unsafe to break (a kerning pair, a ligature or a contextual form spans the cut);
/// everywhere else, shaping the two sides separately gives exactly the glyphs of the whole run —
/// the flag exists "to optimize paragraph layout, by avoiding re-shaping of each line after
/// line-breaking". So the advance between two safe offsets is a difference of two prefix sums, and
/// a slice with an unsafe end is the prefix-sum difference between the safe offsets nearest its
/// ends plus the short pieces beyond them, shaped on their own (see ``LineLayout``). Item boundaries
/// are always safe: items are shaped separately.
struct ParagraphAdvances: Sendable {
    /// For each UTF-8 offset 0 through the byte count, the advance of the text before it in font
    /// units, in logical order; an offset inside a cluster counts the whole cluster before it.
    let prefix: [Int]
    /// For each UTF-8 offset, whether the text may be cut there without shaping again.
    let isSafe: [Bool]
    /// For each UTF-8 offset, whether it starts a cluster inside an item that HarfBuzz left safe to
    /// concatenate at: the text after it may change (an ellipsis in place of the rest) without
    /// reshaping the text before it. Safe to concatenate implies safe to cut.
    let isJoinable: [Bool]
    /// For each UTF-8 offset, how many bytes on the next offset a reshaped piece may end at is (0 when
    /// the offset is safe to cut, so no piece is needed), or ``farAway`` when it is that far or farther.
    ///
    /// A line cut where the text is unsafe to break is reshaped from the cut to where the paragraph's
    /// own glyphs may be spliced on: a cluster HarfBuzz left safe to concatenate at, or a run's end.
    /// The next offset merely safe to break is not enough: a line starting inside "fff" makes a new
    /// "ff" ligature across an offset the paragraph could break at.
    let safeAfter: [UInt8]
    /// For each UTF-8 offset, how many bytes back the previous offset a reshaped piece may start at
    /// is (0 when the offset is safe to cut), or ``farAway``.
    let safeBefore: [UInt8]

    /// The distance recorded for a safe offset too far to shape up to.
    static let farAway: UInt8 = .max

    /// Shapes every item of `paragraph` once with `font`.
    init(paragraph: BidiParagraph, font: Font, statistics: inout LayoutStatistics) {
        let count = paragraph.byteCount
        var prefix = [Int](repeating: 0, count: count + 1)
        var isSafe = [Bool](repeating: false, count: count + 1)
        var isJoinable = [Bool](repeating: false, count: count + 1)
        isSafe[0] = true
        isSafe[count] = true
        let face = font.face.loaded
        var total = 0
        paragraph.text.utf8.withContiguousStorageIfAvailable { text in
            for item in paragraph.items {
                statistics.countShaping(bytes: item.range.count)
                var recorder = ItemRecorder(range: item.range, base: total)
                face.forEachGlyph(ofItem: item.range, in: text, item: item, language: paragraph.language, features: font.features) {
                    recorder.add($0, prefix: &prefix, isSafe: &isSafe, isJoinable: &isJoinable)
                }
                total = recorder.finish(prefix: &prefix, isSafe: &isSafe, isJoinable: &isJoinable)
            }
        }
        prefix[count] = total
        self.prefix = prefix
        self.isSafe = isSafe
        self.isJoinable = isJoinable
        // Where a piece may meet the paragraph's glyphs: joinable clusters and the runs' ends.
        var isSplice = isJoinable
        for item in paragraph.items {
            isSplice[item.range.lowerBound] = true
            isSplice[item.range.upperBound] = true
        }
        var after = [UInt8](repeating: Self.farAway, count: count + 1)
        var distance = Int(Self.farAway)
        for offset in stride(from: count, through: 0, by: -1) {
            // The distance to the next splice point, counted from the offset after this one.
            let toSplice = distance
            distance = isSplice[offset] ? 0 : min(distance + 1, Int(Self.farAway))
            after[offset] = isSafe[offset] ? 0 : UInt8(min(toSplice + 1, Int(Self.farAway)))
        }
        var before = [UInt8](repeating: Self.farAway, count: count + 1)
        distance = Int(Self.farAway)
        for offset in 0...count {
            let toSplice = distance
            distance = isSplice[offset] ? 0 : min(distance + 1, Int(Self.farAway))
            before[offset] = isSafe[offset] ? 0 : UInt8(min(toSplice + 1, Int(Self.farAway)))
        }
        safeAfter = after
        safeBefore = before
    }

    /// Writes one item's prefix sums and safe offsets as its glyphs come, in logical order.
    private struct ItemRecorder {
        let range: Range<Int>
        let base: Int
        /// The advance so far.
        var sum: Int
        /// The cluster being read, and whether any of its glyphs is unsafe to break at.
        var cluster: Int
        var isUnsafe = false
        var isUnsafeToConcat = false
        /// Offsets before this one have their prefix written.
        var filled: Int
        /// Whether clusters came in text order (HarfBuzz's default cluster level guarantees it).
        var isInOrder = true

        init(range: Range<Int>, base: Int) {
            self.range = range
            self.base = base
            sum = base
            cluster = range.lowerBound
            filled = range.lowerBound
        }

        mutating func add(_ glyph: LoadedFace.ItemGlyph, prefix: inout [Int], isSafe: inout [Bool], isJoinable: inout [Bool]) {
            if glyph.cluster != cluster || filled == range.lowerBound {
                guard isInOrder, glyph.cluster >= cluster, range.contains(glyph.cluster) else {
                    isInOrder = false
                    sum += glyph.advance
                    return
                }
                closeCluster(isSafe: &isSafe, isJoinable: &isJoinable)
                // Offsets inside the cluster before take the advance after it: the sum so far.
                while filled <= glyph.cluster {
                    prefix[filled] = sum
                    filled += 1
                }
                cluster = glyph.cluster
                isUnsafe = false
                isUnsafeToConcat = false
            }
            isUnsafe = isUnsafe || glyph.isUnsafeToBreak
            isUnsafeToConcat = isUnsafeToConcat || glyph.isUnsafeToConcat || glyph.isUnsafeToBreak
            sum += glyph.advance
        }

        /// Marks the cluster read so far safe when none of its glyphs was unsafe.
        private mutating func closeCluster(isSafe: inout [Bool], isJoinable: inout [Bool]) {
            guard filled > range.lowerBound, cluster > range.lowerBound else { return }
            if !isUnsafe { isSafe[cluster] = true }
            if !isUnsafeToConcat { isJoinable[cluster] = true }
        }

        /// Fills the rest of the item and returns the advance at its end.
        mutating func finish(prefix: inout [Int], isSafe: inout [Bool], isJoinable: inout [Bool]) -> Int {
            if isInOrder {
                closeCluster(isSafe: &isSafe, isJoinable: &isJoinable)
            } else {
                // Out-of-order clusters leave only the item's ends safe, and nothing joinable.
                for offset in range.dropFirst() {
                    isSafe[offset] = false
                    isJoinable[offset] = false
                }
            }
            while filled < range.upperBound {
                prefix[filled] = sum
                filled += 1
            }
            prefix[range.lowerBound] = base
            isSafe[range.lowerBound] = true
            isSafe[range.upperBound] = true
            return sum
        }
    }
}

/// Work a layout did, counted so tests can check that wrapping stays linear in the text's length
/// without timing it.
///
/// Counted in debug builds only (what `swift test` builds): in a release build the counters and
/// their updates compile to nothing, so the shipping binary carries no test-only work.
struct LayoutStatistics: Hashable, Sendable {
    #if DEBUG
    /// Calls to HarfBuzz.
    private(set) var shapingCalls = 0
    /// UTF-8 bytes given to HarfBuzz, summed over calls.
    private(set) var shapedBytes = 0
    /// Candidate lines whose width was compared with the line width.
    private(set) var fitTests = 0
    /// Graphemes stepped over while splitting a word between graphemes.
    private(set) var graphemeSteps = 0
    #endif

    /// Counts one call to HarfBuzz with `bytes` UTF-8 bytes.
    @inline(__always)
    mutating func countShaping(bytes: Int) {
        #if DEBUG
        shapingCalls += 1
        shapedBytes += bytes
        #endif
    }

    /// Counts one candidate line compared with the line width.
    @inline(__always)
    mutating func countFitTest() {
        #if DEBUG
        fitTests += 1
        #endif
    }

    /// Counts one grapheme stepped over.
    @inline(__always)
    mutating func countGraphemeStep() {
        #if DEBUG
        graphemeSteps += 1
        #endif
    }
}
