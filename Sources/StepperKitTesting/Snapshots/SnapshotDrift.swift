/// A change between a baseline and new output that CLDR or ICU data explains, by kind.
///
/// When every changed line differs only in spaces (U+0020, U+00A0, U+202F, U+2009), currency symbols
/// or digits, the change is drift of the locale data, not of the code:
///
/// ```swift
/// SnapshotDrift.kinds(from: "12,50 €", to: "12,50\u{202F}€")   // [.spaces]
/// SnapshotDrift.kinds(from: "US$5", to: "$5")                   // [.currencySymbol]
/// SnapshotDrift.kinds(from: "Añadir", to: "Agregar")            // nil: not drift
/// ```
public enum SnapshotDrift: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Space characters changed, such as U+00A0 to U+202F before a currency or a percent sign.
    case spaces
    /// A currency symbol changed, such as "US$" to "$".
    case currencySymbol = "currency symbol"
    /// Digits or their separators changed, such as the numbering system or the grouping.
    case digits

    /// The kind.
    public var description: String { rawValue }

    /// The kinds of drift that explain every changed line, or nil when some change is not drift.
    ///
    /// Lines are compared in order; a different number of lines is never drift.
    public static func kinds(from old: String, to new: String) -> Set<SnapshotDrift>? {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count, old != new else { return nil }
        var kinds: Set<SnapshotDrift> = []
        for (before, after) in zip(oldLines, newLines) where before != after {
            guard let kind = lineKinds(Array(before), Array(after)) else { return nil }
            kinds.formUnion(kind)
        }
        return kinds
    }

    /// The kinds that explain one changed line: the middle between a common prefix and a common suffix,
    /// on both sides, must hold only spaces, only currency symbol characters, or only digits and separators.
    private static func lineKinds(_ old: [Character], _ new: [Character]) -> Set<SnapshotDrift>? {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Widen to whole runs of the same kind, so "1.000" → "1 000" compares "1.000" with "1 000".
        var start = prefix
        var oldEnd = old.count - suffix
        var newEnd = new.count - suffix
        while start > 0, isNumberPart(old[start - 1]) || isCurrencyPart(old[start - 1]) { start -= 1 }
        while oldEnd < old.count, isNumberPart(old[oldEnd]) || isCurrencyPart(old[oldEnd]) { oldEnd += 1 }
        while newEnd < new.count, isNumberPart(new[newEnd]) || isCurrencyPart(new[newEnd]) { newEnd += 1 }
        let before = old[start..<oldEnd]
        let after = new[start..<newEnd]
        let changed = Array(before) + Array(after)
        if changed.allSatisfy(isSpace) { return [.spaces] }
        var kinds: Set<SnapshotDrift> = []
        for (oldPart, newPart) in zip(runs(before), runs(after)) where oldPart != newPart {
            if oldPart.allSatisfy(isSpace) && newPart.allSatisfy(isSpace) {
                kinds.insert(.spaces)
            } else if (oldPart + newPart).allSatisfy(isNumberPart) {
                kinds.insert(.digits)
            } else if (oldPart + newPart).allSatisfy({ isCurrencyPart($0) || isSpace($0) }) {
                kinds.insert(.currencySymbol)
            } else {
                return nil
            }
        }
        guard runs(before).count == runs(after).count, !kinds.isEmpty else { return nil }
        return kinds
    }

    /// Splits text into runs of spaces, number parts and currency parts; anything else is its own run.
    private static func runs(_ text: ArraySlice<Character>) -> [[Character]] {
        var runs: [[Character]] = []
        var current: [Character] = []
        var currentClass = -1
        for character in text {
            let kind = isSpace(character) ? 0 : isNumberPart(character) ? 1 : isCurrencyPart(character) ? 2 : 3
            if kind != currentClass || kind == 3, !current.isEmpty {
                runs.append(current)
                current = []
            }
            current.append(character)
            currentClass = kind
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    private static func isSpace(_ character: Character) -> Bool {
        ["\u{20}", "\u{A0}", "\u{202F}", "\u{2009}", "\u{2007}"].contains(character)
    }

    /// A digit of any numbering system, or a decimal or grouping separator.
    private static func isNumberPart(_ character: Character) -> Bool {
        character.wholeNumberValue != nil || [".", ",", "'", "\u{66B}", "\u{66C}", "\u{2019}"].contains(character)
    }

    /// A currency sign (Unicode Sc) or a letter of an ISO code or symbol prefix ("US$", "EUR").
    private static func isCurrencyPart(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol || ("A"..."Z").contains(Character($0)) }
    }
}
