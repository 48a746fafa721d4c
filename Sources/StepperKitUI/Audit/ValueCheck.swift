/// Values: an adjustable element's value is discoverable — an accessibility value, or a number in its
/// name ("Tickets: 3") — and an element with the adjustable trait has increment and decrement
/// actions.
struct ValueCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // Each element read in place: a copy of one retains and releases each of its strings.
        let elements = context.transcript.elements
        for index in elements.indices {
            if elements[index].role == .adjustable, (elements[index].value ?? "").isEmpty, !elements[index].name.contains(where: \.isNumber) {
                findings.append(context.finding(
                    .value, .error, at: elements[index].path,
                    "adjustable \(AuditFormat.quoted(elements[index].name)) has no value: set an accessibility value or put the value in the name"
                ))
            }
            if elements[index].traits.contains(.adjustable),
               !(elements[index].actions.contains { $0.englishName == "increment" } && elements[index].actions.contains { $0.englishName == "decrement" }) {
                findings.append(context.finding(
                    .adjustableActions, .error, at: elements[index].path,
                    "adjustable \(AuditFormat.quoted(elements[index].name)) has no increment and decrement actions"
                ))
            }
        }
        return findings
    }
}
