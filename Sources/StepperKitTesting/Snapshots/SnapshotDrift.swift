import StepperKitLocalization

/// A change between a baseline and new output that CLDR or ICU data explains, by kind.
///
/// A change is drift of the locale data, not of the code, when every changed line differs only in
/// spaces (U+0020, U+00A0, U+202F, U+2009), in how a number is written (its grouping, separators or
/// numbering system — the same digits in the same order), or in a currency's symbol (the same sign with
/// another prefix, or an ISO code for a sign); and only when the ICU or CLDR version changed too:
///
/// ```swift
/// SnapshotDrift.kinds(from: "12,50 €", to: "12,50\u{202F}€")   // [.spaces]
/// SnapshotDrift.kinds(from: "US$5", to: "$5")                   // [.currencySymbol]
/// SnapshotDrift.kinds(from: "1.000", to: "1000")                // [.digits]
/// SnapshotDrift.kinds(from: "€3.50", to: "€4.50")               // nil: another number
/// SnapshotDrift.kinds(from: "HELLO", to: "WORLD")               // nil: words, not a currency
/// SnapshotDrift.kinds(from: "Añadir", to: "Agregar")            // nil: not drift
/// ```
public enum SnapshotDrift: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Space characters changed, such as U+00A0 to U+202F before a currency or a percent sign.
    case spaces
    /// A currency symbol changed, such as "US$" to "$".
    case currencySymbol = "currency symbol"
    /// A number is written differently with the same digits, such as its grouping or numbering system.
    case digits

    /// The kind.
    public var description: String { rawValue }

    /// The kinds of drift that explain every changed line, or nil when some change is not drift.
    ///
    /// Lines are compared in order; a different number of lines is never drift. This looks only at
    /// the text; ``kinds(from:to:recordedWith:current:)`` also requires the locale data to have changed.
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

    /// The kinds of drift that explain every changed line when the ICU or CLDR version changed; else nil.
    ///
    /// Nil when the baseline's versions are the same as this run's or unknown (the same data cannot
    /// drift), or when some change is not drift.
    ///
    /// ```swift
    /// let recorded = SnapshotVersions(icu: "72.1", cldr: "42.0")
    /// SnapshotDrift.kinds(from: "1.000", to: "1000", recordedWith: recorded, current: recorded)   // nil
    /// ```
    public static func kinds(
        from old: String, to new: String, recordedWith recorded: SnapshotVersions?, current: SnapshotVersions
    ) -> Set<SnapshotDrift>? {
        guard let recorded, recorded != current else { return nil }
        return kinds(from: old, to: new)
    }

    /// The kinds that explain one changed line: between a common prefix and a common suffix (widened
    /// to whole numbers and currency signs), both sides must be the same sequence of tokens, each pair
    /// of tokens the same or differing only as spaces, a number's writing or a currency's symbol.
    private static func lineKinds(_ old: [Character], _ new: [Character]) -> Set<SnapshotDrift>? {
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Widen to whole tokens, so "1.000" → "1 000" compares "1.000" with "1 000", and "US$" → "$" whole.
        var start = prefix
        var oldEnd = old.count - suffix
        var newEnd = new.count - suffix
        let isPart = { (character: Character) in isNumberPart(character) || isCurrencyPart(character) || isSpace(character) }
        while start > 0, isPart(old[start - 1]) { start -= 1 }
        while oldEnd < old.count, isPart(old[oldEnd]) { oldEnd += 1 }
        while newEnd < new.count, isPart(new[newEnd]) { newEnd += 1 }
        let before = tokens(old[start..<oldEnd])
        let after = tokens(new[start..<newEnd])
        guard before.count == after.count else { return nil }
        var kinds: Set<SnapshotDrift> = []
        for (oldToken, newToken) in zip(before, after) where oldToken != newToken {
            guard let kind = tokenKind(oldToken, newToken) else { return nil }
            kinds.insert(kind)
        }
        return kinds.isEmpty ? nil : kinds
    }

    /// What explains the change of one token into another, if locale data can.
    private static func tokenKind(_ old: Token, _ new: Token) -> SnapshotDrift? {
        switch (old, new) {
        case (.spaces, .spaces):
            return .spaces
        case (.number(let oldText), .number(let newText)):
            // The same digits in the same order, written differently: "1.000" and "1 000", "١٢" and "12".
            return digitValues(oldText) == digitValues(newText) ? .digits : nil
        case (.currency(let oldText), .currency(let newText)):
            return isSameCurrency(oldText, newText) ? .currencySymbol : nil
        default:
            return nil
        }
    }

    /// Whether two currency tokens can be one currency written by two versions of CLDR: the same sign
    /// with another prefix ("US$" and "$"), or a known ISO code and a sign ("EUR" and "€").
    private static func isSameCurrency(_ old: [Character], _ new: [Character]) -> Bool {
        let oldSigns = old.filter(isCurrencySign)
        let newSigns = new.filter(isCurrencySign)
        switch (oldSigns.isEmpty, newSigns.isEmpty) {
        case (false, false): return oldSigns == newSigns
        case (true, false): return isCurrencyCode(old)
        case (false, true): return isCurrencyCode(new)
        case (true, true): return false  // two codes or two words: another currency, or not money at all
        }
    }

    private static func isCurrencyCode(_ text: [Character]) -> Bool {
        text.count == 3 && (try? Currency(String(text))) != nil
    }

    /// A piece of a changed stretch of a line.
    private enum Token: Equatable {
        /// A run of space characters.
        case spaces([Character])
        /// Digits with the separators and spaces between them.
        case number([Character])
        /// Currency signs and the capital letters around them.
        case currency([Character])
        /// Any other character, alone.
        case other(Character)
    }

    /// Splits text into spaces, numbers (a space between two digits belongs to the number), currency
    /// parts and other characters.
    private static func tokens(_ text: ArraySlice<Character>) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.wholeNumberValue != nil {
                var end = index + 1
                while end < characters.count {
                    let next = characters[end]
                    if next.wholeNumberValue != nil {
                        end += 1
                    } else if isNumberPart(next) || isSpace(next), end + 1 < characters.count, characters[end + 1].wholeNumberValue != nil {
                        end += 2
                    } else {
                        break
                    }
                }
                tokens.append(.number(Array(characters[index..<end])))
                index = end
            } else if isSpace(character) {
                var end = index + 1
                while end < characters.count, isSpace(characters[end]) { end += 1 }
                tokens.append(.spaces(Array(characters[index..<end])))
                index = end
            } else if isCurrencyPart(character) {
                var end = index + 1
                while end < characters.count, isCurrencyPart(characters[end]) { end += 1 }
                tokens.append(.currency(Array(characters[index..<end])))
                index = end
            } else {
                tokens.append(.other(character))
                index += 1
            }
        }
        return tokens
    }

    private static func digitValues(_ text: [Character]) -> [Int] {
        text.compactMap(\.wholeNumberValue)
    }

    private static func isSpace(_ character: Character) -> Bool {
        ["\u{20}", "\u{A0}", "\u{202F}", "\u{2009}", "\u{2007}"].contains(character)
    }

    /// A digit of any numbering system, or a decimal or grouping separator.
    private static func isNumberPart(_ character: Character) -> Bool {
        character.wholeNumberValue != nil || [".", ",", "'", "\u{66B}", "\u{66C}", "\u{2019}"].contains(character)
    }

    /// A currency sign (Unicode Sc).
    private static func isCurrencySign(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
    }

    /// A currency sign or a capital letter of an ISO code or a symbol's prefix ("US$", "EUR").
    private static func isCurrencyPart(_ character: Character) -> Bool {
        isCurrencySign(character) || character.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }
}
