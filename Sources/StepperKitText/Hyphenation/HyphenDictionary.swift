internal import CHyphen
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libhyphen dictionary (TeX patterns compiled into a state machine), loaded once per process
/// and shared by every ``Hyphenator`` that names its file.
///
/// `@unchecked Sendable` is safe because:
/// - every stored property is a `let`, set in `init` and never changed;
/// - libhyphen's hyphenation (`hnj_hyphen_hyphenate2`) only reads the dictionary: it walks the
///   states and transitions `hnj_hyphen_load` built, allocates its own buffers on each call, and
///   keeps no static state, so many threads may hyphenate with one dictionary at once;
/// - nothing else touches the handle, which is freed only in `deinit`, when no other reference exists.
final class HyphenDictionary: @unchecked Sendable {
    /// The dictionary file, with symbolic links resolved (hyph_es_MX.dic is hyph_es_ES.dic).
    let path: String
    /// The fewest characters a word keeps before a hyphen: the dictionary's LEFTHYPHENMIN, else 2.
    let leftMinimum: Int
    /// The fewest characters a word keeps after a hyphen: the dictionary's RIGHTHYPHENMIN, else 3.
    let rightMinimum: Int
    /// The path's hash, worked out once: a layout engine hashes a hyphenator with every text it keeps.
    let pathHash: Int

    private let handle: UnsafeMutablePointer<HyphenDict>

    /// TeX's and Pango's defaults, for a dictionary that does not say (libhyphen's own right
    /// default, 2, lets "ta-ble" end in two letters).
    static let defaultLeftMinimum = 2
    static let defaultRightMinimum = 3

    // MARK: - Loading

    /// Dictionaries by resolved path: a handful of languages at most, loaded once each.
    private static let loaded = Mutex<[String: HyphenDictionary]>([:])
    /// The most dictionaries kept; past that the table starts again (hyphenators in use keep theirs).
    static let loadedLimit = 32

    /// The dictionary in the file at `path` (a regular file, checked), loaded on first use.
    static func shared(path: String) throws(HyphenationError) -> HyphenDictionary {
        let resolved = realPath(path) ?? path
        if let known = loaded.withLock({ $0[resolved] }) { return known }
        // Loading parses the file: done outside the lock; when two threads race, the first stored wins.
        let dictionary = try HyphenDictionary(path: resolved)
        return loaded.withLock { dictionaries in
            if let raced = dictionaries[resolved] { return raced }
            if dictionaries.count >= loadedLimit { dictionaries.removeAll(keepingCapacity: true) }
            dictionaries[resolved] = dictionary
            return dictionary
        }
    }

    private init(path: String) throws(HyphenationError) {
        // libhyphen opens the path as it is: a FIFO would block it, a device never end.
        if case .unreadable(let reason) = FontFileCheck.problem(at: path) {
            throw .unreadableDictionary(path: path, reason: reason)
        }
        guard let handle = hnj_hyphen_load(path) else {
            throw .unreadableDictionary(path: path, reason: "libhyphen could not load it (missing, empty or not a pattern file)")
        }
        // The first line names the character set; libhyphen matches patterns against the word's
        // bytes, so a word in UTF-8 only meets a UTF-8 dictionary's patterns.
        guard handle.pointee.utf8 != 0 else {
            let charset = withUnsafeBytes(of: handle.pointee.cset) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            hnj_hyphen_free(handle)
            throw .unsupportedCharset(path: path, charset: charset.isEmpty ? "an unnamed character set" : charset)
        }
        self.handle = handle
        self.path = path
        pathHash = path.hashValue
        // LEFTHYPHENMIN and RIGHTHYPHENMIN are read into both levels libhyphen builds (the
        // compound level it adds and the patterns' own); 0 means the file does not say.
        let levels = [handle.pointee] + (handle.pointee.nextlevel.map { [$0.pointee] } ?? [])
        let left = levels.map { Int($0.lhmin) }.max() ?? 0
        let right = levels.map { Int($0.rhmin) }.max() ?? 0
        leftMinimum = left > 0 ? left : Self.defaultLeftMinimum
        rightMinimum = right > 0 ? right : Self.defaultRightMinimum
    }

    deinit {
        hnj_hyphen_free(handle)
    }

    /// The path with symbolic links and `.`/`..` resolved, or nil when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Hyphenating

    /// Where a lowercase UTF-8 word may be hyphenated, by libhyphen: for each odd value, a break
    /// after that many code points. Positions with a spelling change (non-standard patterns such as
    /// German "Schiff-fahrt" from "Schiffahrt") are left out: a layout only inserts a hyphen.
    ///
    /// libhyphen applies the dictionary's LEFTHYPHENMIN and RIGHTHYPHENMIN (2 when it says
    /// nothing); the caller applies ``leftMinimum`` and ``rightMinimum`` over the word as written.
    func breaks(inLowercased word: [UInt8]) -> [Int] {
        guard !word.isEmpty, word.count < Int(Int32.max) - 8, word[0] & 0xC0 != 0x80 else { return [] }
        // libhyphen reads one byte past the word (it expects a C string) and writes up to
        // `count + 5` hyphen values.
        let terminated = word + [0]
        var hyphens = [CChar](repeating: 0, count: word.count + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let status = terminated.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                hnj_hyphen_hyphenate2(handle, characters.baseAddress, Int32(word.count), &hyphens, nil, &replacements, &positions, &cuts)
            }
        }
        defer {
            // Non-standard patterns make libhyphen allocate these, one replacement string a position.
            if let replacements {
                for index in 0..<word.count { free(replacements[index]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        guard status == 0 else { return [] }
        // After `hnj_hyphen_hyphenate2` a UTF-8 dictionary's values are per code point, not per byte.
        let codePoints = word.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (0..<max(codePoints - 1, 0)).compactMap { index in
            guard hyphens[index] & 1 == 1, replacements?[index] == nil else { return nil }
            return index + 1
        }
    }
}
