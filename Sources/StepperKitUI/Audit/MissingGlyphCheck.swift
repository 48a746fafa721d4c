import StepperKitText

/// Missing glyphs: no visible text has a character that neither its font nor any installed fallback
/// face draws — a person would see a box (tofu) where the character should be.
struct MissingGlyphCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        // A loop, not a compactMap: each node's empty optional finding would be destroyed out of line.
        var findings: [AuditFinding] = []
        for index in painted.indices {
            guard painted[index].opacity > 0, case .text(let text) = painted[index].node.content else { continue }
            let missing = text.layout.missingCharacters
            guard !missing.isEmpty else { continue }
            let codes = missing.map(\.codePointName).joined(separator: ", ")
            findings.append(context.finding(
                .missingGlyph, .error, at: painted[index].path,
                "text \(AuditFormat.quoted(text.fullText)) has characters no installed font draws: \(codes); install a font that has them"
            ))
        }
        return findings
    }
}
