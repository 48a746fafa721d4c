/// State mismatches: what is drawn agrees with the model. A subtree that shows a model value
/// (``ModelValueClaim``) draws its text visibly and whole, as a word of its own ("3" in "Tickets: 3",
/// not in "13"); a visible subtree computed from a model value was computed from the value the screen
/// shows under that name.
struct StateMismatchCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var shown: [(path: LaidOutNode.Path, claim: ModelValueClaim)] = []
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        for index in painted.indices where !painted[index].node.modelValues.isEmpty {
            for claim in painted[index].node.modelValues {
                guard case .shown(let text) = claim.kind else { continue }
                shown.append((painted[index].path, claim))
                guard let text, painted[index].opacity > 0 else { continue }
                // The visible texts of the subtree, the node itself first; most claims find their word in the first.
                let visible = (index..<painted[index].subtreeEnd).lazy.compactMap { node -> String? in
                    guard painted[node].opacity > 0, case .text(let laidOut) = painted[node].node.content else { return nil }
                    return laidOut.shownText
                }
                guard !visible.contains(where: { Self.contains($0, word: text) }) else { continue }
                let texts = Array(visible)
                let drawn = texts.isEmpty ? "no visible text" : "the drawn text reads " + texts.map(AuditFormat.quoted).joined(separator: ", ")
                findings.append(context.finding(
                    .stateMismatch, .error, at: painted[index].path,
                    "\(claim.name) is \(claim.value) in the model and should read \(AuditFormat.quoted(text)), but \(drawn)"
                ))
            }
        }
        for index in painted.indices where painted[index].opacity > 0 && !painted[index].node.modelValues.isEmpty {
            for claim in painted[index].node.modelValues where claim.kind == .derived {
                let showing = shown.filter { $0.claim.name == claim.name }
                guard let other = showing.first, !showing.contains(where: { $0.claim.value == claim.value }) else { continue }
                findings.append(context.finding(
                    .stateMismatch, .error, at: painted[index].path,
                    "computed from \(claim.name) \(claim.value), but \(other.path) shows \(claim.name) \(other.claim.value)"
                ))
            }
        }
        return findings
    }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    static func contains(_ text: String, word: String) -> Bool {
        // The usual case, a count drawn as a text of its own ("3"), without a search.
        guard !word.isEmpty, text != word else { return true }
        return asciiContains(text, word: word) ?? charactersContain(text, word: word)
    }

    /// ``contains(_:word:)`` character by character, for any text.
    static func charactersContain(_ text: String, word: String) -> Bool {
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        var start = text.startIndex
        while let range = text[start...].firstRange(of: word) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            if !(before.map(isWord) ?? false), !(after.map(isWord) ?? false) { return true }
            start = text.index(after: range.lowerBound)
        }
        return false
    }

    /// ``contains(_:word:)`` byte by byte, for an ASCII text and a word of printable ASCII; nil for any other.
    ///
    /// There every byte is a character but for "\r\n", which the word holds no byte of, so the word
    /// occurs at the same places among the bytes as among the characters; a character beside it is
    /// a letter or digit exactly when its byte is one. The generic search over characters costs
    /// about 5,800 instructions a call.
    private static func asciiContains(_ text: String, word: String) -> Bool? {
        let (text, word) = (text.utf8.span, word.utf8.span)
        for index in word.indices where !(0x20..<0x7F).contains(word[index]) { return nil }
        for index in text.indices where text[index] >= 0x80 { return nil }
        guard text.count >= word.count else { return false }
        func isWord(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        search: for start in 0...(text.count - word.count) {
            for offset in word.indices where text[start + offset] != word[offset] { continue search }
            let end = start + word.count
            if !(start > 0 && isWord(text[start - 1])), !(end < text.count && isWord(text[end])) { return true }
        }
        return false
    }
}
