internal import CFontconfig
import Synchronization

/// Finds installed font files by family and weight through fontconfig, remembering every answer.
///
/// fontconfig's configuration is loaded once, on first use. Its objects are not documented as safe
/// to use from several threads at once, so every call runs under one lock; answers are cached, so
/// the lock is held for a dictionary lookup after the first query of a family and weight.
final class Fontconfig: Sendable {
    /// Where fontconfig found a family: the file, the face index in it, and the family's own spelling.
    struct Match: Hashable, Sendable {
        var path: String
        var index: Int
        var family: String
    }

    private struct Query: Hashable {
        var family: String
        var weight: Int
    }

    private struct FallbackQuery: Hashable {
        var scalar: UInt32
        var weight: Int
    }

    private struct State {
        /// NULL when fontconfig could not load its configuration.
        let config: OpaquePointer?
        var answers: [Query: Result<Match, FontError>] = [:]
        /// Fallback faces by character and weight; nil when no installed font has the character.
        var fallbacks: [FallbackQuery: Match?] = [:]
        /// Every character some installed font has, made on the first fallback query: a character
        /// outside it is answered at once, without sorting every font for it.
        var installedCharacters: CharacterPages?
        #if DEBUG
        /// How many characters fontconfig sorted every font for: the slow path, counted for tests
        /// (in debug builds only).
        var sortedLookups = 0
        #endif
    }

    /// The most fallback answers kept: a text of every script in Unicode stays within a few
    /// hundred kilobytes; past that the answers are dropped and asked again.
    private static let fallbackAnswerLimit = 16_384

    /// The process's fontconfig, loaded on first use.
    static let shared = Fontconfig()

    private let state: Mutex<State>

    private init() {
        state = Mutex(State(config: FcInitLoadConfigAndFonts()))
    }

    deinit {
        state.withLock { state in
            if let config = state.config { FcConfigDestroy(config) }
        }
    }

    // MARK: - API

    /// The installed face of `family` closest to `weight` (upright), or `familyNotFound` when no
    /// installed family has that name (compared without regard to case).
    func match(family: String, weight: FontWeight) throws(FontError) -> Match {
        let query = Query(family: family.lowercased(), weight: weight.value)
        return try state.withLock { state in
            if let answer = state.answers[query] { return answer }
            let answer = Self.lookUp(family: family, weight: weight, config: state.config)
            state.answers[query] = answer
            return answer
        }.get()
    }

    /// The installed face that draws a character, closest to a weight, for text whose own face
    /// lacks it: fontconfig's sorted list for "sans-serif" with that character, first face whose
    /// character set has it. Nil when no installed font has the character.
    func fallback(for scalar: UInt32, weight: FontWeight) -> Match? {
        let query = FallbackQuery(scalar: scalar, weight: weight.value)
        return state.withLock { state in
            if let answer = state.fallbacks[query] { return answer }
            if state.installedCharacters == nil { state.installedCharacters = Self.installedCharacters(config: state.config) }
            if let installed = state.installedCharacters, !installed.contains(scalar) { return nil }
            #if DEBUG
            state.sortedLookups += 1
            #endif
            let answer = Self.lookUpFallback(for: scalar, weight: weight, config: state.config)
            if state.fallbacks.count >= Self.fallbackAnswerLimit { state.fallbacks.removeAll(keepingCapacity: true) }
            state.fallbacks[query] = answer
            return answer
        }
    }

    #if DEBUG
    /// How many fallback queries went to fontconfig's sorted font list so far (debug builds only).
    var sortedLookups: Int { state.withLock { $0.sortedLookups } }
    #endif

    // MARK: - Internal

    /// A set of characters as 256-character pages of bits: what fontconfig's `FcCharSet` holds,
    /// copied out so that no fontconfig memory is kept for it.
    struct CharacterPages {
        /// Bits by page (the character's value without its low 8 bits), 8 words of 32 each.
        private var pages: [UInt32: [UInt32]] = [:]

