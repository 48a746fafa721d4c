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

    /// Shapes every item of `paragraph` once with `font`.
    init(paragraph: BidiParagraph, font: Font, statistics: inout LayoutStatistics) {
        let count = paragraph.byteCount
        var prefix = [Int](repeating: 0, count: count + 1)
        var isSafe = [Bool](repeating: false, count: count + 1)
        isSafe[0] = true
        isSafe[count] = true
        let face = font.face.loaded
        var total = 0
        paragraph.text.utf8.withContiguousStorageIfAvailable { text in
            for item in paragraph.items {
                let glyphs = face.glyphs(
                    ofItem: item.range, in: text, item: item, language: paragraph.language, features: font.features
                )
                statistics.shapingCalls += 1
                statistics.shapedBytes += item.range.count
                total = Self.record(glyphs, of: item, from: total, prefix: &prefix, isSafe: &isSafe)
            }
        }
        prefix[count] = total
        self.prefix = prefix
        self.isSafe = isSafe
    }

    /// Writes the prefix sums and safe offsets of one item's glyphs; returns the advance at its end.
    private static func record(
        _ glyphs: [LoadedFace.ItemGlyph], of item: BidiParagraph.Item, from base: Int, prefix: inout [Int], isSafe: inout [Bool]
    ) -> Int {
        let range = item.range
        isSafe[range.lowerBound] = true
        isSafe[range.upperBound] = true
        // HarfBuzz gives glyphs in visual order: right-to-left runs come last cluster first.
        let logical = item.isRightToLeft ? Array(glyphs.reversed()) : glyphs
        let inOrder = zip(logical, logical.dropFirst()).allSatisfy { $0.cluster <= $1.cluster }
            && logical.allSatisfy { range.contains($0.cluster) }
        var sum = base
        var clusterStarts: [(offset: Int, before: Int)] = []
        var index = 0
        while index < logical.count {
            let cluster = logical[index].cluster
            var isUnsafe = false
            let before = sum
            while index < logical.count, logical[index].cluster == cluster {
                isUnsafe = isUnsafe || logical[index].isUnsafeToBreak
                sum += logical[index].advance
                index += 1
            }
            // Out-of-order clusters (never made by HarfBuzz's default cluster level) leave only the
            // item's ends safe.
            if inOrder {
                clusterStarts.append((cluster, before))
                if !isUnsafe, cluster > range.lowerBound { isSafe[cluster] = true }
            }
        }
        // Offsets inside a cluster take the advance after it; sweep backward from the item's end.
        var running = sum
        var next = clusterStarts.count - 1
        for offset in stride(from: range.upperBound - 1, through: range.lowerBound, by: -1) {
            if next >= 0, clusterStarts[next].offset == offset {
                running = clusterStarts[next].before
                next -= 1
            }
            prefix[offset] = running
        }
        prefix[range.lowerBound] = base
        return sum
    }
}

/// Work a layout did, counted so tests can check that wrapping stays linear in the text's length
/// without timing it.
struct LayoutStatistics: Hashable, Sendable {
    /// Calls to HarfBuzz.
    var shapingCalls = 0
    /// UTF-8 bytes given to HarfBuzz, summed over calls.
    var shapedBytes = 0
    /// Candidate lines whose width was compared with the line width.
    var fitTests = 0
    /// Graphemes stepped over while splitting a word between graphemes.
    var graphemeSteps = 0
}
