/// How an app's code reads one catalog key at run time.
///
/// What its source text is, which arguments its call site passes, and whether the key itself is text a person
/// reads.
///
/// Three rules of Foundation and SwiftUI on Apple platforms decide it:
///
/// 1. **The key is the source text when the source language has no value.** Xcode writes catalogs this way
///    when the key is the development-language text (`Text("Metrics")`, `String(localized: "Enable TAK
///    Server")`): Apple's `CFBundleCopyLocalizedString` documents that "typically the key is identical to
///    the value of the localized string in the development language". A key such as
///    `"account.label.followers"` is not text, so a person who sees it sees a raw key (``keyIsIdentifier``).
/// 2. **A key's arguments are its interpolations.** SwiftUI's `LocalizedStringKey` and
///    `String(localized:)` build the key from the literal's interpolations (`Text("\(count) items")` is the
///    key `"%lld items"`, its literal `%` escaped as `%%`), so the key's own specifiers are what the call
///    site passes, whatever the source value says. A key without specifiers reads its arguments from its
///    source value (`String(format:)` of an `NSLocalizedString`, or `String(localized:defaultValue:)`).
/// 3. **A lookup without arguments is shown as written.** `LocalizedStringKey` records `hasFormatting:
///    false` for a key without interpolations and shows the looked-up text verbatim: "100% accurate",
///    "< 1%" and "Battery Level %" are text, not broken specifiers (``Arguments-swift.enum/none``).
///
/// ```swift
/// let semantics = KeySemantics(key: "Orphaned file search is not 100% accurate", entry: entry, sourceLanguage: "en")
/// semantics.arguments          // .none: shown verbatim
/// KeySemantics.isIdentifier("account.label.followers %lld %@")   // true
/// KeySemantics.isIdentifier("Enable TAK Server")                 // false
/// ```
public struct KeySemantics: Hashable, Sendable {
    /// Where a key's arguments come from.
    public enum Arguments: Hashable, Sendable {
        /// None: the text is shown as written, its % signs included.
        case none
        /// The key's own specifiers, which SwiftUI and String(localized:) write for its interpolations.
        case interpolations(FormatString)
        /// The source language's text, read by String(format:) or a default value's interpolations.
        case sourceText
    }

    /// The key.
    public let key: String
    /// Whether the source language has no text for the key, so the key is its source text.
    public let keyIsSourceText: Bool
    /// Whether the key reads as an identifier ("settings.title", "add_to_cart"), not as text.
    public let keyIsIdentifier: Bool
    /// Where the call site's arguments come from.
    public let arguments: Arguments

    /// The semantics of a catalog entry whose catalog's source language is sourceLanguage.
    public init(key: String, entry: CatalogEntry, sourceLanguage: String) {
        self.key = key
        let source = entry.localizations?[sourceLanguage]
        keyIsSourceText = source?.hasContent != true
        keyIsIdentifier = Self.isIdentifier(key)
        if Self.takesArguments(key), let format = try? FormatString(key) {
            arguments = .interpolations(format)
        } else if let source, source.hasContent, Self.sourceTakesArguments(source) {
            arguments = .sourceText
        } else {
            arguments = .none
        }
    }

    /// The types of the arguments the call site passes.
    ///
    /// By position (index 0 is argument 1); nil for a position nothing reads. Empty for a key shown as written.
    ///
    /// For a key with interpolations, its specifiers (a substitution it names takes the specifier the
    /// source localization gives it); otherwise ``Localizer/argumentTypes(for:table:locale:)`` of the
    /// source text answers, which `sourceTypes` supplies.
    ///
    /// ```swift
    /// KeySemantics(key: "%lld of %@", entry: entry, sourceLanguage: "en").argumentTypes(source: nil) { [] }
    /// // [.integer, .object]
    /// ```
    public func argumentTypes(source: CatalogLocalization?, sourceTypes: () -> [ArgumentType?]) -> [ArgumentType?] {
        switch arguments {
        case .none:
            return []
        case .sourceText:
            return sourceTypes()
        case .interpolations(let format):
            var types: [Int: ArgumentType] = [:]
            var count = 0
            format.forEachArgument(substitution: { name in
                source?.substitutions?[name].map { substitution in
                    FormatString.SubstitutionInfo(argNum: substitution.argNum,
                                                  specifier: substitution.formatSpecifier.flatMap { try? FormatSpecifier($0) })
                }
            }) { position, reader in
                count = max(count, position)
                if types[position] == nil, let specifier = reader.specifier { types[position] = specifier.argumentType }
            }
            return (0..<count).map { types[$0 + 1] }
        }
    }

