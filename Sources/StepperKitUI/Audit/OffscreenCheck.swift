/// Off screen: nothing visible is drawn beyond the screen's width (the width the screen was laid out
/// for), giving how far it reaches out. Screens scroll vertically, so only the width counts; a
/// layout without a proposed width has no screen edge to check.
struct OffscreenCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        guard let screen = context.screenWidth else { return [] }
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        // A loop, not a compactMap: each node's empty optional finding would be destroyed out of line.
        var findings: [AuditFinding] = []
        for index in painted.indices {
            guard painted[index].opacity > 0, painted[index].node.drawsContent else { continue }
            let frame = painted[index].node.frame
            let overflow = max(0 - frame.minX, frame.maxX - screen)
            guard overflow > 0.5 else { continue }
            let side = frame.minX < 0 ? "left" : "right"
            findings.append(context.finding(
                .offscreen, .error, at: painted[index].path,
                "\(painted[index].node.contentName) \(AuditFormat.points(frame.width)) pt wide reaches \(AuditFormat.points(overflow)) pt beyond the \(side) edge of the \(AuditFormat.points(screen)) pt screen"
            ))
        }
        return findings
    }
}

extension LaidOutNode {
    /// Whether the node draws something itself: text, an icon or a shape.
    var drawsContent: Bool {
        if case .none = content { return false }
        return true
    }

    /// How findings name what the node draws: `text "Copies"`, `icon "plus"`, `capsule`.
    var contentName: String {
        switch content {
        case .text(let text): "text \(AuditFormat.quoted(text.fullText))"
        case .icon(let icon): "icon \(AuditFormat.quoted(icon.name.rawValue))"
        case .shape(let shape): "\(shape.kind)"
        case .none: kind.name
        }
    }
}
