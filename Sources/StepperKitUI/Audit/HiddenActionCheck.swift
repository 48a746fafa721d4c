/// Hidden actions: what a key or assistive technology can do, a person can see a control for.
///
/// Each action a component declares reachable (``ReachableAction``: End, Page Up, VoiceOver's
/// increment…) needs a shown, enabled button performing the same action inside that component; and
/// every enabled interactive element assistive technology reaches must be shown — not transparent,
/// not without area, not beyond the screen.
struct HiddenActionCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // Each painted node read in place, by index: a copy of one retains and releases what it holds.
        let painted = context.painted
        for index in painted.indices where !painted[index].node.reachableActions.isEmpty && painted[index].opacity > 0 {
            for reachable in painted[index].node.reachableActions {
                // The first button inside performing the action, unless one is usable: no lists of them.
                var first: Int?
                var usable = false
                for button in context.subtree(of: index) where painted[button].node.extras?.button?.action == reachable.action {
                    first = first ?? button
                    if !painted[button].isInDisabledButton && context.whyNotShown(button) == nil {
                        usable = true
                        break
                    }
                }
                guard !usable else { continue }
                let why = first.map { button in
                    "\(painted[button].path) is \(painted[button].isInDisabledButton ? "disabled" : context.whyNotShown(button) ?? "not shown")"
                } ?? "no button performs it"
                findings.append(context.finding(
                    .hiddenAction, .error, at: painted[index].path,
                    "\(reachable.input) performs \(AuditFormat.quoted(reachable.action.rawValue)), but \(why)"
                ))
            }
        }
        // Each element read in place: a copy of one retains and releases each of its strings.
        let elements = context.transcript.elements
        for (index, nodeIndex) in zip(elements.indices, context.elementNodes) where elements[index].isInteractive && elements[index].isEnabled {
            guard let why = context.whyNotShown(nodeIndex) else { continue }
            findings.append(context.finding(
                .hiddenAction, .error, at: elements[index].path,
                "\(elements[index].role.englishName) \(AuditFormat.quoted(elements[index].name)) is reachable by assistive technology but \(why)"
            ))
        }
        return findings
    }
}
