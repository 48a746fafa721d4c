/// What every audit check reads: the laid-out nodes in paint order, the accessibility transcript, and
/// how to phrase a finding for this screen.
struct AuditContext {
    /// A laid-out node as painted: where it is, how opaque it ends up, and what surrounds it.
    ///
    /// A class: checks pass painted nodes around and keep them in lists, and a copy of one is then a
    /// reference rather than the many fields of a laid-out node.
    final class PaintedNode {
        let node: LaidOutNode
        let path: String
        /// The node's opacity times its ancestors'.
        let opacity: Double
        /// Whether the node is drawn inside a disabled button (exempt from contrast, SC 1.4.3).
        let isInDisabledButton: Bool
        /// Whether the node is inside a subtree hidden from assistive technology: a decorative
        /// graphic, which SC 1.4.11 does not cover (its text is still checked, SC 1.4.3).
        let isDecorative: Bool
        /// The parent's frame; nil for the root.
        let parentFrame: Rect?

        init(node: LaidOutNode, path: String, opacity: Double, isInDisabledButton: Bool, isDecorative: Bool, parentFrame: Rect?) {
            self.node = node
            self.path = path
            self.opacity = opacity
            self.isInDisabledButton = isInDisabledButton
            self.isDecorative = isDecorative
            self.parentFrame = parentFrame
        }
    }

    let result: LayoutResult
    let audit: AccessibilityAudit
    /// Every node, parents before children, children back to front: the order they are painted in.
    let painted: [PaintedNode]
    let transcript: AccessibilityTranscript
    /// The screen's width: the width the root was offered, if any.
    var screenWidth: Double? { result.proposal.width.flatMap { $0.isFinite ? $0 : nil } }

    init(result: LayoutResult, audit: AccessibilityAudit) {
        self.result = result
        self.audit = audit
        var painted: [PaintedNode] = []
        Self.paint(result.root, path: NodePath.root(result.root), opacity: 1, isInDisabledButton: false, isDecorative: false, parentFrame: nil, into: &painted)
        self.painted = painted
        self.transcript = AccessibilityTranscript(result.root)
    }

    private static func paint(
        _ node: LaidOutNode, path: String, opacity: Double, isInDisabledButton: Bool, isDecorative: Bool, parentFrame: Rect?,
        into painted: inout [PaintedNode]
    ) {
        let opacity = opacity * node.opacity
        let disabled = isInDisabledButton || node.button?.isEnabled == false
        let decorative = isDecorative || node.accessibility?.isHidden == true
        painted.append(PaintedNode(node: node, path: path, opacity: opacity, isInDisabledButton: disabled, isDecorative: decorative, parentFrame: parentFrame))
        for (child, childPath) in NodePath.children(of: node, at: path) {
            paint(child, path: childPath, opacity: opacity, isInDisabledButton: disabled, isDecorative: decorative, parentFrame: node.frame, into: &painted)
        }
    }

    /// The painted nodes inside the one at `index` (not itself): they follow it in paint order.
    func subtree(of index: Int) -> ArraySlice<PaintedNode> {
        let prefix = painted[index].path + "/"
        var end = index + 1
        while end < painted.count, painted[end].path.hasPrefix(prefix) { end += 1 }
        return painted[(index + 1)..<end]
    }

    /// Why a painted node is not seen, or nil when it is: transparent, without area, or beyond the screen.
    func whyNotShown(_ painted: PaintedNode) -> String? {
        let frame = painted.node.frame
        if painted.opacity <= 0 { return "transparent" }
        if frame.isEmpty { return "\(AuditFormat.size(frame.size)) pt, without area" }
        if let screen = screenWidth, frame.maxX <= 0 || frame.minX >= screen {
            return "beyond the \(AuditFormat.points(screen)) pt screen"
        }
        return nil
    }

    /// A finding at `path` on this screen.
    func finding(_ rule: AuditRule, _ severity: DiagnosticSeverity, at path: String, _ detail: String) -> AuditFinding {
        AuditFinding(
            rule: rule, severity: severity, path: path, detail: detail,
            locale: result.environment.locale, dynamicTypeSize: result.environment.dynamicTypeSize
        )
    }
}

/// One check of the audit; it may report under several rules.
protocol AuditCheck: Sendable {
    /// The problems on a screen, in tree order.
    func findings(in context: AuditContext) -> [AuditFinding]
}

/// How findings print numbers: points and ratios without noise.
enum AuditFormat {
    /// "44", "37.5", "12.333": points to three decimals at most.
    static func points(_ value: Double) -> String { value.compact }

    /// "37.5×44": a size in points.
    static func size(_ size: Size) -> String { "\(points(size.width))×\(points(size.height))" }

    /// "4.49": a contrast ratio rounded down, so a failing ratio never prints as the threshold.
    static func ratio(_ value: Double) -> String {
        ((value * 100).rounded(.down) / 100).compact
    }

    /// "\"Flat white\"": quoted text.
    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
