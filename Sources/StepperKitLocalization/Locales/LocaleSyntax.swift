import StepperKitSupport

/// The well-formedness rules for locale identifiers, checked before ICU sees the text.
///
/// ICU's own parsers are forgiving (they turn "!!" into an empty locale), so the grammar is checked
/// here: `language[-script][-region](-variant)*[@key=value(;key=value)*]`, with `-` or `_` between
/// subtags.
enum LocaleSyntax {
    static func validate(_ text: String) throws(LocaleError) {
        guard !text.isEmpty else { throw .empty }
        let (base, keywords) = split(text)
        let subtags = base.split(separator: /[-_]/, omittingEmptySubsequences: false).map(String.init)
        try validateLanguage(subtags[0], in: text)
        var index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isASCIILetter) {
            index += 1  // script, such as "Hant"
        }
        if index < subtags.count, isRegion(subtags[index]) {
            index += 1  // region, such as "MX" or "419"
        }
        while index < subtags.count {
            guard isVariant(subtags[index]) else {
                let subtag = subtags[index]
                throw .malformed(text, reason: subtag.isEmpty
                    ? "it has an empty subtag"
                    : "\(MessageText.quoted(subtag)) is not a script, region or variant subtag")
            }
            index += 1
        }
        if let keywords { try validateKeywords(keywords, in: text) }
    }

    /// Splits "es_ES@currency=EUR" into "es_ES" and "currency=EUR".
    static func split(_ text: String) -> (base: String, keywords: String?) {
        guard let at = text.firstIndex(of: "@") else { return (text, nil) }
        return (String(text[..<at]), String(text[text.index(after: at)...]))
    }

    private static func validateLanguage(_ subtag: String, in text: String) throws(LocaleError) {
        let lengthOK = (2...3).contains(subtag.count) || (5...8).contains(subtag.count)
        guard lengthOK, subtag.allSatisfy(\.isASCIILetter) else {
            throw .malformed(text, reason: subtag.isEmpty
                ? "it does not start with a language subtag"
                : "\(MessageText.quoted(subtag)) is not a language subtag (2–3 or 5–8 letters)")
        }
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
            || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
    }

    private static func isVariant(_ subtag: String) -> Bool {
        guard subtag.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else { return false }
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.first?.isASCIIDigit == true
    }

    private static func validateKeywords(_ keywords: String, in text: String) throws(LocaleError) {
        for pair in keywords.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            let wellFormed = parts.count == 2 && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" }
            }
            guard wellFormed else {
                throw .malformed(text, reason: "\(MessageText.quoted("@" + keywords)) is not a list of key=value keywords")
            }
        }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
