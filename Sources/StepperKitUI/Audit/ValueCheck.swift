/// Values: an adjustable element's value is discoverable — an accessibility value, or a number in its
/// name ("Tickets: 3") — and an element with the adjustable trait has increment and decrement
/// actions.
struct ValueCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for element in context.transcript.elements {
            if element.role == .adjustable, (element.value ?? "").isEmpty, !element.name.contains(where: \.isNumber) {
                findings.append(context.finding(
                    .value, .error, at: element.path,
                    "adjustable \(AuditFormat.quoted(element.name)) has no value: set an accessibility value or put the value in the name"
                ))
            }
            if element.traits.contains(.adjustable),
               !(element.actions.contains { $0.englishName == "increment" } && element.actions.contains { $0.englishName == "decrement" }) {
                findings.append(context.finding(
                    .adjustableActions, .error, at: element.path, "adjustable \(AuditFormat.quoted(element.name)) has no increment and decrement actions"
                ))
            }
        }
        return findings
    }
}
