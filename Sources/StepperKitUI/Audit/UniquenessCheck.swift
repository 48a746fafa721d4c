import StepperKitSupport

/// Unique names: interactive elements of one role do not share a name on a screen, so "Decrease
/// quantity" on two products cannot be told apart. Names compare ignoring case and surrounding
/// space; elements without a name are the names rule's business.
struct UniquenessCheck: AuditCheck {
    func findings(in context: AuditContext) -> [AuditFinding] {
        let elements = context.transcript.elements
        // Each group's elements by index, the first one its representative; groups in order of first appearance.
        var groups: [[Int]] = []
        var names: [ComparableName] = []
        for index in elements.indices where elements[index].isInteractive {
            guard let name = ComparableName(elements[index]) else { continue }
            if let group = names.firstIndex(where: { $0.matches(name) }) {
                groups[group].append(index)
            } else {
                names.append(name)
                groups.append([index])
            }
        }
        return groups.filter { $0.count > 1 }.map { group in
            let first = elements[group[0]]
            let others = group.dropFirst().map { elements[$0].path }.joined(separator: ", ")
            return context.finding(
                .uniqueNames, .error, at: first.path,
                "\(group.count) \(first.role.englishName) elements are named \(AuditFormat.quoted(first.name)); also at \(others)"
            )
        }
    }

    /// An element's role and name as the rule compares them: the name trimmed of surrounding space and
    /// compared ignoring case. A name of Latin-1 and Latin Extended letters (every scalar below U+0300,
    /// where no combining mark is, so the string is its own canonical form) compares scalar by scalar
    /// without a lowercased copy, which costs more than the rest of the rule; any other is lowercased once.
    struct ComparableName {
        let role: AccessibilityRole
        /// The trimmed name, as written.
        let name: String
        /// The trimmed name lowercased, for a name with a scalar at or above U+0300; nil for others.
        let lowercased: String?

        /// Nil for a name that is empty once trimmed.
        init?(_ element: AccessibleElement) {
            let trimmed = element.name.trimmingWhitespace()
            guard !trimmed.isEmpty else { return nil }
            role = element.role
            name = trimmed
            lowercased = trimmed.unicodeScalars.allSatisfy { $0.value < 0x300 } ? nil : trimmed.lowercased()
        }

        /// Whether two elements share a role and a name, ignoring case.
        func matches(_ other: ComparableName) -> Bool {
            guard role == other.role else { return false }
            guard lowercased != nil || other.lowercased != nil else { return Self.sameIgnoringCase(name, other.name) }
            return (lowercased ?? name.lowercased()) == (other.lowercased ?? other.name.lowercased())
        }

        /// Whether two strings of scalars below U+0300 lowercase alike, scalar by scalar: equal scalars and
        /// ASCII letters folded decide at once, two scalars that each lowercase to one scalar compare those,
        /// and one lowercasing to several ("İ") falls back to comparing lowercased copies.
        static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
            var left = a.unicodeScalars.makeIterator()
            var right = b.unicodeScalars.makeIterator()
            while true {
                switch (left.next(), right.next()) {
                case (nil, nil):
                    return true
                case (nil, _), (_, nil):
                    // Every scalar so far lowercased to one alike, and no scalar lowercases to nothing.
                    return false
                case (let x?, let y?):
                    if x == y { continue }
                    if x.isASCII && y.isASCII {
                        guard UInt8(x.value).asciiLowercased == UInt8(y.value).asciiLowercased else { return false }
                        continue
                    }
                    let (lowerX, lowerY) = (x.properties.lowercaseMapping.unicodeScalars, y.properties.lowercaseMapping.unicodeScalars)
                    guard lowerX.count == 1, lowerY.count == 1 else { return a.lowercased() == b.lowercased() }
                    guard lowerX.first == lowerY.first else { return false }
                }
            }
        }
    }
}
