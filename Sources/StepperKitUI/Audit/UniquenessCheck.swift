import StepperKitSupport

/// Unique names: interactive elements of one role do not share a name on a screen, so "Decrease
/// quantity" on two products cannot be told apart. Names compare ignoring case and surrounding
/// space; elements without a name are the names rule's business.
struct UniquenessCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        var groups: [(key: String, elements: [AccessibleElement])] = []
        for element in context.transcript.elements where element.isInteractive {
            let name = element.name.trimmingWhitespace().lowercased()
            guard !name.isEmpty else { continue }
            let key = element.role.englishName + "\u{0}" + name
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].elements.append(element)
            } else {
                groups.append((key, [element]))
            }
        }
        return groups.filter { $0.elements.count > 1 }.map { group in
            let first = group.elements[0]
            let others = group.elements.dropFirst().map(\.path).joined(separator: ", ")
            return context.finding(
                .uniqueNames, .error, at: first.path,
                "\(group.elements.count) \(first.role.englishName) elements are named \(AuditFormat.quoted(first.name)); also at \(others)"
            )
        }
    }
}

