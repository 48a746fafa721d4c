import Foundation
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

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

    /// Languages written without spaces between words or sentences: a source's space next to text in
    /// their own script has no counterpart ("Note that…" after a sentence is "本设置…" with no space).
    static let unspacedLanguages: Set<Substring> = ["zh", "ja", "yue", "wuu", "lzh"]

    /// Whether a character is written without spaces around it in an unspaced language: Han, kana, or CJK
    /// full-width punctuation.
    static func isUnspacedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isFullWidthPunctuation(scalar) { return true }
        guard let script = UnicodeScript(of: scalar) else { return false }
        return ["Hani", "Hira", "Kana"].contains(script.code)
    }

    /// What differs at the ends of a translation, in words; nil when nothing does.
    ///
    /// In Chinese and Japanese a missing space next to a Han or kana character, or full-width punctuation,
    /// is the language's own spacing, not a defect.
    static func whitespace(source: String, translation: String, language: String = "") -> String? {
        guard !translation.isEmpty, !source.isEmpty else { return nil }
        // Xcode's editor draws a line break as "↩"; pasted into a translation it is text a person sees.
        if translation.unicodeScalars.contains("↩") && !source.unicodeScalars.contains("↩") {
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
        let unspaced = unspacedLanguages.contains(languageCode(language))
        if a.leadingBreaks == b.leadingBreaks, a.leadingSpace != b.leadingSpace {
            let first = translation.unicodeScalars.first { !isSpaceOrBreak($0) }
            if !(a.leadingSpace && unspaced && first.map(isUnspacedCharacter) == true) {
                problems.append(b.leadingSpace ? "starts with a space the source does not have" : "lacks the space the source starts with")
            }
        }
        if a.trailingBreaks == b.trailingBreaks, a.trailingSpace != b.trailingSpace {
            let last = translation.unicodeScalars.last { !isSpaceOrBreak($0) }
            let ownSpacing = last.map(isFullWidthPunctuation) == true || (unspaced && last.map(isUnspacedCharacter) == true)
            if !(a.trailingSpace && ownSpacing) {
                problems.append(b.trailingSpace ? "ends with a space the source does not have"
                    : "lacks the space the source ends with, so what follows it is joined on")
            }
        }
        if let glued = gluedSentences(source: source, translation: translation) { problems.append(glued) }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Two sentences a translation runs together where the source breaks the line between them
    /// ("…sbloccati.Seleziona…" for "…items.\nSelect…"): a word of two or more lowercase letters, a full
    /// stop, "!" or "?", then a capitalised word, with fewer line breaks inside than the source has.
    static func gluedSentences(source: String, translation: String) -> String? {
        func innerBreaks(_ text: String) -> Int {
            let scalars = Array(text.unicodeScalars)
            guard let first = scalars.firstIndex(where: { !isSpaceOrBreak($0) }),
                  let last = scalars.lastIndex(where: { !isSpaceOrBreak($0) }) else { return 0 }
            return scalars[first...last].count(where: { $0 == "\n" || $0 == "\u{2028}" })
        }
        guard innerBreaks(source) > innerBreaks(translation) else { return nil }
        let characters = Array(translation)
        for index in characters.indices.dropFirst(2).dropLast(2) where ".!?".contains(characters[index]) {
            guard characters[index - 1].isLowercase, characters[index - 2].isLowercase,
                  characters[index + 1].isUppercase, characters[index + 2].isLowercase else { continue }
            // The run of characters around the join, between white space, at most 20 on each side.
            var start = index, end = index + 1
            while start > 0, index - start < 20, !characters[start - 1].isWhitespace { start -= 1 }
            while end < characters.count, end - index < 20, !characters[end].isWhitespace { end += 1 }
            return "joins two sentences at \(MessageText.quoted(String(characters[start..<end]))) where the source breaks the line"
        }
        return nil
    }

    private static func breaks(_ count: Int) -> String {
        switch count {
        case 0: "no line break"
        case 1: "a line break"
        default: "\(count) line breaks"
        }
    }

    // MARK: - Escapes

    /// The backslash escapes of a .strings file left in a catalog value, which shows them as two characters:
    /// "\\n", "\\t", "\\'" and "\\"" written after a word or a sentence's end ("can be\\n combined",
    /// "d\\'autres"), not those quoted or in code ("type `\\n`", "\"\\t\""), which a text about escapes
    /// shows on purpose. Nil when there are none.
    static func literalEscapes(in value: String) -> String? {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        let characters = Array(value)
        var found: [String] = []
        for index in characters.indices where characters[index] == "\\" && index + 1 < characters.count {
            let escaped = characters[index + 1]
            guard "nt'\"".contains(escaped), index > 0 else { continue }
            let before = characters[index - 1]
            guard before.isLetter || before.isNumber || ".,;:!?)".contains(before) else { continue }
            let escape = "\\" + String(escaped)
            if !found.contains(escape) { found.append(escape) }
        }
        guard !found.isEmpty else { return nil }
        let meanings = found.map { escape in
            switch escape {
            case "\\n": "\"\\n\" where a line break was meant"
            case "\\t": "\"\\t\" where a tab was meant"
            default: "\"\(escape)\" where \(escape.dropFirst()) was meant"
            }
        }
        return "shows " + meanings.joined(separator: ", ") + ": a catalog holds the character itself, not its escape"
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
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") }) else { return [] }
        while index < scalars.count {
            if (scalars[index] == "h" || scalars[index] == "H"), starts(with: "http://", at: index) || starts(with: "https://", at: index) {
                var candidate: [Unicode.Scalar] = []
                var cursor = index
                // A Markdown link's destination ends at the parenthesis that closes it: "[文档](https://a.b/x)了解".
                let inLink = index >= 2 && scalars[index - 1] == "(" && scalars[index - 2] == "]"
                var depth = 0
                while cursor < scalars.count, !stops.contains(scalars[cursor]), !scalars[cursor].properties.isWhitespace,
                      !Self.endsBareURL(scalars[cursor]) {
                    if inLink {
                        if scalars[cursor] == "(" { depth += 1 }
                        if scalars[cursor] == ")" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                    }
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

    /// Whether a text is only a web or e-mail address: a URL, "user@example.com", or a domain name such as
    /// "example.com" or "www.apple.com" (letters, digits and hyphens in two or more dotted parts, the last
    /// all letters).
    static func isAddress(_ text: String) -> Bool {
        // One word, spaces around it aside: a scan of scalars (most texts stop at their first space).
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }),
              !scalars[first...last].contains(where: { $0.properties.isWhitespace }) else { return false }
        let trimmed = String(scalars[first...last])
        if links(in: trimmed) == [trimmed] { return true }
        // A domain name as addresses are written: lowercase ("Node.js" is a product's name).
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, last.count >= 2, last.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }
    }

    /// Whether a character cannot be in a URL as text writes it: CJK letters and full-width forms, which
    /// follow a URL with no space between ("https://a.b/readme了解更多").
    private static func endsBareURL(_ scalar: Unicode.Scalar) -> Bool {
        if isFullWidthPunctuation(scalar) || (0xFF00...0xFFEF).contains(scalar.value) { return true }
        guard !scalar.isASCII, let script = UnicodeScript(of: scalar) else { return false }
        return ["Hani", "Hira", "Kana", "Hang"].contains(script.code)
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
        guard !expected.isEmpty || translation.containsUTF8("://") else { return nil }
        let found = links(in: translation)
        var missing = expected
        var extra: [String] = []
        for link in found {
            if let index = missing.firstIndex(of: link) { missing.remove(at: index) } else { extra.append(link) }
        }
        // A link to the same site's page in the translation's language is the translator's care, not a defect:
        // "https://zipic.5km.tech" → "https://zipic.5km.tech/cn".
        for link in extra {
            if let index = missing.firstIndex(where: { isLocalized(link, of: $0) }) {
                missing.remove(at: index)
                extra.removeAll { $0 == link }
            }
        }
        guard !missing.isEmpty || !extra.isEmpty else { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks \(missing.map { MessageText.quoted($0) }.joined(separator: ", ")) of the source") }
        if !extra.isEmpty { parts.append("has \(extra.map { MessageText.quoted($0) }.joined(separator: ", ")) instead") }
        return parts.joined(separator: " and ")
    }

    /// Whether a URL is another URL's page in some language: the same scheme and host, and the path or
    /// query differing by a language code ("/cn", "/zh-hans/", "?lang=es", "hl=ja").
    static func isLocalized(_ link: String, of original: String) -> Bool {
        guard let a = URLComponents(string: original), let b = URLComponents(string: link),
              let host = a.host?.lowercased(), host == b.host?.lowercased(), a.scheme?.lowercased() == b.scheme?.lowercased() else { return false }
        func isLanguageCode(_ part: Substring) -> Bool {
            let pieces = part.split(whereSeparator: { $0 == "-" || $0 == "_" })
            guard let first = pieces.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
            return pieces.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }
        let pathA = a.path.split(separator: "/"), pathB = b.path.split(separator: "/")
        let extraSegments = pathB.filter { !pathA.contains($0) }, lostSegments = pathA.filter { !pathB.contains($0) }
        let pathIsLocalized = extraSegments.allSatisfy(isLanguageCode) && lostSegments.allSatisfy(isLanguageCode)
        let queryA = Set((a.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" })
        let queryB = Set((b.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" })
        let queryIsLocalized = queryA.symmetricDifference(queryB).allSatisfy { item in
            let parts = item.split(separator: "=", maxSplits: 1)
            return parts.count == 2 && ["lang", "language", "hl", "locale", "lng", "lc"].contains(parts[0].lowercased()) && isLanguageCode(parts[1])
        }
        return pathIsLocalized && queryIsLocalized && (a.path != b.path || queryA != queryB)
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
    /// What a translation marked translated that is its source text itself says, with its severity, or nil
    /// when the same text is right in the language.
    ///
    /// - A text with no letters outside its specifiers ("%1$lld/%2$lld", "—") reads the same everywhere.
    /// - A language written in another script (he, ru, ja…): Latin text there is untranslated, however short
    ///   (one word is enough; a unit such as "U" is not a word). In such a language a copy in other capitals
    ///   ("GENERATE" for "generate") is the same text.
    /// - A language written in the source's script: only a text of two or more words counts (acronyms left
    ///   out): one word is often the same ("Status" in German, "Error" in Spanish, "Version" in French),
    ///   a phrase rarely is ("Failed to Resume Insulin Delivery").
    /// - A text that reads as a name (``reading(_:vocabulary:)``: "Gemini", "Kagi", "JSON (csTimer)") is
    ///   often kept as it is: a note. A name or a title ("Backyard Birds") the catalog keeps identical in three
    ///   or more languages and half of those that translate the place is kept on purpose: nothing. A sentence
    ///   ("Finished removing files") is a warning however many languages left it so.
    static func sameAsSource(
        value: String, source: String? = nil, language: String, sourceLanguage: String, identicalLanguages: Int, translatedLanguages: Int,
        vocabulary: Vocabulary?
    ) -> (severity: DiagnosticSeverity, message: String)? {
        guard languageCode(language) != languageCode(sourceLanguage) else { return nil }
        let source = source ?? value
        let words = TextComparison.words(in: source)
        guard !words.isEmpty || source.contains(where: \.isLetter) else { return nil }
        let reading = reading(source, vocabulary: vocabulary)
        let name = reading == .name
        // A title or name the catalog keeps in most of its languages is kept on purpose; a sentence is not.
        if reading != .sentence && identicalLanguages >= 3 && identicalLanguages * 2 >= translatedLanguages { return nil }
        let severity: DiagnosticSeverity = name ? .note : .warning
        let hedge = name ? "; it reads as a name, which may be meant to stay as it is" : ""
        let languageScript = UnicodeScript(writing: language)
        let textScript = value.unicodeScalars.lazy.compactMap(UnicodeScript.init(of:)).first
        let quoted = MessageText.quoted(value)
        let itself = value == source ? "itself" : "in other capitals"
        if let languageScript, let textScript, !textScript.isWritten(in: languageScript), !words.isEmpty {
            return (severity, "is the \(sourceLanguage) text \(quoted) \(itself), marked translated: \(language) readers see \(textScript.name) letters where \(languageScript.name) is written\(hedge)")
        }
        guard words.count >= 2, value == source else { return nil }
        return (severity, "is the \(sourceLanguage) text \(quoted) itself, marked translated\(hedge)")
    }

    /// Whether a language is written in another script than a text's letters, so a copy of the text in
    /// other capitals is the same text left untranslated.
    static func isWrittenInAnotherScript(_ text: String, language: String) -> Bool {
        guard let languageScript = UnicodeScript(writing: language),
              let textScript = text.unicodeScalars.lazy.compactMap(UnicodeScript.init(of:)).first else { return false }
        return !textScript.isWritten(in: languageScript)
    }

    /// How a text reads: as a sentence or phrase, as capitalised words, or as a name.
    enum Reading: Equatable {
        /// A lowercase word ("to", "removing"): words a translator translates ("Failed to install helper").
        case sentence
        /// Capitalised words, most of them common ones ("Setup Complete", "Omnipod Reminders"): a title.
        case titled
        /// ©, ® or ™, a file's or site's name, a program's ("upscayl-bin"), or capitalised words most of
        /// which are names: camel-cased ("DuckDuckGo"), with digits ("Square-1"), or not common words of the
        /// ``Vocabulary`` ("Gemini", "Kagi").
        case name
    }

    /// How a text reads (``Reading``), its words judged by a vocabulary; nil judges every capitalised word a
    /// name.
    ///
    /// ```swift
    /// TextComparison.reading("Kagi", vocabulary: english)                // .name
    /// TextComparison.reading("Setup Complete", vocabulary: english)      // .titled
    /// TextComparison.reading("Sign in with Google", vocabulary: english) // .sentence: "in", "with"
    /// ```
    static func reading(_ text: String, vocabulary: Vocabulary?) -> Reading {
        let plain = KeySemantics.takesArguments(text) ? digitlessText(text) : text
        if plain.unicodeScalars.contains(where: { $0 == "©" || $0 == "®" || $0 == "™" }) { return .name }
        // A file's or a site's name ("LICENSE.txt", "example.com") is written as it is.
        if KeySemantics.isFileName(plain) || isAddress(plain) { return .name }
        let tokens = plain.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" || $0 == "’") }
        func isCommon(_ word: some StringProtocol) -> Bool { vocabulary?.isCommon(word) ?? false }
        // One lowercase word joined by "-" or "_" is a program's or package's name ("upscayl-bin"), unless
        // the dictionary has it ("built-in"); the catalog's own use of it says nothing here.
        if tokens.count == 1, let token = tokens.first, token.contains(where: { $0 == "-" || $0 == "_" }),
           !token.contains(where: \.isUppercase),
           token.split(whereSeparator: { $0 == "-" || $0 == "_" }).count >= 2, !(vocabulary?.dictionary?.listsLowercase(token) ?? false) {
            return .name
        }
        // A path or repository without spaces ("ceeK/Solar", "owner/repo") is a name, unless its parts are all
        // common words ("Yes/No").
        let trimmed = plain.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.contains(where: \.isWhitespace), trimmed.utf8.contains(UInt8(ascii: "/")) {
            let parts = trimmed.split(separator: "/").filter { $0.contains(where: \.isLetter) }
            if parts.count >= 2, !parts.allSatisfy({ isCommon($0) || ($0.first?.isLowercase == true && vocabulary?.dictionary?.listsLowercase($0) == true) }) {
                return .name
            }
        }
        var names = 0
        var common = 0
        for token in tokens {
            if token.contains(where: \.isNumber) {
                if token.contains(where: \.isLetter) || tokens.count == 1 { names += 1 }
                continue
            }
            // A capitalised compound ("Pi-hole", "Wi-Fi") is one word.
            if token.utf8.contains(UInt8(ascii: "-")), token.first?.isUppercase == true {
                if isCommon(token) { common += 1 } else { names += 1 }
                continue
            }
            for part in token.split(whereSeparator: { $0 == "-" }) where part.count(where: \.isLetter) >= 2 {
                let characters = Array(part)
                if characters.indices.dropFirst().contains(where: { characters[$0].isUppercase && characters[$0 - 1].isLowercase }) {
                    names += 1   // camel case: "csTimer", "RileyLink"
                    continue
                }
                guard let first = characters.first(where: \.isLetter) else { continue }
                if first.isLowercase { return .sentence }
                if !part.contains(where: \.isLowercase) { continue }   // an acronym: "API", "JSON"
                if isCommon(part) { common += 1 } else { names += 1 }
            }
        }
        // A question, an ellipsis or a label's colon is UI text, not a name ("Skip Omnipod Onboarding?").
        let last = trimmed.last { !$0.isWhitespace }
        if let last, "?…:".contains(last) || trimmed.hasSuffix("...") { return .titled }
        return names > common ? .name : .titled
    }

    /// The words of a text outside its specifiers: runs of two or more letters that are not all capitals
    /// (acronyms such as "URL" or "RSSI" stay the same in every language).
    static func words(in text: String) -> [Substring] {
        let plain = KeySemantics.takesArguments(text) ? digitlessText(text) : text
        return plain.split { !$0.isLetter }.filter { word in
            word.count >= 2 && word.contains(where: \.isLowercase) && !unitSymbols.contains(String(word))
        }
    }

    /// Unit symbols every language writes alike ("%.0f×%.0f px", "5 km", "12 MB"): not words to translate.
    static let unitSymbols: Set<String> = [
        "px", "pt", "pc", "mm", "cm", "km", "kg", "mg", "lb", "lbs", "oz", "ml", "ms", "fps", "dpi", "ppi",
        "Hz", "kHz", "MHz", "GHz", "kB", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "bps", "kbps", "Mbps",
        "mi", "ft", "yd", "mph", "kph", "kWh", "mAh", "dB", "mmol", "mg/dL",
    ]

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
