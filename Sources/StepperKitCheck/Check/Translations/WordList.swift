import Foundation

/// The words of a language's dictionary, to tell words left untranslated ("None", "Setup Complete") from
/// names kept in a translation ("Gemini", "Kagi").
///
/// A word list as Debian's `wamerican` installs it (`/usr/share/dict/american-english`, one word a line): a
/// capitalised word is a common word when its lowercase form is listed.
///
/// ```swift
/// let english = WordList.english
/// english?.listsLowercase("Settings")   // true: "settings" is listed
/// english?.listsLowercase("Kagi")       // false: not a word
/// ```
struct WordList: Sendable {
    private let words: Set<String>

    /// A list from its text, one word a line.
    init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// A list from the bytes of its UTF-8 text, one word a line.
    ///
    /// Lines are split on their bytes rather than on characters (a tenth of the time for wamerican's
    /// 100,000 lines: the check reads it on every run), and a line with an ASCII capital is left out:
    /// a lookup is of a lowercase form, which such a line never equals ("Google" cannot answer "google").
    init(bytes: [UInt8]) {
        var words = Set<String>()
        words.reserveCapacity(bytes.count / 20)
        var start = bytes.startIndex
        var hasCapital = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if index > start, !hasCapital { words.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
                start = index + 1
                hasCapital = false
            } else if (0x41...0x5A).contains(byte) {
                hasCapital = true
            }
        }
        if start < bytes.endIndex, !hasCapital { words.insert(String(decoding: bytes[start...], as: UTF8.self)) }
        self.words = words
    }

    /// The word list at a path; nil when it cannot be read or is larger than 16 MB (not a word list).
    init?(contentsOf path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let size = attributes[.size] as? Int, size > 0, size <= 16 << 20,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// The English word list the machine has (Debian's wamerican, which `make test` installs), read once; nil
    /// without one, and then a capitalised word the catalog never writes in lowercase reads as a name.
    static let english: WordList? = ["/usr/share/dict/american-english", "/usr/share/dict/words"].lazy
        .compactMap { WordList(contentsOf: $0) }.first

    /// Whether the word's lowercase form is listed: "Settings", "Reading" and "Google" are; "Kagi" is not.
    func listsLowercase(_ word: some StringProtocol) -> Bool {
        words.contains(word.lowercased())
    }
}

/// What a catalog's own source texts and a dictionary say about its words: which are common words and
/// which are names.
///
/// The catalog's evidence comes first: a word it writes in lowercase somewhere ("reading") is a common word
/// in this app; a word it writes capitalised after a lowercase word ("Sign in with Google", "set up your
/// Omnipod") is a name. Else the dictionary decides (a listed lowercase form is a common word); without one,
/// every capitalised word is a name.
///
/// ```swift
/// var vocabulary = Vocabulary(dictionary: .english)
/// vocabulary.learn(from: "Search with Google")
/// vocabulary.isCommon("Google")    // false: the catalog writes it capitalised mid-sentence
/// vocabulary.isCommon("Reading")   // true: "reading" is listed
/// ```
struct Vocabulary: Sendable {
    let dictionary: WordList?
    /// Words the source texts write in lowercase.
    private(set) var lowercase: Set<String> = []
    /// Words the source texts write capitalised after a lowercase word.
    private(set) var capitalisedInside: Set<String> = []

    init(dictionary: WordList?) {
        self.dictionary = dictionary
    }

    /// Learns from one source text, its URLs and e-mail addresses left out ("github.com/upscayl" does not
    /// make "Upscayl" a common word).
    mutating func learn(from text: String) {
        var text = text
        for link in TextComparison.links(in: text) { text = text.replacingOccurrences(of: link, with: " ") }
        var previousIsLowercaseWord = false
        var word = ""
        func finish(_ next: Character?) {
            defer { word = "" }
            guard word.count(where: \.isLetter) >= 2, let first = word.first else {
                if !word.isEmpty { previousIsLowercaseWord = false }
                return
            }
            if first.isLowercase, !word.contains(where: \.isUppercase) {
                lowercase.insert(word)
                previousIsLowercaseWord = true
            } else {
                if first.isUppercase, word.contains(where: \.isLowercase), previousIsLowercaseWord { capitalisedInside.insert(word) }
                previousIsLowercaseWord = false
            }
        }
        for character in text {
            if character.isLetter || character == "-" || character == "'" || character == "’" {
                word.append(character)
                continue
            }
            finish(character)
            // A sentence's or line's end: the next word starts a sentence, capitalised for that reason.
            if Self.sentenceBreaks.contains(character) || character.isNumber { previousIsLowercaseWord = false }
        }
        finish(nil)
    }

    /// What ends a sentence or a line, or opens or closes a quotation: the next word may be capitalised for it.
    private static let sentenceBreaks: Set<Character> = [".", "!", "?", ":", ";", "\n", "\r", "\r\n", "•", "–", "—", "\"", "“", "”", "«", "»", "(", ")", "[", "]"]

    /// Adds what another vocabulary learned (from other texts of the same catalog).
    mutating func merge(_ other: Vocabulary) {
        lowercase.formUnion(other.lowercase)
        capitalisedInside.formUnion(other.capitalisedInside)
    }

    /// Whether a capitalised word is a common word of this catalog's language rather than a name.
    func isCommon(_ word: some StringProtocol) -> Bool {
        let lowered = word.lowercased()
        if lowercase.contains(lowered) { return true }
        if capitalisedInside.contains(String(word)) { return false }
        return dictionary?.listsLowercase(word) ?? false
    }
}
