import StepperKitSupport

/// Names: every interactive element has a non-empty accessible name, and not one made only of an
/// icon's name (VoiceOver would read "plus", which says what is drawn, not what it does).
struct NameCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        context.transcript.elements.filter(\.isInteractive).compactMap { element in
            let role = element.role.englishName
            if element.name.trimmingWhitespace().isEmpty {
                return context.finding(.names, .error, at: element.path, "\(role) has no accessible name")
            }
            if element.nameSource == .icon {
                return context.finding(
                    .names, .error, at: element.path,
                    "\(role) is named only by its icon \(AuditFormat.quoted(element.name)); give it an accessibility label"
                )
            }
            return nil
        }
    }
}

