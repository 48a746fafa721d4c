/// The layout engine behind ``Font/layout(_:in:)``: wraps, scales to fit and truncates one text.
///
/// Widths are compared in font units: advances do not depend on the size, so every scale reuses
/// them. The whole text is shaped once (`run`), and a candidate line is read from it where HarfBuzz
/// says that gives exactly the line's own shaping (see ``ShapedRun``); other candidates are shaped
/// once each (`lineUnits`). A line's width leaves out trailing white space, so spaces before a break
/// never cause one.
struct LineLayout: Sendable {
    let text: String
    let font: Font
    private let opportunities: [LineBreaks.Opportunity]
    /// The whole text shaped as one run, made on the first measurement.
    private var run: ShapedRun?
    /// Advances of line candidates shaped on their own, trailing white space removed, in font units.
    private var lineUnits: [Range<String.Index>: Int] = [:]

    /// Lines of the text at one scale.
    struct Wrapped {
        /// The text of each line, separators and trailing white space included.
        var lines: [Range<String.Index>]
        /// Whether a word had to be split between graphemes, or a single grapheme is wider than a line.
        var isCramped: Bool
    }

    init(text: String, font: Font) throws(LineBreakError) {
        self.text = text
        self.font = font
        self.opportunities = try LineBreaks.opportunities(in: text)
    }

    // MARK: - Fitting

    /// Lays the text out as SwiftUI's `Text` does in `container`: at the largest scale in
    /// [minimumScaleFactor, 1] at which it fits (within the line limit, no word split), else at the
    /// minimum scale, truncating the last line.
    mutating func layout(in container: TextContainer) -> TextLayout {
        // At size 0 every advance is 0 points, so any width holds the text.
        let maxUnitsAtFullSize = font.size > 0
            ? container.width.map { $0 * Double(font.face.unitsPerEm) / font.size } ?? .infinity
            : .infinity
        func wrap(atScale scale: Double) -> Wrapped {
            self.wrap(maxUnits: maxUnitsAtFullSize / scale)
        }
        func fitsContainer(_ wrapped: Wrapped) -> Bool {
            !wrapped.isCramped && hiddenText(of: wrapped, lineLimit: container.lineLimit) == nil
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

        var shown = wrapped.lines.map { (text: String(trimmed($0)), units: units(of: $0)) }
        var isTruncated = false
        if let limit = container.lineLimit, shown.count > limit {
            if let remainder = hiddenText(of: wrapped, lineLimit: limit) {
                let last = truncate(remainder, mode: container.truncationMode, maxUnits: maxUnitsAtFullSize / scale)
                shown = Array(shown.prefix(limit - 1)) + [last]
                isTruncated = true
            } else {
                shown = Array(shown.prefix(limit))
            }
        }
        let drawn = font.scaled(by: scale)
        let metrics = drawn.metrics
        return TextLayout(
            lines: shown.enumerated().map { number, line in
                TextLine(
                    text: line.text,
                    width: drawn.points(fromUnits: line.units),
                    baseline: metrics.ascent + Double(number) * metrics.lineHeight
                )
            },
            font: drawn,
            scale: scale,
            isTruncated: isTruncated
        )
    }

    /// The text from the start of the last line allowed on, when lines after it show something;
    /// nil when every line fits the limit, or the lines past it are blank (as after a final newline).
    private func hiddenText(of wrapped: Wrapped, lineLimit: Int?) -> Substring? {
        guard let limit = lineLimit, wrapped.lines.count > limit else { return nil }
        let lastAllowed = wrapped.lines[limit - 1]
        guard !text[lastAllowed.upperBound...].allSatisfy(\.isWhitespace) else { return nil }
        return text[lastAllowed.lowerBound...]
    }

    // MARK: - Wrapping

    /// Breaks the text greedily into lines of at most `maxUnits`: each line takes as many break
    /// opportunities as fit, ends at every mandatory break, and a word wider than a line is split
    /// between graphemes. Text ending in a line separator ends with an empty line.
    mutating func wrap(maxUnits: Double) -> Wrapped {
        var lines: [Range<String.Index>] = []
        var isCramped = false
        var lineStart = text.startIndex
        var lastFit: String.Index?
        var next = 0
        while next < opportunities.count {
            let opportunity = opportunities[next]
            if fits(lineStart..<opportunity.index, maxUnits) {
                next += 1
                if opportunity.isMandatory {
                    lines.append(lineStart..<opportunity.index)
                    lineStart = opportunity.index
                    lastFit = nil
                } else {
                    lastFit = opportunity.index
                }
            } else if let end = lastFit {
                // Break at the last opportunity that fit, then try this one again on the new line.
                lines.append(lineStart..<end)
                lineStart = end
                lastFit = nil
            } else {
                // One unbreakable run is wider than the line: split it between graphemes.
                isCramped = true
                let end = longestFittingPrefix(of: lineStart..<opportunity.index, maxUnits)
                lines.append(lineStart..<end)
                lineStart = end
                if end == opportunity.index { next += 1 }
            }
        }
        if lineStart < text.endIndex || lines.isEmpty || opportunities.last?.isMandatory == true {
            lines.append(lineStart..<text.endIndex)
        }
        return Wrapped(lines: lines, isCramped: isCramped)
    }

    /// Whether the text in `range`, without trailing white space, is at most `maxUnits` wide.
    ///
    /// Without a width limit everything fits, so nothing is shaped: an unconstrained layout shapes
    /// only the lines it shows, not every candidate line up to each break opportunity.
    private mutating func fits(_ range: Range<String.Index>, _ maxUnits: Double) -> Bool {
        guard maxUnits != .infinity else { return true }
        return Double(units(of: range)) <= maxUnits + Self.tolerance
    }

    /// A millionth of a font unit: absorbs rounding in the width-to-units conversion.
    private static let tolerance = 1e-6

    private mutating func units(of range: Range<String.Index>) -> Int {
        let trimmed = trimmed(range)
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: trimmed.startIndex)
        let end = start + trimmed.utf8.count
        if let sliced = shapedRun().units(from: start, to: end) { return sliced }
        let key = trimmed.startIndex..<trimmed.endIndex
        if let known = lineUnits[key] { return known }
        let measured = font.units(of: trimmed)
        lineUnits[key] = measured
        return measured
    }

