import Synchronization
import StepperKitSupport

/// Finds where words may be hyphenated in a locale's language, with the TeX patterns of a libhyphen dictionary.
///
/// Dictionaries are the `.dic` files of Debian's hyphen-* packages in /usr/share/hyphen
/// (`hyphen-en-us`, `hyphen-es`, …). A locale finds its language's file by region, then by
/// language, then by the language's likely region (es_MX → hyph_es_MX.dic; es → hyph_es.dic, else
/// hyph_es_ES.dic; en_GB → hyph_en_GB.dic, else hyph_en.dic); each file is loaded once per process.
/// Points keep the dictionary's LEFTHYPHENMIN and RIGHTHYPHENMIN characters before and after them
/// (2 and 3, as TeX and Pango, where it says nothing).
///
/// ```swift
/// let spanish = try Hyphenator(localeIdentifier: "es_MX")
/// spanish.hyphenated("aterciopelada")          // "ater-cio-pe-la-da"
/// spanish.hyphenationPoints(in: "senderismo")  // [3, 5, 8]: "sen-de-ris-mo"
/// try Hyphenator(localeIdentifier: "en").hyphenated("hyphenation")  // "hy-phen-ation"
/// let arabic = try? Hyphenator(localeIdentifier: "ar_EG")   // nil: Debian has no Arabic patterns
/// ```
///
/// A layout given a hyphenator breaks a word wider than its line at the last point where the start
/// of the word and a hyphen fit (``Font/layout(_:in:direction:language:hyphenator:)``).
public struct Hyphenator: Hashable, Sendable {
    private let dictionary: HyphenDictionary

    /// Where Debian's hyphen-* packages install their dictionaries.
    public static let systemDirectory = "/usr/share/hyphen"

    /// The hyphenator of a locale's language, from the first dictionary file found for it.
    ///
    /// Takes an ICU locale ID ("es_MX") or a BCP 47 tag ("es-MX"). Lookups are kept per process,
    /// failed ones too, so asking again costs a lock and a table lookup.
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale whose language the words are in.
    ///   - directories: Where to look for `hyph_<locale>.dic` files, in order.
    /// - Throws: ``HyphenationError/noDictionary(localeIdentifier:fileNames:directories:)`` when no
    ///   file exists for the language; another ``HyphenationError`` when one cannot be used.
    public init(localeIdentifier: String, directories: [String] = [Hyphenator.systemDirectory]) throws(HyphenationError) {
        let key = LookupKey(localeIdentifier: localeIdentifier, directories: directories)
        let found: Result<HyphenDictionary, HyphenationError>
        if let known = Self.lookups.withLock({ $0[key] }) {
            found = known
        } else {
            // Looking files up and loading one is done outside the lock.
            found = Result { () throws(HyphenationError) in try Self.find(localeIdentifier, in: directories) }
            Self.lookups.withLock { lookups in
                if lookups.count >= Self.lookupLimit { lookups.removeAll(keepingCapacity: true) }
                lookups[key] = found
            }
        }
        dictionary = try found.get()
    }

    /// The dictionary file in use, with symbolic links resolved (es_MX uses hyph_es_ES.dic).
    public var dictionaryPath: String { dictionary.path }

    /// The fewest characters a word keeps before a hyphen: the dictionary's LEFTHYPHENMIN, else 2.
    public var leftHyphenMinimum: Int { dictionary.leftMinimum }

    /// The fewest characters a word keeps after a hyphen: the dictionary's RIGHTHYPHENMIN, else 3.
    public var rightHyphenMinimum: Int { dictionary.rightMinimum }

    /// Whether two hyphenators use the same dictionary file.
    public static func == (lhs: Hyphenator, rhs: Hyphenator) -> Bool {
        lhs.dictionary === rhs.dictionary || lhs.dictionary.path == rhs.dictionary.path
    }

