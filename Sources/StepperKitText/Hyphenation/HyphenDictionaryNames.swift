internal import CICU

/// The file names a locale's hyphenation dictionary may have, most specific first.
///
/// Debian names dictionaries `hyph_<language>_<REGION>.dic` (hyph_es_MX.dic, a link to
/// hyph_es_ES.dic), some also `hyph_<language>.dic` (hyph_en.dic) or with a script
/// (hyph_en_Latn_US.dic). A locale tries its script and region, its region, its script, its
/// language alone, then the script and region ICU finds likely for the language (CLDR likely
/// subtags: es → es_Latn_ES), so "es" and "es_419" find hyph_es_ES.dic.
enum HyphenDictionaryNames {
    /// The candidate file names for a locale ID or BCP 47 tag; empty when it names no language.
    static func fileNames(for localeIdentifier: String) -> [String] {
        guard let locale = Subtags(canonicalize(localeIdentifier)) else { return [] }
        var names: [String] = []
        func add(_ parts: [String?]) {
            let name = "hyph_" + parts.compactMap { $0 }.joined(separator: "_") + ".dic"
            if !names.contains(name) { names.append(name) }
        }
        let language = locale.language
        if let script = locale.script, let region = locale.region { add([language, script, region]) }
        if let region = locale.region { add([language, region]) }
        if let script = locale.script { add([language, script]) }
        add([language])
        let base = [language, locale.script].compactMap { $0 }.joined(separator: "_")
        if let likely = Subtags(likelySubtags(of: base)), likely.language == language, let region = likely.region {
            if let script = likely.script { add([language, script, region]) }
            add([language, region])
        }
        return names
    }

    /// A locale ID's language, script and region, each checked to be letters or digits as BCP 47
    /// spells them (so a name never leaves the dictionary directory).
    struct Subtags {
        var language: String
        var script: String?
        var region: String?

        init?(_ identifier: String) {
            // Keywords ("@currency=EUR") say nothing about the language.
            let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)[...]
            guard let language = parts.popFirst()?.lowercased(), (2...8).contains(language.count),
                  language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
            self.language = language
            if let script = parts.first, script.count == 4, script.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII }) {
                self.script = script.prefix(1).uppercased() + script.dropFirst().lowercased()
                parts.removeFirst()
            }
            if let region = parts.first, region.unicodeScalars.allSatisfy(\.isASCII),
               (region.count == 2 && region.unicodeScalars.allSatisfy(\.properties.isAlphabetic))
                || (region.count == 3 && region.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })) {
                self.region = region.uppercased()
            }
        }
    }

    /// ICU's canonical form of a locale ID or BCP 47 tag ("es-MX" → "es_MX", "iw" → "he"); the
    /// identifier itself when ICU cannot read it.
    private static func canonicalize(_ identifier: String) -> String {
        callICU(identifier) { CICU_localeCanonicalize($0, $1, $2, &$3) }
    }

    /// The locale ID with ICU's likely script and region added ("es" → "es_Latn_ES"); the ID itself
    /// when ICU has none.
    private static func likelySubtags(of identifier: String) -> String {
        callICU(identifier) { CICU_localeAddLikelySubtags($0, $1, $2, &$3) }
    }

    /// Calls a CICU locale function that writes an ID into a buffer: ICU's longest locale ID
    /// (ULOC_FULLNAME_CAPACITY, 157 bytes) fits, so one call suffices; a failure keeps the input.
    private static func callICU(
        _ identifier: String, _ function: (String, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) -> String {
        var buffer = [CChar](repeating: 0, count: 160)
        var status: Int32 = 0
        let length = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
            guard let start = out.baseAddress else { return 0 }
            return function(identifier, start, Int32(out.count), &status)
        }
        guard status <= 0, length > 0, length <= buffer.count else { return identifier }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
