/// What every audit check reads: the laid-out nodes in paint order, the accessibility transcript, and
/// how to phrase a finding for this screen.
///
/// One walk of the tree gathers both: each node's path and inherited state are made once, for the
/// painted nodes and the transcript alike.
struct AuditContext {
    /// A laid-out node as painted: where it is, how opaque it ends up, and what surrounds it.
    ///
    /// A value kept in one list, which checks read in place by index (`context.painted[index].opacity`):
    /// an object per node cost an allocation each, and a check that copied one out of the list retained
    /// and released each reference it holds (2026-12-07, BENCHMARKS.md, issue 26).
    struct PaintedNode {
        let node: LaidOutNode
        /// The node's path from the root.
        let path: LaidOutNode.Path
        /// The node's opacity times its ancestors'.
        let opacity: Double
        /// Whether the node is drawn inside a disabled button (exempt from contrast, SC 1.4.3).
        let isInDisabledButton: Bool
        /// Whether the node is inside a subtree hidden from assistive technology: a decorative
        /// graphic, which SC 1.4.11 does not cover (its text is still checked, SC 1.4.3).
        let isDecorative: Bool
        /// The parent's frame; nil for the root.
        let parentFrame: Rect?
        /// The paint order just past the node's subtree: its descendants come between it and this.
        fileprivate(set) var subtreeEnd: Int

        /// The node as the walk met it, with what the checks read of its context (not the whole
        /// context: each reference it holds is one more retain and release per node).
        init(node: LaidOutNode, context: LaidOutNode.WalkContext) {
            self.node = node
            path = context.path
            opacity = context.opacity
            isInDisabledButton = context.isDisabled
            isDecorative = context.isAccessibilityHidden
            parentFrame = context.parentFrame
            subtreeEnd = context.order + 1
        }
    }

    let result: LayoutResult
    let audit: AccessibilityAudit
    /// Every node, parents before children, children back to front: the order they are painted in.
    let painted: [PaintedNode]
    let transcript: AccessibilityTranscript
    /// The index in ``painted`` of the node each of the transcript's elements stands for.
    let elementNodes: [Int]
    /// The screen's width: the width the root was offered, if any.
    var screenWidth: Double? { result.proposal.width.flatMap { $0.isFinite ? $0 : nil } }

    init(result: LayoutResult, audit: AccessibilityAudit) {
        self.result = result
        self.audit = audit
        var painter = Painter()
        // Room for a screen's nodes at once, rather than growing the list a doubling at a time.
        painter.painted.reserveCapacity(128)
        result.root.walk(with: &painter)
        painted = painter.painted
        transcript = AccessibilityTranscript(elements: painter.transcript.elements, vocabulary: .english)
        elementNodes = painter.transcript.elementOrders
    }

    /// Lists every node in paint order and gathers the transcript's elements on the same walk, where
    /// the transcript does not skip a subtree.
    private struct Painter: LaidOutNodeVisitor {
        var painted: [PaintedNode] = []
        var transcript = AccessibilityWalker()
        /// The depth of the node below which the transcript skips, while the walk is there.
        var transcriptSkipsBelow: Int?

        mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
            painted.append(PaintedNode(node: node, context: context))
            if transcriptSkipsBelow == nil, transcript.enter(node, context: context) == .skipChildren {
                transcriptSkipsBelow = context.depth
            }
            return .visitChildren
        }

        mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
            painted[context.order].subtreeEnd = painted.count
            if let depth = transcriptSkipsBelow {
                guard depth == context.depth else { return }
                transcriptSkipsBelow = nil
            }
            transcript.leave(node, context: context)
        }
    }

    /// The indices in ``painted`` of the nodes inside the one at `index` (not itself): they follow it in paint order.
    func subtree(of index: Int) -> Range<Int> {
        (index + 1)..<painted[index].subtreeEnd
    }

    /// Why the painted node at `index` is not seen, or nil when it is: transparent, without area, or beyond the screen.
    func whyNotShown(_ index: Int) -> String? {
        let frame = painted[index].node.frame
        if painted[index].opacity <= 0 { return "transparent" }
        if frame.isEmpty { return "\(AuditFormat.size(frame.size)) pt, without area" }
        if let screen = screenWidth, frame.maxX <= 0 || frame.minX >= screen {
            return "beyond the \(AuditFormat.points(screen)) pt screen"
        }
        return nil
    }

    /// A finding at a node on this screen.
    func finding(_ rule: AuditRule, _ severity: DiagnosticSeverity, at path: LaidOutNode.Path, _ detail: String) -> AuditFinding {
        finding(rule, severity, at: path.description, detail)
    }

    /// A finding at a printed path on this screen, such as an accessible element's.
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
