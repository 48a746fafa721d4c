public import Foundation
internal import CICU
@_spi(StepperKitSupport) internal import StepperKitSupport

/// A validated, canonical locale identifier that ICU has data for.
///
/// Accepts ICU IDs and BCP 47 tags alike and canonicalizes them through ICU:
///
/// ```swift
/// try LocaleID("en-US").identifier      // "en_US"
/// try LocaleID("es-419").languageTag    // "es-419"
/// try LocaleID("es_MX").fallbackChain   // [es_MX, es_419, es]
/// ```
///
/// Validation has three steps. The text must be well formed (a language subtag of 2, 3 or 5–8 letters,
/// then optional script, region and variant subtags separated by `-` or `_`, then optional
/// `@key=value;…` keywords); empty and malformed text is rejected with ``LocaleError``. Then ICU
/// canonicalizes it. Finally the locale must have ICU data of its own **or through a parent**: `es_DE`
/// is accepted and formats with `es` data, but `xx_YY` is rejected with ``LocaleError/noData(_:)``
/// rather than silently falling back to the root locale, because root formatting would look like a
/// bug in the app. For the same reason the keywords are checked: `numbers` must name a numbering
/// system with ten digits (`en@numbers=arab`) and `currency` an ISO 4217 code; an unknown keyword
/// or value is rejected with the known ones.
public struct LocaleID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The canonical ICU locale ID, such as "es_419" or "zh_Hant_HK".
    public let identifier: String
    /// Worked out once, because formatters and plural rules ask for every lookup.
    let pseudoMethod: PseudoLocale.Method?

    /// Validates and canonicalizes a locale identifier.
    public init(_ text: String) throws(LocaleError) {
        try LocaleSyntax.validate(text)
        let canonical = try Self.canonicalize(text)
        guard LocaleData.hasData(for: canonical) else { throw .noData(text) }
        try LocaleKeywords.validate(canonical, as: text)
        self.init(canonical: canonical)
    }

    /// Wraps an identifier that is already canonical and known to have data.
    init(canonical identifier: String) {
        self.identifier = identifier
        self.pseudoMethod = PseudoLocale.method(ofCanonical: identifier)
    }

    /// Whether two locales have the same identifier.
    ///
    /// The identifier alone is compared: the pseudo-locale method is worked out from it, so equal
    /// identifiers have equal methods (layout compares and hashes locales for every text).
    public static func == (lhs: LocaleID, rhs: LocaleID) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier, all that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try LocaleID(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public var description: String { identifier }

    /// The BCP 47 form of the identifier, such as "es-419", as String Catalogs spell languages.
    public var languageTag: String {
        Self.languageTags.value(for: identifier) {
            (try? ICUStatus.string("convert \(identifier) to a language tag") {
                CICU_localeToLanguageTag(identifier, $0, $1, &$2)
            }) ?? identifier.replacingOccurrences(of: "_", with: "-")
        }
    }

    /// Language tags by identifier: a check asks a cell's tag for every string it resolves, and
    /// ICU's conversion (with the message its error would carry) costs 2% of a check.
    private static let languageTags = BoundedCache<String, String>(capacity: 256, remembersLastKey: true)

    /// The language subtag alone, such as "es" for "es_MX".
    public var languageCode: String {
        String(identifier.prefix { $0 != "_" && $0 != "@" })
    }

    /// This locale followed by its CLDR parents, root excluded, such as es_MX, es_419, es.
    ///
    /// Parents come from ICU's data (CLDR `parentLocales`), so `es_MX` goes through `es_419` and
    /// `en_GB` through `en_001`; otherwise the last subtag is dropped. Catalog lookup appends the
    /// catalog's source language after this chain.
    ///
    /// A pseudo-locale's chain is itself alone: its text is the catalog's source text, never a
    /// translation into its base language.
    public var fallbackChain: [LocaleID] {
        var chain = [self]
        guard !isPseudo else { return chain }
        var current = identifier
        while chain.count < 8 {
            guard let parent = try? ICUStatus.string("find the parent of \(current)", {
                CICU_localeParent(current, $0, $1, &$2)
            }), !parent.isEmpty, parent != current else { break }
            chain.append(LocaleID(canonical: parent))
            current = parent
        }
        return chain
    }

    // MARK: - Pseudo-locales and direction

    /// en-XA, the accented and expanded pseudo-locale; see PseudoLocale/accents.
    public static let pseudoAccents = PseudoLocale.accents.locale

    /// ar-XB, the right-to-left pseudo-locale; see PseudoLocale/bidi.
    public static let pseudoBidi = PseudoLocale.bidi.locale

    /// The pseudo-locale this locale is (en-XA, ar-XB), or nil for a real locale.
    public var pseudoLocale: PseudoLocale? { PseudoLocale(self) }

    /// Whether this is a pseudo-locale, which shows the source text transformed.
    public var isPseudo: Bool { pseudoMethod != nil }

    /// The locale that formats numbers, money and plural categories for this one: itself, or a
    /// pseudo-locale's base (en for en-XA and ar-XB).
    ///
    /// ```swift
    /// LocaleID.pseudoAccents.formattingLocale   // en
    /// try LocaleID("es_MX").formattingLocale    // es_MX
    /// ```
    public var formattingLocale: LocaleID { pseudoMethod == nil ? self : pseudoLocale?.base ?? self }

    /// The direction the locale's characters run, from ICU's likely script of its language.
    ///
    /// ```swift
    /// try LocaleID("he").characterDirection     // .rightToLeft
    /// LocaleID.pseudoBidi.characterDirection    // .rightToLeft
    /// LocaleID.pseudoAccents.characterDirection // .leftToRight
    /// ```
    public var characterDirection: CharacterDirection {
        Self.characterDirections.value(for: identifier) { Self.characterDirection(of: identifier) }
    }

    /// Directions by identifier, as ``languageTag``: asked for every string a check measures.
    private static let characterDirections = BoundedCache<String, CharacterDirection>(capacity: 256, remembersLastKey: true)

    private static func characterDirection(of identifier: String) -> CharacterDirection {
        var status: Int32 = 0
        let orientation = CICU_localeCharacterOrientation(identifier, &status)
        guard status <= 0 else { return .unknown }
        return switch orientation {
        case CICU_LAYOUT_LEFT_TO_RIGHT: .leftToRight
        case CICU_LAYOUT_RIGHT_TO_LEFT: .rightToLeft
        case CICU_LAYOUT_TOP_TO_BOTTOM: .topToBottom
        case CICU_LAYOUT_BOTTOM_TO_TOP: .bottomToTop
        default: .unknown
        }
    }

    /// Converts to Foundation's Locale, for APIs that take one.
    public var foundationLocale: Locale { Locale(identifier: identifier) }

    private static func canonicalize(_ text: String) throws(LocaleError) -> String {
        let (base, keywords) = LocaleSyntax.split(text)
        do {
            // ICU's tag parser understands both separators once they are hyphens, and maps
            // "es-419" to "es_419"; keywords stay in ICU's "@key=value" form.
            let tag = base.replacingOccurrences(of: "_", with: "-")
            var parsed: Int32 = 0
            let id = try ICUStatus.string("parse the locale '\(text)'") {
                CICU_localeFromLanguageTag(tag, &parsed, $0, $1, &$2)
            }
            guard Int(parsed) == tag.utf8.count, !id.isEmpty else {
                throw LocaleError.malformed(text, reason: "ICU does not understand it as a locale")
            }
            let withKeywords = keywords.map { id + "@" + $0 } ?? id
            return try ICUStatus.string("canonicalize the locale '\(text)'") {
                CICU_localeCanonicalize(withKeywords, $0, $1, &$2)
            }
        } catch let error as LocaleError {
            throw error
        } catch {
            throw .malformed(text, reason: "\(error)")
        }
    }
}