    /// Hashes the dictionary file's path, as equality compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary.pathHash)
    }

    // MARK: - Hyphenating

    /// Where the words of a text may be hyphenated, as UTF-8 offsets in it: a hyphen goes before the byte at each offset.
    ///
    /// Each run of letters (with their combining marks) is a word, hyphenated on its own in
    /// lowercase; digits, punctuation and spaces end words and are never hyphenated. Every point is
    /// between two graphemes, at least ``leftHyphenMinimum`` characters after its word's start and
    /// ``rightHyphenMinimum`` before its end.
    ///
    /// ```swift
    /// let spanish = try Hyphenator(localeIdentifier: "es")
    /// spanish.hyphenationPoints(in: "Añadir")          // [4]: "Aña-dir" ("ñ" is two bytes)
    /// spanish.hyphenationPoints(in: "¿senderismo?")    // [5, 7, 10]
    /// spanish.hyphenationPoints(in: "sol")             // []: too short
    /// ```
    public func hyphenationPoints(in text: String) -> [Int] {
        var points: [Int] = []
        var word: [(offset: Int, scalar: Unicode.Scalar)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            if Self.isWordScalar(scalar) {
                word.append((offset, scalar))
            } else if !word.isEmpty {
                points += hyphenationPoints(inWord: word, end: offset)
                word.removeAll(keepingCapacity: true)
            }
            offset += scalar.utf8.count
        }
        if !word.isEmpty { points += hyphenationPoints(inWord: word, end: offset) }
        guard !points.isEmpty else { return points }
        // A point before a combining mark or inside any other grapheme cluster would split a grapheme.
        let utf8 = text.utf8
        let graphemeStarts = Set(text.indices.map { utf8.distance(from: utf8.startIndex, to: $0) })
        return points.filter(graphemeStarts.contains)
    }

    /// The text with a hyphen at each of its hyphenation points, to show them.
    ///
    /// ```swift
    /// try Hyphenator(localeIdentifier: "es").hyphenated("Carrito de la compra")   // "Ca-rri-to de la com-pra"
    /// try Hyphenator(localeIdentifier: "en_US").hyphenated("presentation", with: "·")  // "pre·sen·ta·tion"
    /// ```
    public func hyphenated(_ text: String, with hyphen: String = "-") -> String {
        let utf8 = Array(text.utf8)
        var result = ""
        var start = 0
        for point in hyphenationPoints(in: text) {
            result += String(decoding: utf8[start..<point], as: UTF8.self) + hyphen
            start = point
        }
        return result + String(decoding: utf8[start...], as: UTF8.self)
    }

    /// The points of one word, its scalars with their offsets in the text and `end` its end offset.
    private func hyphenationPoints(inWord word: [(offset: Int, scalar: Unicode.Scalar)], end: Int) -> [Int] {
        let (left, right) = (dictionary.leftMinimum, dictionary.rightMinimum)
        guard word.count >= left + right else { return [] }
        // libhyphen's patterns are lowercase and it matches bytes as they are: lower each scalar,
        // counting the code points each one became, so a break after the lowered code points of
        // scalar i is a break before scalar i + 1 ("İ" lowers to two).
        var lowered: [UInt8] = []
        lowered.reserveCapacity(end - word[0].offset)
        // For each count of lowered code points, the scalar that starts there (nil inside one).
        var scalarAtCodePoint: [Int?] = [0]
        scalarAtCodePoint.reserveCapacity(word.count + 1)
        for (index, letter) in word.enumerated() {
            let scalar = letter.scalar
            if scalar.isASCII {
                lowered.append(UInt8(scalar.value).asciiLowercased)
            } else {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                for codePoint in lower { lowered.append(contentsOf: codePoint.utf8) }
                scalarAtCodePoint += Array(repeating: nil, count: max(lower.count - 1, 0))
            }
            scalarAtCodePoint.append(index + 1)
        }
        return dictionary.breaks(inLowercased: lowered).compactMap { codePoints in
            guard codePoints < scalarAtCodePoint.count, let next = scalarAtCodePoint[codePoints],
                  next >= left, word.count - next >= right else { return nil }
            return word[next].offset
        }
    }

    /// Whether a scalar belongs to a word: a letter (Alphabetic) or a mark on one.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return value >= 0x61 && value <= 0x7A
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    // MARK: - Finding a dictionary

    /// Lookups by locale and directories, failures too: a layout engine asks for every text.
    private static let lookups = Mutex<[LookupKey: Result<HyphenDictionary, HyphenationError>]>([:])
    /// The most lookups kept; past that the table starts again.
    private static let lookupLimit = 256

    private struct LookupKey: Hashable {
        var localeIdentifier: String
        var directories: [String]
    }

    /// The first dictionary file for the locale in the directories, loaded.
    private static func find(_ localeIdentifier: String, in directories: [String]) throws(HyphenationError) -> HyphenDictionary {
        let names = HyphenDictionaryNames.fileNames(for: localeIdentifier)
        for name in names {
            for directory in directories {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                switch FontFileCheck.problem(at: path) {
                case .missing: continue
                case .unreadable(let reason): throw .unreadableDictionary(path: path, reason: reason)
                case nil: return try HyphenDictionary.shared(path: path)
                }
            }
        }
        throw .noDictionary(localeIdentifier: localeIdentifier, fileNames: names, directories: directories)
    }
}
