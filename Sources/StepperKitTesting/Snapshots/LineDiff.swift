import StepperKitSupport

/// A line diff of two texts, as a person reads one.
///
/// Unchanged lines around each change, "-" for the baseline's lines, "+" for the new output's, with
/// line numbers.
///
/// ```swift
/// LineDiff(old: "a\nb\nc", new: "a\nB\nc").description
/// // "@@ line 2\n-b\n+B"
/// ```
public struct LineDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// In both, at this line of the new output.
        case same(String)
        /// Only in the baseline.
        case removed(String)
        /// Only in the new output.
        case added(String)
    }

    /// Every line, in order.
    public let lines: [Line]

    /// The diff of a baseline and new output, as the longest common subsequence of their lines.
///
/// `old` is the baseline, `new` the output.
    public init(old: String, new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Common prefix and suffix first: most snapshot changes are a few lines in a long file.
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines = a[..<prefix].map(Line.same)
        var i = 0
        var j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                lines.append(.same(middleA[i])); i += 1; j += 1
            } else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append(.removed(middleA[i])); i += 1
            } else {
                lines.append(.added(middleB[j])); j += 1
            }
        }
        lines += a[(a.count - suffix)...].map(Line.same)
        self.lines = lines
    }

    /// Whether the texts differ.
    public var hasChanges: Bool {
        lines.contains { if case .same = $0 { false } else { true } }
    }

    /// The changes with one line of context, at most 60 lines; "@@ line N" starts each hunk.
    ///
    /// Control characters are written as escapes (`\r`, `\u{1B}`).
    public var description: String {
        var output: [String] = []
        var newLine = 0
        var lastShown = -2
        for (index, line) in lines.enumerated() {
            if case .removed = line {} else { newLine += 1 }
            let near = lines[max(0, index - 1)...min(lines.count - 1, index + 1)].contains { if case .same = $0 { false } else { true } }
            guard near else { continue }
            if index != lastShown + 1 { output.append("@@ line \(max(newLine, 1))") }
            lastShown = index
            // Control characters are shown as escapes: a line is printed in a terminal, where a raw ESC or CR
            // would redraw it, and "\r" at the end is how a CR LF baseline differs from LF output.
            switch line {
            case .same(let text): output.append(" " + MessageText.escapedLine(text))
            case .removed(let text): output.append("-" + MessageText.escapedLine(text))
            case .added(let text): output.append("+" + MessageText.escapedLine(text))
            }
            if output.count >= 60 {
                output.append("… (diff cut at 60 lines)")
                break
            }
        }
        return output.joined(separator: "\n")
    }
}
