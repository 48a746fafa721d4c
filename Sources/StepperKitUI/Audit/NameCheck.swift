import StepperKitSupport

/// Names: every interactive element has a non-empty accessible name, and not one made only of an
/// icon's name (VoiceOver would read "plus", which says what is drawn, not what it does).
struct NameCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        // Each element read in place: a copy of one retains and releases each of its strings.
        let elements = context.transcript.elements
        return elements.indices.compactMap { index in
            guard elements[index].isInteractive else { return nil }
            if elements[index].name.trimmingWhitespace().isEmpty {
                return context.finding(.names, .error, at: elements[index].path, "\(elements[index].role.englishName) has no accessible name")
            }
            if elements[index].nameSource == .icon {
                return context.finding(
                    .names, .error, at: elements[index].path,
                    "\(elements[index].role.englishName) is named only by its icon \(AuditFormat.quoted(elements[index].name)); "
                        + "give it an accessibility label"
                )
            }
            return nil
        }
    }
}

