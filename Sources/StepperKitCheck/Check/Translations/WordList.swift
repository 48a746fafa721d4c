import Foundation

/// The words of a language's dictionary, to tell a name kept in a translation ("Gemini", "Google Drive")
/// from words left untranslated ("None", "Setup Complete").
///
/// A word list as Debian's `wamerican` installs it (`/usr/share/dict/american-english`, one word a line,
/// proper nouns capitalised): a word is common when its lowercase form is listed, and a name when only its
/// capitalised form is, or when it is not listed at all.
///
/// ```swift
/// let english = WordList.english
/// english?.isCommon("Settings")   // true: "settings" is listed
/// english?.isCommon("Google")     // false: "Google" is listed as a name
/// english?.isCommon("Kagi")       // false: not a word
/// english?.isCommon("At")         // true: short words are words, though "At" is also listed
/// ```
struct WordList: Sendable {
    private let words: Set<String>

    /// A list from its text, one word a line.
    init(text: String) {
        var words = Set<String>()
        words.reserveCapacity(text.utf8.count / 9)
        for line in text.split(whereSeparator: \.isNewline) where !line.isEmpty {
            words.insert(String(line))
        }
        self.words = words
    }

    /// The word list at a path; nil when it cannot be read or is larger than 16 MB (not a word list).
    init?(contentsOf path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let size = attributes[.size] as? Int, size > 0, size <= 16 << 20,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// The English word list the machine has (Debian's wamerican, which `make test` installs), read once; nil
    /// without one, and then a text of capitalised words reads as a name.
    static let english: WordList? = ["/usr/share/dict/american-english", "/usr/share/dict/words"].lazy
        .compactMap { WordList(contentsOf: $0) }.first

    /// Whether a capitalised word is a common word, not a name: its lowercase form is listed and, for a word
    /// of four letters or more, it is not listed capitalised as a proper noun ("As", "At", "No" and "Lot" are
    /// also listed as chemical symbols and names; they are words in a title).
    func isCommon(_ word: some StringProtocol) -> Bool {
        let lowercase = word.lowercased()
        guard words.contains(lowercase) else { return false }
        return String(word) == lowercase || word.count < 4 || !words.contains(String(word))
    }
}