    /// The text in `range` without trailing white space.
    ///
    /// Most candidate lines end in a letter: when the last byte is ASCII and not white space
    /// (U+0009–U+000D, U+0020), the last Character is not white space either — its first scalar,
    /// which `Character.isWhitespace` tests, is that byte or a Prepend scalar, never White_Space — so
    /// the text is returned as it is, without walking it Character by Character.
    private func trimmed(_ range: Range<String.Index>) -> Substring {
        let utf8 = text.utf8
        if range.lowerBound < range.upperBound {
            let last = utf8[utf8.index(before: range.upperBound)]
            if last < 0x80, last != 0x20, !(0x09...0x0D).contains(last) { return text[range] }
        }
        return text[range].trimmingTrailingWhiteSpace()
    }

    /// The whole text shaped as one run, shaped now if it has not been yet.
    private mutating func shapedRun() -> ShapedRun {
        if let run { return run }
        let face = font.face.loaded
        let made = text.utf8.withContiguousStorageIfAvailable { face.run(ofUTF8: $0, features: font.features) }
            ?? Array(text.utf8).withUnsafeBufferPointer { face.run(ofUTF8: $0, features: font.features) }
        run = made
        return made
    }

    /// The end of the longest run of whole graphemes from the start of `range` that fits, and at
    /// least one grapheme, so every line makes progress.
    private mutating func longestFittingPrefix(of range: Range<String.Index>, _ maxUnits: Double) -> String.Index {
        let ends = Array(text[range].indices.dropFirst()) + [range.upperBound]
        var fitting = 0
        var failing = ends.count
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if fits(range.lowerBound..<ends[middle], maxUnits) { fitting = middle } else { failing = middle }
        }
        return ends[fitting]
    }

    // MARK: - Truncating

    /// The ellipsis that marks truncated text.
    static let ellipsis = "…"

    /// The last line made from `remainder` (the text from the last visible line on): as many whole
    /// graphemes as fit around "…", kept from the start (tail), the end (head) or both (middle).
    ///
    /// A kept start stops at the remainder's first line separator and a kept end starts after its
    /// last, so one line never shows text from two paragraphs.
    private func truncate(_ remainder: Substring, mode: TruncationMode, maxUnits: Double) -> (text: String, units: Int) {
        let graphemes = Array(remainder)
        let count = graphemes.count
        let firstSeparator = graphemes.firstIndex { $0.isNewline }
        let lastSeparator = graphemes.lastIndex { $0.isNewline }
        // At least one grapheme goes: the remainder as a whole did not fit on one line.
        let headRoom = firstSeparator ?? max(count - 1, 0)
        let tailRoom = lastSeparator.map { count - $0 - 1 } ?? max(count - 1, 0)

        func candidate(keeping kept: Int) -> String {
            switch mode {
            case .tail:
                return String(graphemes[..<kept]).trimmingTrailingWhiteSpace() + Self.ellipsis
            case .head:
                return Self.ellipsis + String(graphemes[(count - kept)...]).trimmingLeadingWhiteSpace()
            case .middle:
                // Half from each side; when one side runs out of room, the other takes the rest.
                let start = min(max((kept + 1) / 2, kept - tailRoom), headRoom)
                let end = min(kept - start, tailRoom)
                return String(graphemes[..<start]).trimmingTrailingWhiteSpace() + Self.ellipsis
                    + String(graphemes[(count - end)...]).trimmingLeadingWhiteSpace()
            }
        }
        let most = switch mode {
        case .tail: headRoom
        case .head: tailRoom
        case .middle: firstSeparator == nil ? max(count - 1, 0) : headRoom + tailRoom
        }
        let shortest = candidate(keeping: 0)
        var best = (text: shortest, units: font.units(of: shortest))
        var fitting = 0
        var failing = most + 1
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            let text = candidate(keeping: middle)
            let units = font.units(of: text)
            if Double(units) <= maxUnits + Self.tolerance {
                fitting = middle
                best = (text, units)
            } else {
                failing = middle
            }
        }
        return best
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
