/// Truncation: no visible text is truncated or overflows its container at this locale and Dynamic
/// Type size (errors); text shrunk below its full size to fit is a warning, since it is smaller than
/// the size the reader chose.
struct TruncationCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        for index in painted.indices where painted[index].opacity > 0 {
            guard case .text(let text) = painted[index].node.content else { continue }
            // Written only for a finding: most texts have none.
            var name: String { "text \(AuditFormat.quoted(text.fullText))" }
            if text.isTruncated {
                let shown = text.shownTextOnOneLine
                findings.append(context.finding(.truncation, .error, at: painted[index].path, "\(name) is truncated to \(AuditFormat.quoted(shown))"))
            } else if text.scale < 1 {
                let percent = Int((text.scale * 100).rounded())
                findings.append(context.finding(
                    .truncation, .warning, at: painted[index].path,
                    "\(name) is shrunk to \(percent)% (\(AuditFormat.points(text.layout.font.size)) pt) to fit"
                ))
            }
            if let container = painted[index].parentFrame {
                let overflow = Self.overflow(of: painted[index].node.frame, outside: container)
                if overflow > 0.5 {
                    findings.append(context.finding(
                        .truncation, .error, at: painted[index].path,
                        "\(name) overflows its container (\(AuditFormat.size(container.size)) pt) by \(AuditFormat.points(overflow)) pt"
                    ))
                }
            }
        }
        return findings
    }

    /// How far `frame` reaches outside `container`, at its worst edge; 0 when inside.
    static func overflow(of frame: Rect, outside container: Rect) -> Double {
        max(0, container.minX - frame.minX, frame.maxX - container.maxX, container.minY - frame.minY, frame.maxY - container.maxY)
    }
}