        init(_ characters: OpaquePointer) {
            var map = [FcChar32](repeating: 0, count: 8)
            var next: FcChar32 = 0
            var page = map.withUnsafeMutableBufferPointer { FcCharSetFirstPage(characters, $0.baseAddress, &next) }
            while page != FcChar32.max {
                pages[page >> 8] = map
                page = map.withUnsafeMutableBufferPointer { FcCharSetNextPage(characters, $0.baseAddress, &next) }
            }
        }

        func contains(_ scalar: UInt32) -> Bool {
            guard let bits = pages[scalar >> 8] else { return false }
            let low = scalar & 0xFF
            return bits[Int(low >> 5)] & (1 << (low & 31)) != 0
        }
    }

    /// The union of every installed font's character set, or nil when fontconfig cannot list them.
    private static func installedCharacters(config: OpaquePointer?) -> CharacterPages? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_CHARSET)
        guard let fonts = FcFontList(config, pattern, objects), let union = FcCharSetCreate() else { return nil }
        defer {
            FcFontSetDestroy(fonts)
            FcCharSetDestroy(union)
        }
        for case let font? in UnsafeBufferPointer(start: fonts.pointee.fonts, count: Int(fonts.pointee.nfont)) {
            var characters: OpaquePointer?
            if FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters {
                var changed: FcBool = 0
                FcCharSetMerge(union, characters, &changed)
            }
        }
        return CharacterPages(union)
    }

    private static func lookUpFallback(for scalar: UInt32, weight: FontWeight, config: OpaquePointer?) -> Match? {
        guard let config, let pattern = FcPatternCreate(), let characters = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(characters)
        }
        FcCharSetAddChar(characters, scalar)
        FcPatternAddCharSet(pattern, FC_CHARSET, characters)
        addString("sans-serif", for: FC_FAMILY, to: pattern)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        let fonts = UnsafeBufferPointer(start: sorted.pointee.fonts, count: Int(sorted.pointee.nfont))
        for case let font? in fonts {
            var coverage: OpaquePointer?
            // Only faces with outlines: a bitmap-only face (Noto Color Emoji's CBDT) cannot be loaded to
            // measure and draw, so the next face that has the character does it (Symbola for emoji).
            var outline: FcBool = FcTrue
            if FcPatternGetBool(font, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == FcFalse { continue }
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &coverage) == FcResultMatch, let coverage,
                  FcCharSetHasChar(coverage, scalar) != 0,
                  let path = strings(FC_FILE, in: font).first
            else { continue }
            var index: Int32 = 0
            FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return Match(path: path, index: Int(index), family: strings(FC_FAMILY, in: font).first ?? path)
        }
        return nil
    }

    private static func lookUp(family: String, weight: FontWeight, config: OpaquePointer?) -> Result<Match, FontError> {
        guard let config, let pattern = FcPatternCreate() else { return .failure(.fontconfigUnavailable) }
        defer { FcPatternDestroy(pattern) }
        addString(family, for: FC_FAMILY, to: pattern)
        // fontconfig has its own weight scale (regular 80, semibold 180): convert, never pass 600.
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else {
            return .failure(.familyNotFound(family: family, closest: "none"))
        }
        defer { FcPatternDestroy(matched) }
        let families = strings(FC_FAMILY, in: matched)
        guard let spelling = families.first(where: { $0.lowercased() == family.lowercased() }) else {
            return .failure(.familyNotFound(family: family, closest: families.first ?? "none"))
        }
        guard let path = strings(FC_FILE, in: matched).first else {
            return .failure(.familyNotFound(family: family, closest: "none"))
        }
        var index: Int32 = 0
        FcPatternGetInteger(matched, FC_INDEX, 0, &index)
        return .success(Match(path: path, index: Int(index), family: spelling))
    }

    private static func addString(_ value: String, for object: String, to pattern: OpaquePointer) {
        value.withCString { characters in
            characters.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { bytes in
                _ = FcPatternAddString(pattern, object, bytes)
            }
        }
    }

    /// Every value of a string property of a pattern, in order.
    private static func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }
}
