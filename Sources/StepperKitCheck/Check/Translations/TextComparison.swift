import StepperKitLocalization
import StepperKitText

/// The comparisons of a translation's text with the source's text in the same place that translators
/// trip on, as Crowdin's and Lokalise's QA checks run them, done for Apple catalogs: white space and line
/// breaks at the ends, URLs and e-mail addresses, digits. Each returns what a person would see, or nil.
///
/// A language's own conventions are not defects: CJK full-width punctuation carries its own space, so
/// "Ref: " → "参照：" keeps its gap.
enum TextComparison {
    // MARK: - White space

    /// The line breaks and spaces at the start and end of a text.
    struct Ends: Equatable {
        var leadingBreaks = 0
        var leadingSpace = false
        var trailingBreaks = 0
        var trailingSpace = false

        init(_ text: String) {
            let scalars = Array(text.unicodeScalars)
            var start = 0
            while start < scalars.count, isSpaceOrBreak(scalars[start]) { start += 1 }
            var end = scalars.count
            while end > start, isSpaceOrBreak(scalars[end - 1]) { end -= 1 }
            (leadingBreaks, leadingSpace) = Self.count(scalars[..<start])
            (trailingBreaks, trailingSpace) = Self.count(scalars[end...])
        }

        /// The line breaks (CR LF counted once) and whether any other white space is in a run.
        private static func count(_ run: ArraySlice<Unicode.Scalar>) -> (Int, Bool) {
            var breaks = 0
            var space = false
            var previous: Unicode.Scalar = " "
            for scalar in run {
                if isBreak(scalar) {
                    if !(scalar == "\n" && previous == "\r") { breaks += 1 }
                } else {
                    space = true
                }
                previous = scalar
            }
            return (breaks, space)
        }
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    static func isSpaceOrBreak(_ scalar: Unicode.Scalar) -> Bool {
        isBreak(scalar) || scalar.properties.isWhitespace
    }

    /// Whether a character is CJK full-width punctuation, which carries its own space.
    static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        (0x3000...0x303F).contains(scalar.value) || (0xFF01...0xFF0F).contains(scalar.value) || (0xFF1A...0xFF20).contains(scalar.value)
    }

