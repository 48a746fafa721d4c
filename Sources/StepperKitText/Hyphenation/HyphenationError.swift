/// Why a locale has no hyphenation dictionary to use, naming the files looked for and what to do.
///
/// Without a dictionary, a layout breaks a word wider than its line between graphemes, with no
/// hyphen, as it did before hyphenation (``WordSplit``).
///
/// ```swift
/// do {
///     _ = try Hyphenator(localeIdentifier: "ar_EG")
/// } catch {
///     print(error)
///     // No hyphenation dictionary for "ar_EG" (looked for hyph_ar_EG.dic, hyph_ar.dic,
///     // hyph_ar_Arab_EG.dic in /usr/share/hyphen): install the language's hyphen-* package …
/// }
/// ```
public enum HyphenationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No dictionary file for the locale's language exists in the directories searched.
    case noDictionary(localeIdentifier: String, fileNames: [String], directories: [String])
    /// A dictionary file exists but cannot be read: a directory, a FIFO, a device, no permission,
    /// or a file libhyphen cannot load.
    case unreadableDictionary(path: String, reason: String)
    /// The dictionary's first line names a character set other than UTF-8: libhyphen would match
    /// its patterns against bytes of another encoding.
    case unsupportedCharset(path: String, charset: String)

    /// What went wrong, naming the locale or the file, and what to do.
    public var description: String {
        switch self {
        case .noDictionary(let locale, let names, let directories):
            let looked = names.isEmpty ? "it names no language" : "looked for \(names.joined(separator: ", ")) in \(directories.joined(separator: ", "))"
            return "No hyphenation dictionary for \"\(locale)\" (\(looked)): install the language's hyphen-* package "
                + "(`apt-cache search hyphen-` lists them); until then a word wider than its line is broken between letters."
        case .unreadableDictionary(let path, let reason):
            return "Cannot read the hyphenation dictionary \"\(path)\": \(reason)."
        case .unsupportedCharset(let path, let charset):
            return "The hyphenation dictionary \"\(path)\" is in \(charset), not UTF-8: use a UTF-8 dictionary "
                + "(Debian's hyphen-* packages ship them)."
        }
    }
}
