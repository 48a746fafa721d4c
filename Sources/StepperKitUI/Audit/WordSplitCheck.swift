import StepperKitText

/// Word splits: no visible text is broken into lines inside a word — between two letters or digits
/// where ICU's line breaker offers no opportunity, as the layout does only when a word is wider than
/// the width its text was offered.
struct WordSplitCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        context.painted.compactMap { painted -> AuditFinding? in
            guard painted.opacity > 0, case .text(let text) = painted.node.content,
                  !Self.linesSplitInsideWords(text).isEmpty else { return nil }
            let drawn = text.layout.lines.map(\.text).joined(separator: " / ")
            return context.finding(
                .wordSplit, .error, at: painted.path,
                "text \(AuditFormat.quoted(text.fullText)) is broken inside a word: \(AuditFormat.quoted(drawn)) (\(AuditFormat.points(painted.node.frame.width)) pt wide)"
            )
        }
    }

    /// The indices of the lines that end inside a word: the one place word splits are detected.
    ///
    /// Derived from the laid-out lines: each line's end is found in the full text, and it splits a
    /// word when a letter or digit is on both sides and ICU has no break opportunity there.
    // TODO: use StepperKitText's own emergency-break fact once text layouts report it.
    static func linesSplitInsideWords(_ text: LaidOutText) -> [Int] {
        let lines = text.layout.lines
        guard lines.count > 1, let opportunities = try? TextLayouter.breakOpportunities(in: text.fullText) else { return [] }
        let full = text.fullText
        let allowed = Set(opportunities)
        var cursor = full.startIndex
        var split: [Int] = []
        for (number, line) in lines.dropLast().enumerated() {
            while cursor < full.endIndex, full[cursor].isWhitespace { cursor = full.index(after: cursor) }
            // A line that is not the text at this point (a truncated or rewritten line) ends the search.
            guard full[cursor...].hasPrefix(line.text), !line.text.isEmpty else { break }
            let end = full.index(cursor, offsetBy: line.text.count)
            cursor = end
            guard end < full.endIndex else { break }
            let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
            let offset = full.utf8.distance(from: full.startIndex, to: end)
            if isWord(full[full.index(before: end)]), isWord(full[end]), !allowed.contains(offset) {
                split.append(number)
            }
        }
        return split
    }
}
