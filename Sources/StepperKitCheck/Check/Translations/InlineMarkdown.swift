import Foundation

/// The inline Markdown SwiftUI renders in a `Text` made from a `LocalizedStringKey` — strong and emphasis
/// (`**`, `__`, `*`, `_`), strikethrough (`~~`), code (`` ` ``) and links (`[text](url)`, `<url>`) — read
/// as CommonMark reads them, to compare a translation's with its source's.
///
/// Delimiter runs open and close by CommonMark's flanking rules (an underscore inside a word does
/// neither), pair up innermost first, and a run that could open or close but found no partner is a
/// mark a person sees as a character.
///
/// ```swift
/// InlineMarkdown("Tap **Done** to [save](https://a.b)").spans    // [.strong, .link("https://a.b")]
/// InlineMarkdown("Toca **Listo* para guardar").strayMarks         // 1: a "*" shows
/// InlineMarkdown("5 * 3 = 15").strayMarks                         // 0: a lone asterisk between spaces is text
/// ```
struct InlineMarkdown {
    enum Span: Hashable {
        case strong, emphasis, strikethrough, code
        case link(String)

        var name: String {
            switch self {
            case .strong: "bold"
            case .emphasis: "italic"
            case .strikethrough: "strikethrough"
            case .code: "code"
            case .link(let destination): destination.isEmpty ? "link" : "link to \(destination)"
            }
        }
    }

    /// The spans, in order of their closing.
    private(set) var spans: [Span] = []
    /// Characters of delimiter runs and link brackets that pair with nothing and so show as text.
    private(set) var strayMarks = 0

    private struct Delimiter {
        let character: Character
        var count: Int
        let canOpen: Bool
        let canClose: Bool
    }

    init(_ text: String) {
        let characters = Array(text)
        var delimiters: [Delimiter] = []
        var index = 0
        func isPunctuation(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isPunctuation || character.isSymbol
        }
        func isSpace(_ character: Character?) -> Bool {
            guard let character else { return true }
            return character.isWhitespace
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 2
                continue
            case "`":
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                // The closing run of the same length, else the backticks are text.
                var cursor = index + run
                var closed = false
                while cursor < characters.count {
                    if characters[cursor] == "`" {
                        var other = 0
                        while cursor + other < characters.count, characters[cursor + other] == "`" { other += 1 }
                        if other == run {
                            closed = true
                            cursor += other
                            break
                        }
                        cursor += other
                    } else {
                        cursor += 1
                    }
                }
                if closed {
                    spans.append(.code)
                    index = cursor
                } else {
                    strayMarks += run
                    index += run
                }
                continue
            case "<":
                if let end = characters[index...].firstIndex(of: ">") {
                    let inside = String(characters[(index + 1)..<end])
                    if inside.hasPrefix("http://") || inside.hasPrefix("https://") || inside.hasPrefix("mailto:") {
                        spans.append(.link(inside))
                        index = end + 1
                        continue
                    }
                }
            case "[":
                if let link = Self.link(in: characters, at: index) {
                    // The text of the link is itself inline Markdown.
                    let inner = InlineMarkdown(String(characters[(index + 1)..<link.textEnd]))
                    spans += inner.spans
                    strayMarks += inner.strayMarks
                    spans.append(.link(link.destination))
                    index = link.end
                    continue
                }
                // "[text] (url)" or "[text](url" : brackets a person sees.
                if let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
                   characters[(close + 1)...].first(where: { $0 != " " }) == "(" {
                    strayMarks += 2
                }
            case "*", "_", "~":
                var run = 0
                while index + run < characters.count, characters[index + run] == character { run += 1 }
                let before: Character? = index > 0 ? characters[index - 1] : nil
                let after: Character? = index + run < characters.count ? characters[index + run] : nil
                let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var canOpen = leftFlanking
                var canClose = rightFlanking
                if character == "_" {
                    canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                }
                if character == "~" && run != 2 {
                    // Only "~~" is strikethrough; a lone tilde is text.
                    index += run
                    continue
                }
                var delimiter = Delimiter(character: character, count: run, canOpen: canOpen, canClose: canClose)
                if delimiter.canClose {
                    // Pair with the nearest opener of the same character, innermost first.
                    var opener = delimiters.lastIndex { $0.character == character && $0.canOpen && $0.count > 0 }
                    while let found = opener, delimiter.count > 0 {
                        let used = character == "~" ? 2 : min(2, min(delimiters[found].count, delimiter.count))
                        if character == "~" {
                            spans.append(.strikethrough)
                        } else {
                            spans.append(used == 2 ? .strong : .emphasis)
                        }
                        delimiters[found].count -= used
                        delimiter.count -= used
                        // Openers after the matched one can no longer close anything across it.
                        delimiters.removeSubrange((found + 1)...)
                        opener = delimiters[found].count > 0 ? found : delimiters.lastIndex { $0.character == character && $0.canOpen && $0.count > 0 }
                    }
                }
                if delimiter.count > 0 { delimiters.append(delimiter) }
                index += run
                continue
            default:
                break
            }
            index += 1
        }
        // Runs that could open or close and found no partner show as characters.
        strayMarks += delimiters.filter { $0.canOpen || $0.canClose }.reduce(0) { $0 + $1.count }
    }

    /// Whether the text has any inline Markdown.
    var hasMarkup: Bool { !spans.isEmpty }

    /// A link `[text](destination)` starting at `start`, with balanced brackets and parentheses.
    private static func link(in characters: [Character], at start: Int) -> (textEnd: Int, destination: String, end: Int)? {
        var depth = 0
        var cursor = start
        while cursor < characters.count {
            if characters[cursor] == "\\" {
                cursor += 2
                continue
            }
            if characters[cursor] == "[" { depth += 1 }
            if characters[cursor] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            cursor += 1
        }
        guard cursor < characters.count, cursor + 1 < characters.count, characters[cursor + 1] == "(" else { return nil }
        let textEnd = cursor
        var parentheses = 0
        var end = cursor + 1
        while end < characters.count {
            if characters[end] == "(" { parentheses += 1 }
            if characters[end] == ")" {
                parentheses -= 1
                if parentheses == 0 { break }
            }
            if characters[end] == "\n" { return nil }
            end += 1
        }
        guard end < characters.count else { return nil }
        var destination = String(characters[(textEnd + 2)..<end]).trimmingCharacters(in: .whitespaces)
        // A title after the destination ("url "title"") is not part of it.
        if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }
        return (textEnd, destination, end + 1)
    }
}