    /// Whether the key's text, when shown, reads as raw: the key is an identifier and is its own source text.
    public var showsRawKey: Bool { keyIsSourceText && keyIsIdentifier }

    // MARK: - Identifiers

    /// Whether a key reads as an identifier rather than as text a person could read.
    ///
    /// Its text, with specifiers left out, is one word of ASCII letters, digits, `.`, `_` and `-` that is
    /// dotted or snake-cased between letters ("settings.title", "ERROR_TITLE", "onboarding.step-2") or
    /// camel-cased after a word of two letters or more ("addToCart"; "iPhone" and "macOS" are names).
    /// Domain names ("example.com") and file names ("LICENSE.txt") are text.
    ///
    /// ```swift
    /// KeySemantics.isIdentifier("FindResult.find.message")   // true
    /// KeySemantics.isIdentifier("Metrics")                   // false
    /// KeySemantics.isIdentifier("Node.js")                   // false: the last part is capitalised, a name
    /// KeySemantics.isIdentifier("LICENSE.txt")               // false: a file's name
    /// ```
    public static func isIdentifier(_ key: String) -> Bool {
        guard let word = soleIdentifierWord(in: textWithoutSpecifiers(key)) else { return false }
        let scalars = Array(word.unicodeScalars)
        guard scalars.count(where: { $0.properties.isAlphabetic }) >= 2 else { return false }
        func isLetterOrDigit(_ index: Int) -> Bool {
            scalars.indices.contains(index) && (scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]))
        }
        // A separator between two letters or digits: "a.b", "A_B".
        let separated = scalars.indices.contains { index in
            (scalars[index] == "." || scalars[index] == "_") && isLetterOrDigit(index - 1) && isLetterOrDigit(index + 1)
        }
        if separated {
            let parts = word.split(whereSeparator: { $0 == "." || $0 == "_" })
            // "e.g." and "U.S." are abbreviations: an identifier has a word of two letters or more.
            guard parts.contains(where: { part in part.count(where: \.isLetter) >= 2 }) else { return false }
            if !word.utf8.contains(UInt8(ascii: "_")), parts.count > 1, let first = parts.first, let last = parts.last {
                // A domain ("example.com") or a product name ("Node.js": a capitalised name and a short
                // lowercase part) is text.
                if Self.topLevelDomains.contains(String(last)) || (last.count == 2 && last.allSatisfy(\.isLowercase)) { return false }
                if last.count <= 2, last.allSatisfy(\.isLowercase), first.first?.isUppercase == true { return false }
                // A file's name ("LICENSE.txt", "README.rtfd", "privacy-policy.html"): a menu item or link
                // that shows the name, text as it is written.
                if isFileName(String(word)) { return false }
            }
            return true
        }
        // camelCase: a lowercase word of two letters or more, then a capital followed by a lowercase letter.
        guard scalars.first.map({ $0.properties.isLowercase }) == true else { return false }
        return scalars.indices.contains { index in
            index >= 2 && scalars[index].properties.isUppercase && scalars[index - 1].properties.isLowercase
                && scalars.indices.contains(index + 1) && scalars[index + 1].properties.isLowercase
        }
    }

    /// The one word of a text between white space, when the text has one word and it is made of ASCII
    /// letters, digits, ".", "_" and "-" only; nil otherwise. Read scalar by scalar, stopping at the
    /// first that rules it out: most keys are sentences, answered at their first space after a word.
    private static func soleIdentifierWord(in text: String) -> Substring? {
        let scalars = text.unicodeScalars
        var start: String.Index?
        var end: String.Index?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                if start != nil, end == nil { end = index }
            } else {
                guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-",
                      end == nil else { return nil }
                if start == nil { start = index }
            }
            index = scalars.index(after: index)
        }
        guard let start else { return nil }
        return text[start..<(end ?? text.endIndex)]
    }

    /// Generic top-level domains whose names a key may be ("example.com" is text, not an identifier); a
    /// two-letter lowercase last part is a country's ("yandex.ru", "google.cn").
    private static let topLevelDomains: Set<String> = ["com", "org", "net", "app", "dev", "edu", "gov", "info", "biz", "xyz", "blog", "shop", "page"]

    /// Whether a text is one file's name, which every language writes as it is.
    ///
    /// A name, a dot and an extension files have: "LICENSE.txt", "README.rtfd", "privacy-policy.html".
    ///
    /// ```swift
    /// KeySemantics.isFileName("LICENSE.txt")     // true
    /// KeySemantics.isFileName("profile.title")   // false: "title" names no kind of file
    /// ```
    public static func isFileName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let name = parts.first, let last = parts.last, !name.isEmpty,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return false }
        return fileExtensions.contains(last.lowercased())
    }

    /// Extensions of files a key may name ("LICENSE.txt" is text); none that also ends identifiers ("title",
    /// "key", "log", "pages").
    private static let fileExtensions: Set<String> = [
        "txt", "rtf", "rtfd", "md", "pdf", "html", "htm", "json", "xml", "csv", "tsv", "yaml", "yml", "toml",
        "png", "jpg", "jpeg", "gif", "heic", "svg", "webp", "zip", "gz", "tar", "plist", "strings", "xcstrings",
        "ics", "vcf", "gpx", "kml", "mp3", "mp4", "m4a", "mov", "wav", "epub", "doc", "docx", "xls", "xlsx",
        "ppt", "pptx", "dmg", "pkg", "ipa", "sqlite",
    ]

    /// The text with its plausible specifiers and `%%` removed.
    static func textWithoutSpecifiers(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")), let format = try? FormatString(text) else { return text }
        var result = ""
        for segment in format.segments {
            switch segment {
            case .text(let piece): result += piece
            case .specifier(let specifier) where specifier.flags.contains(.spaceSign): result += specifier.text
            case .percent, .specifier, .substitution, .substitutionArgument: result += " "
            }
        }
        return result
    }

    // MARK: - Arguments

    /// Whether a text reads arguments: it has a specifier an interpolation or String(format:) would write.
    ///
    /// (%@, %lld, %1$@, %.2f, %#@items@), not only a % that belongs to the text.
    ///
    /// A `%` followed by a space and a letter ("100% accurate", "50% off") is text, though C would read
    /// `% a` as a specifier with the space flag; a lone `%` at the end ("Battery Level %") is text.
    ///
    /// ```swift
    /// KeySemantics.takesArguments("%lld items")              // true
    /// KeySemantics.takesArguments("100% accurate")           // false
    /// ```
    public static func takesArguments(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            index += 1
            guard index < utf8.count else { return false }
            if utf8[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            if Self.startsWithSubstitution(utf8, at: index) { return true }
            var cursor = index
            do {
                if let specifier = try FormatSpecifier.parse(utf8, at: &cursor, in: text), !specifier.flags.contains(.spaceSign) {
                    return true
                }
            } catch {
                // A specifier written wrong ("%.1000f", "%*d", "%0$@") is still one the author meant; an
                // unknown conversion ("%y") or "%n" is text.
                switch error.reason {
                case .unknownConversion, .writeBack, .danglingPercent: break
                default: return true
                }
            }
        }
        return false
    }

    /// Whether a `%#@name@` reference (with or without a position) starts at `index`, just after a `%`.
    private static func startsWithSubstitution(_ utf8: [UInt8], at index: Int) -> Bool {
        var cursor = index
        while cursor < utf8.count, FormatSpecifier.asciiDigit(utf8[cursor]) != nil { cursor += 1 }
        if cursor > index {
            guard cursor < utf8.count, utf8[cursor] == UInt8(ascii: "$") else { return false }
            cursor += 1
        }
        return cursor + 1 < utf8.count && utf8[cursor] == UInt8(ascii: "#") && utf8[cursor + 1] == UInt8(ascii: "@")
    }

    /// Whether any text of a source localization (its value, a variation or a substitution's variant) reads arguments.
    private static func sourceTakesArguments(_ localization: CatalogLocalization) -> Bool {
        if let unit = localization.stringUnit, takesArguments(unit.value) { return true }
        if let set = localization.stringSet, set.values.contains(where: takesArguments) { return true }
        if let variations = localization.variations, variationsTakeArguments(variations) { return true }
        return false
    }

    private static func variationsTakeArguments(_ variations: Variations) -> Bool {
        // A plural variation varies by a number, so the text reads at least that argument.
        if variations.plural != nil { return true }
        for (_, variation) in variations.device ?? [:] {
            if let unit = variation.stringUnit, takesArguments(unit.value) { return true }
            if let nested = variation.variations, variationsTakeArguments(nested) { return true }
        }
        return false
    }
}
