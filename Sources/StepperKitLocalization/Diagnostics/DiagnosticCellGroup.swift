/// Findings that say the same thing at the same place, in cells that differ only in their coordinates' values.
///
/// An audit over a matrix finds one defect in every cell that shows it: a text shrunk at the largest
/// size on the smallest phone is found again for each style and control size that draws it alike. A
/// person reads that as one finding; a group is that finding once, with the values each coordinate
/// took where it was found.
///
/// ```swift
/// let rule = DiagnosticRule("truncation", .warning, "Text is not cut.")
/// let findings = ["mini", "small"].map { size in
///     Diagnostic(rule: rule, location: DiagnosticLocation(nodePath: "VStack/Text"),
///                cell: DiagnosticCell(language: "es-MX", coordinates: [.init("controlSize", size)]), message: "text is shrunk to 93%")
/// }
/// DiagnosticCellGroup.grouping(findings)[0].description
/// // "VStack/Text: warning: es-MX · controlSize mini, small (2 cells): text is shrunk to 93% [truncation]"
/// ```
///
/// Findings group when their place, severity, rule, message, key, language and coordinate axes (in
/// order) are the same; a group of one describes itself as its finding does.
public struct DiagnosticCellGroup: Hashable, Sendable, CustomStringConvertible {
    /// The group's first finding, in the order given: its cell has the first value of every coordinate.
    public let first: Diagnostic
    /// How many findings the group holds.
    public private(set) var count: Int
    /// For each coordinate of the first finding's cell, in order, the values the group's findings
    /// were found at, each once, in the order met.
    public private(set) var values: [[String]]

    init(_ diagnostic: Diagnostic) {
        first = diagnostic
        count = 1
        values = diagnostic.cell.coordinates.map { [$0.value] }
    }

    /// The cells the coordinates' values span: the product of how many values each took.
    ///
    /// When it is more than ``count``, the findings are in some of those cells only.
    public var combinations: Int {
        values.reduce(1) { $0 * $1.count }
    }

    /// The first finding's line, with every coordinate's values and how many cells they are in.
    ///
    /// As "place: severity: "key" · language · axis v1, v2 (N cells): message [rule]"; "(N of the M
    /// combinations)" when the findings are in some of the cells the values span.
    public var description: String {
        guard count > 1 else { return first.description }
        var line = ""
        let place = first.location.description
        if !place.isEmpty { line += place + ": " }
        line += first.severity.rawValue + ": "
        var parts: [String] = []
        if let key = first.cell.key { parts.append("\"\(key)\"") }
        if let language = first.cell.language { parts.append(language) }
        for (coordinate, values) in zip(first.cell.coordinates, values) {
            parts.append(coordinate.axis + " " + values.joined(separator: ", "))
        }
        let combinations = combinations
        // More findings than cells: one cell found the same thing twice at the place.
        let span = count == combinations ? "\(count) cells"
            : count < combinations ? "\(count) of the \(combinations) combinations" : "\(count) findings in \(combinations) cells"
        line += (parts.isEmpty ? "" : parts.joined(separator: " · ") + " ") + "(\(span)): "
        line += first.message + " [" + first.rule.identifier + "]"
        return line
    }

    /// The findings grouped, each group where its first finding was, in the order given.
    ///
    /// Memory grows with the groups, not the findings: a group keeps its first finding, a count
    /// and each coordinate's distinct values.
    public static func grouping(_ diagnostics: some Sequence<Diagnostic>) -> [DiagnosticCellGroup] {
        var groups: [DiagnosticCellGroup] = []
        var index: [Key: Int] = [:]
        // Each group's values, with a set per coordinate for the test of whether a value is new.
        var seen: [[Set<String>]] = []
        for diagnostic in diagnostics {
            let key = Key(diagnostic)
            guard let found = index[key] else {
                index[key] = groups.count
                groups.append(DiagnosticCellGroup(diagnostic))
                seen.append(diagnostic.cell.coordinates.map { [$0.value] })
                continue
            }
            groups[found].count += 1
            for (position, coordinate) in diagnostic.cell.coordinates.enumerated() where seen[found][position].insert(coordinate.value).inserted {
                groups[found].values[position].append(coordinate.value)
            }
        }
        return groups
    }

    /// What findings of one group share: everything but their coordinates' values.
    private struct Key: Hashable {
        let location: DiagnosticLocation
        let severity: DiagnosticSeverity
        let rule: String
        let message: String
        let key: String?
        let language: String?
        let axes: [String]

        init(_ diagnostic: Diagnostic) {
            location = diagnostic.location
            severity = diagnostic.severity
            rule = diagnostic.rule.identifier
            message = diagnostic.message
            key = diagnostic.cell.key
            language = diagnostic.cell.language
            axes = diagnostic.cell.coordinates.map(\.axis)
        }
    }
}