extension TextComparison {
    /// How a translation's inline Markdown differs from the source's: broken (marks show as characters)
    /// or changed (spans or link destinations differ); nil when the source has none or they agree.
    ///
    /// Whether Foundation reads a format specifier next to a mark as punctuation (the format string parsed
    /// before its arguments are put in) or as the word that replaces it is not documented, so a translation
    /// is broken only when it is broken read either way: "**%1$@**が" closes when "%1$@" is a word.
    /// Italic is not asked of Chinese, Japanese and Korean, whose type has none (bold, code and links are).
    static func markdown(source: String, translation: String, language: String = "") -> (broken: Bool, message: String)? {
        var expected = InlineMarkdown(source)
        guard expected.hasMarkup else { return nil }
        var found = InlineMarkdown(translation)
        if found.strayMarks > expected.strayMarks {
            // Read with its arguments in, the translation may close what it opens: compare that reading.
            let expectedWords = InlineMarkdown(Self.argumentsAsWords(source))
            let foundWords = InlineMarkdown(Self.argumentsAsWords(translation))
            if foundWords.strayMarks <= expectedWords.strayMarks { (expected, found) = (expectedWords, foundWords) }
        }
        if found.strayMarks > expected.strayMarks {
            return (true, "has inline Markdown that does not close, so SwiftUI shows its marks as characters (the source's \(expected.spans.map(\.name).joined(separator: ", ")) render)")
        }
        // A link's destination is link-mismatch's to compare: here a link is a link.
        func kind(_ span: InlineMarkdown.Span) -> InlineMarkdown.Span {
            if case .link = span { return .link("") }
            return span
        }
        var missing = expected.spans.map(kind)
        var extra: [InlineMarkdown.Span] = []
        for span in found.spans.map(kind) {
            if let index = missing.firstIndex(of: span) { missing.remove(at: index) } else { extra.append(span) }
        }
        if ["zh", "ja", "ko"].contains(languageCode(language)) {
            missing.removeAll { $0 == .emphasis }
            extra.removeAll { $0 == .emphasis }
        }
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks the source's \(missing.map(\.name).joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("has \(extra.map(\.name).joined(separator: ", ")) the source does not") }
        return (false, parts.joined(separator: " and "))
    }

    /// A text with each format specifier replaced by a word, as it reads once its arguments are in.
    static func argumentsAsWords(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")), let format = try? FormatString(text) else { return text }
        return format.segments.map { segment -> String in
            switch segment {
            case .text(let piece): piece
            case .percent: "%"
            case .specifier, .substitution, .substitutionArgument: "X"
            }
        }.joined()
    }
}