    /// What differs at the ends of a translation, in words; nil when nothing does.
    static func whitespace(source: String, translation: String) -> String? {
        guard !translation.isEmpty, !source.isEmpty else { return nil }
        // Xcode's editor draws a line break as "↩"; pasted into a translation it is text a person sees.
        if translation.contains("↩") && !source.contains("↩") {
            return "has Xcode's line-break sign \"↩\" as text: a person sees \"↩\" where the source breaks the line"
        }
        let a = Ends(source)
        let b = Ends(translation)
        var problems: [String] = []
        if a.leadingBreaks != b.leadingBreaks {
            problems.append("starts with \(breaks(b.leadingBreaks)) where the source starts with \(breaks(a.leadingBreaks))"
                + (a.leadingBreaks > b.leadingBreaks ? ", so it runs into the text before it" : ""))
        }
        if a.trailingBreaks != b.trailingBreaks {
            problems.append("ends with \(breaks(b.trailingBreaks)) where the source ends with \(breaks(a.trailingBreaks))"
                + (a.trailingBreaks > b.trailingBreaks ? ", so the text after it runs into it" : ""))
        }
        if a.leadingBreaks == b.leadingBreaks, a.leadingSpace != b.leadingSpace {
            problems.append(b.leadingSpace ? "starts with a space the source does not have" : "lacks the space the source starts with")
        }
        if a.trailingBreaks == b.trailingBreaks, a.trailingSpace != b.trailingSpace {
            let last = translation.unicodeScalars.last { !isSpaceOrBreak($0) }
            if !(a.trailingSpace && last.map(isFullWidthPunctuation) == true) {
                problems.append(b.trailingSpace ? "ends with a space the source does not have"
                    : "lacks the space the source ends with, so what follows it is joined on")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    private static func breaks(_ count: Int) -> String {
        switch count {
        case 0: "no line break"
        case 1: "a line break"
        default: "\(count) line breaks"
        }
    }

    // MARK: - Links

    /// The URLs and e-mail addresses of a text, in order.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        let stops: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\"", "'", "<", ">", "”", "“", "»", "«", "」", "「", "）", "）", "　"]
        func trimTrailing(_ candidate: inout [Unicode.Scalar]) {
            while let last = candidate.last, ".,;:!?)]}。、，".unicodeScalars.contains(last) {
                // A closing parenthesis belongs to the URL when it closes one the URL opened ("…/Foo_(bar)").
                if last == ")", candidate.count(where: { $0 == "(" }) >= candidate.count(where: { $0 == ")" }) { break }
                candidate.removeLast()
            }
        }
        /// Whether the scalars at `index` spell `prefix`, letters in either case.
        func starts(with prefix: String, at index: Int) -> Bool {
            var cursor = index
            for expected in prefix.unicodeScalars {
                guard cursor < scalars.count else { return false }
                let found = scalars[cursor]
                let lowered = ("A"..."Z").contains(found) ? Unicode.Scalar(found.value + 32) ?? found : found
                guard lowered == expected else { return false }
                cursor += 1
            }
            return true
        }
        guard text.contains(":") || text.contains("@") else { return [] }
        while index < scalars.count {
            if (scalars[index] == "h" || scalars[index] == "H"), starts(with: "http://", at: index) || starts(with: "https://", at: index) {
                var candidate: [Unicode.Scalar] = []
                var cursor = index
                while cursor < scalars.count, !stops.contains(scalars[cursor]), !scalars[cursor].properties.isWhitespace {
                    candidate.append(scalars[cursor])
                    cursor += 1
                }
                trimTrailing(&candidate)
                found.append(String(String.UnicodeScalarView(candidate)))
                index = cursor
                continue
            }
            if scalars[index] == "@", index > 0 {
                // local@domain.tld: letters, digits and ._%+- before; a domain with a dot after.
                var start = index
                while start > 0, isEmailLocal(scalars[start - 1]) { start -= 1 }
                var end = index + 1
                while end < scalars.count, isDomain(scalars[end]) { end += 1 }
                var domain = Array(scalars[(index + 1)..<end])
                trimTrailing(&domain)
                if start < index, domain.contains("."), domain.last.map({ $0.properties.isAlphabetic }) == true {
                    found.append(String(String.UnicodeScalarView(scalars[start..<index])) + "@" + String(String.UnicodeScalarView(domain)))
                    index = end
                    continue
                }
            }
            index += 1
        }
        return found
    }

    private static func isEmailLocal(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._%+-".unicodeScalars.contains(scalar))
    }

    private static func isDomain(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-".unicodeScalars.contains(scalar))
    }

    /// The source's URLs and addresses a translation lacks or changes, in words; nil when they agree.
    static func links(source: String, translation: String) -> String? {
        let expected = links(in: source)
        guard !expected.isEmpty || translation.contains("://") else { return nil }
        let found = links(in: translation)
        var missing = expected
        var extra: [String] = []
        for link in found {
            if let index = missing.firstIndex(of: link) { missing.remove(at: index) } else { extra.append(link) }
        }
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks \(missing.map { MessageText.quoted($0) }.joined(separator: ", ")) of the source") }
        if !extra.isEmpty { parts.append("has \(extra.map { MessageText.quoted($0) }.joined(separator: ", ")) instead") }
        return parts.joined(separator: " and ")
    }

    // MARK: - Digits

    /// The runs of digits of a text outside its format specifiers, as ASCII digits, in order.
    static func digitRuns(in text: String) -> [String] {
        var plain = text
        if let format = try? FormatString(text) {
            plain = format.segments.map { segment -> String in
                if case .text(let piece) = segment { return piece }
                return " "
            }.joined()
        }
        var runs: [String] = []
        var current = ""
        for character in plain {
            if character.isNumber, let value = character.wholeNumberValue, value < 10 {
                current += String(value)
            } else if !current.isEmpty {
                runs.append(current)
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The source's numbers a translation lacks or changes, in words; nil when they agree.
    static func digits(source: String, translation: String) -> String? {
        let expected = digitRuns(in: source).sorted()
        let found = digitRuns(in: translation).sorted()
        guard expected != found else { return nil }
        return "writes the numbers \(found.isEmpty ? "none" : found.joined(separator: ", ")) where the source writes \(expected.isEmpty ? "none" : expected.joined(separator: ", "))"
    }
}

extension TextComparison {
    /// What a translation marked translated that is its source text itself says, or nil when the same text
    /// is right in the language.
    ///
    /// - A text with no letters outside its specifiers ("%1$lld/%2$lld", "—") reads the same everywhere.
    /// - A name the catalog repeats: identical in at least three languages and in at least half of those
    ///   that translate the place ("DuckDuckGo", "GitHub", "URL").
    /// - A language written in another script (he, ru, ja…): Latin text there is untranslated, however short
    ///   (one word is enough; a unit such as "U" is not a word).
    /// - A language written in the source's script: only a text of two or more words counts (acronyms left
    ///   out): one word is often the same ("Status" in German, "Error" in Spanish, "Version" in French),
    ///   a phrase rarely is ("Failed to Resume Insulin Delivery").
    static func sameAsSource(
        value: String, language: String, sourceLanguage: String, identicalLanguages: Int, translatedLanguages: Int
    ) -> String? {
        guard languageCode(language) != languageCode(sourceLanguage) else { return nil }
        let words = TextComparison.words(in: value)
        guard !words.isEmpty || value.contains(where: \.isLetter) else { return nil }
        if identicalLanguages >= 3 && identicalLanguages * 2 >= translatedLanguages { return nil }
        let languageScript = UnicodeScript(writing: language)
        let textScript = value.unicodeScalars.lazy.compactMap(UnicodeScript.init(of:)).first
        let quoted = MessageText.quoted(value)
        if let languageScript, let textScript, !textScript.isWritten(in: languageScript), !words.isEmpty {
            return "is the \(sourceLanguage) text \(quoted) itself, marked translated: \(language) readers see \(textScript.name) letters where \(languageScript.name) is written"
        }
        guard words.count >= 2 else { return nil }
        return "is the \(sourceLanguage) text \(quoted) itself, marked translated"
    }

    /// The words of a text outside its specifiers: runs of two or more letters that are not all capitals
    /// (acronyms such as "URL" or "RSSI" stay the same in every language).
    static func words(in text: String) -> [Substring] {
        let plain = KeySemantics.takesArguments(text) ? digitlessText(text) : text
        return plain.split { !$0.isLetter }.filter { word in
            word.count >= 2 && word.contains(where: \.isLowercase)
        }
    }

    private static func digitlessText(_ text: String) -> String {
        guard let format = try? FormatString(text) else { return text }
        return format.segments.map { segment -> String in
            if case .text(let piece) = segment { return piece }
            return " "
        }.joined()
    }

    /// The language subtag of a tag: "pt" for "pt-BR".
    static func languageCode(_ tag: String) -> Substring {
        tag.prefix { $0 != "-" && $0 != "_" }
    }
}
