import StepperKitText

/// Word splits: no visible text is broken into lines inside a word — where ICU's line breaker
/// offers no opportunity, as the layout does only when a word is wider than the width its text was
/// offered — unless at a hyphenation point of the locale's dictionary, with a hyphen drawn, as
/// a typesetter would.
struct WordSplitCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        // A loop, not a compactMap: each node's empty optional finding would be destroyed out of line.
        var findings: [AuditFinding] = []
        for index in painted.indices {
            guard painted[index].opacity > 0, case .text(let text) = painted[index].node.content,
                  !Self.linesSplitInsideWords(text).isEmpty else { continue }
            let drawn = text.layout.lines.map(\.text).joined(separator: " / ")
            findings.append(context.finding(
                .wordSplit, .error, at: painted[index].path,
                "text \(AuditFormat.quoted(text.fullText)) is broken inside a word: \(AuditFormat.quoted(drawn)) (\(AuditFormat.points(painted[index].node.frame.width)) pt wide)"
            ))
        }
        return findings
    }

    /// The indices of the lines that end inside a word with no hyphen: the layout's own emergency
    /// breaks (a word wider than its line split between graphemes), as ``TextLayout/wordSplits``
    /// reports them; a hyphenated break, at a point of the language's dictionary, is not one.
    static func linesSplitInsideWords(_ text: LaidOutText) -> [Int] {
        text.layout.wordSplits.lazy.filter { !$0.isHyphenated }.map(\.line)
    }
}
