public import StepperKitLocalization
public import StepperKitText
@_spi(StepperKitSupport) import StepperKitSupport

/// What layout needs besides the tree: the String Catalogs, fonts and icons — loaded once and shared
/// by every layout pass, on any thread.
///
/// ```swift
/// let localizer = try Localizer(contentsOf: [URL(filePath: "Resources/Localizable.xcstrings")])
/// let services = LayoutServices(icons: try IconSet.standard(), localizer: localizer)
/// let engine = LayoutEngine(services: services)
/// ```
public final class LayoutServices: Sendable {
    /// The kit's icons.
    public let icons: IconSet
    /// Where catalog keys are looked up: the kit's catalogs, or an app's.
    public let localizer: Localizer
    /// Fonts by source, size and weight: bounded, because sampled animations (a flight's shrinking
    /// copy) ask for many sizes.
    private let fonts = BoundedCache<FontKey, Font>(capacity: 256)

    private struct FontKey: Hashable, Sendable {
        var source: FontRequest
        var size: Double
        var weight: FontWeight

        /// The size and weight through `KeyHash`, not the source `==` compares as well (an app
        /// uses one or two): a pass looks its first few fonts up here, with no `Hasher`.
        func _rawHashValue(seed: Int) -> Int {
            var hash = KeyHash(seed: seed)
            hash.combine(Int(bitPattern: UInt((size + 0).bitPattern)))
            hash.combine(weight.value)
            return hash.finalized
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(_rawHashValue(seed: 0))
        }
    }

    /// Texts analysed for layout (line breaks, bidirectional and script runs, fallback faces, advances
    /// in font units) by string, face, features and hyphenation dictionary: a screen shows the same labels at every size,
    /// state and style, and a view that fits tries several variants with the same strings, so each
    /// is analysed once and resized (`TextLayouter.resized(to:)`) for every other size; nil keeps none.
    private let texts: BoundedCache<TextKey, TextLayouter>?

    private struct TextKey: Hashable, Sendable {
        var string: String
        var face: FontFace
        var features: FontFeatures
        var hyphenator: Hyphenator?

        /// The string's bytes and the features, as `KeyHash` hashes them, not the face and
        /// hyphenator `==` compares as well: a string shown in several faces shares a bucket, and
        /// each lookup (one a text) runs no `Hasher`.
        func _rawHashValue(seed: Int) -> Int {
            var hash = KeyHash(seed: seed)
            hash.combine(string)
            hash.combine(features.rawValue)
            return hash.finalized
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(_rawHashValue(seed: 0))
        }
    }

    /// How many analysed texts services keep by default, those unused the longest going first.
    public static let defaultTextCacheCapacity = 1024
    /// Texts longer than this (in UTF-8 bytes) are analysed each time: an analysis holds a few
    /// dozen bytes per byte of text, so the cache stays within a few megabytes whatever it is shown.
    static let cachedTextLimit = 256

    /// The language text is written in before translation, the catalogs' source language.
    ///
    /// A composed text is rendered in it when one of its arguments has no translation.
    public let developmentLanguage: LocaleID

    /// Services with a set of icons, a localizer and the development language (English by default).
    ///
    /// - Parameters:
    ///   - icons: The icons nodes name.
    ///   - localizer: Where catalog keys are looked up.
    ///   - developmentLanguage: The catalogs' source language.
    ///   - textCacheCapacity: How many analysed texts (line breaks, runs, advances) to keep for later
    ///     layouts, each at most 256 UTF-8 bytes; 0 analyses every text anew.
    public init(
        icons: IconSet, localizer: Localizer, developmentLanguage: LocaleID = .defaultFormatting,
        textCacheCapacity: Int = LayoutServices.defaultTextCacheCapacity
    ) {
        self.icons = icons
        self.localizer = localizer
        self.developmentLanguage = developmentLanguage
        self.texts = textCacheCapacity > 0 ? BoundedCache(capacity: textCacheCapacity) : nil
    }

    /// A font, loaded once per source, size and weight.
    func font(_ source: FontRequest, size: Double, weight: FontWeight) throws(LayoutError) -> Font {
        try fonts.value(for: FontKey(source: source, size: size, weight: weight)) { () throws(LayoutError) in
            do throws(FontError) {
                return try Font(source, size: size, weight: weight)
            } catch {
                throw .font(error)
            }
        }
    }

    /// A layouter for a string in a font, hyphenating words wider than a line with `hyphenator`,
    /// from the analysis of an earlier layout when there was one.
    func textLayouter(_ string: String, font: Font, hyphenator: Hyphenator?) throws(LineBreakError) -> TextLayouter {
        guard let texts, string.utf8.count <= Self.cachedTextLimit else { return try TextLayouter(string, font: font, hyphenator: hyphenator) }
        let key = TextKey(string: string, face: font.face, features: font.features, hyphenator: hyphenator)
        let analysed = try texts.value(for: key) { () throws(LineBreakError) in
            // Kept layouts too: later screens ask for the same text at the same sizes and widths.
            var layouter = try TextLayouter(string, font: font, hyphenator: hyphenator)
            layouter.memoizesLayouts = true
            return layouter
        }
        return analysed.resized(to: font.size)
    }

    /// Keeps a layouter from ``textLayouter(_:font:hyphenator:)`` that has learnt facts since (the pieces shaped
    /// where lines end, truncated candidates: all in font units, the same at every size), so later
    /// layouts of its text start from them instead of shaping them again.
    func remember(_ layouter: TextLayouter) {
        let string = layouter.text
        guard let texts, string.utf8.count <= Self.cachedTextLimit else { return }
        let font = layouter.font
        texts.replace(TextKey(string: string, face: font.face, features: font.features, hyphenator: layouter.hyphenator), with: layouter)
    }

    /// The hyphenator for text in a locale (see `Hyphenator.init(textIn:)`), kept by locale: every
    /// layout pass asks once, and the process-wide lookup behind it hashes a key of strings (600
    /// instructions a pass, 0.4% of a layout's).
    func hyphenator(for locale: LocaleID) -> Hyphenator? {
        hyphenators.value(for: locale) { Hyphenator(textIn: locale) }
    }

    /// The hyphenators found, by locale; a screen asks for one locale pass after pass.
    private let hyphenators = BoundedCache<LocaleID, Hyphenator?>(capacity: 64, remembersLastKey: true)

    /// How many analysed texts the cache holds now.
    var cachedTextCount: Int { texts?.count ?? 0 }

    /// How many fonts the cache holds now.
    var cachedFontCount: Int { fonts.count }

    /// Catalog texts resolved, by text, locale and device: every screen of an app resolves the same
    /// labels again, and a resolution depends on nothing else (the localizer never changes).
    private let resolutions = BoundedCache<ResolutionKey, ResolvedText>(capacity: 1024)

    private struct ResolutionKey: Hashable, Sendable {
        var text: LocalizedText
        var locale: LocaleID
        var device: DeviceClass

        /// Hashes the text's key (or verbatim string) and the locale's identifier, not the
        /// arguments, table and device that `==` compares as well: keys that differ only there share
        /// a bucket, and each lookup (a few dozen a screen) hashes a third of the bytes, with
        /// `KeyHash` rather than a `Hasher` (two strings through SipHash cost 250 instructions).
        func _rawHashValue(seed: Int) -> Int {
            var hash = KeyHash(seed: seed)
            switch text.content {
            case .key(let key, _, _), .composed(let key, _, _): hash.combine(key)
            case .verbatim(let string): hash.combine(string)
            }
            hash.combine(locale.identifier)
            return hash.finalized
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(_rawHashValue(seed: 0))
        }
    }

    /// The string of a localized text for a locale, and what went wrong when the key is shown instead.
    func resolve(_ text: LocalizedText, locale: LocaleID, device: DeviceClass = .other) -> ResolvedText {
        resolutions.value(for: ResolutionKey(text: text, locale: locale, device: device)) {
            text.resolve(by: localizer, for: locale, developmentLanguage: developmentLanguage, device: device)
        }
    }
}

/// A text's string for a locale, and the problem that made it show its key, if any.
struct ResolvedText: Sendable {
    var string: String
    var problem: LayoutDiagnostic.Problem?
}

/// Why a tree could not be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A font could not be loaded.
    case font(FontError)
    /// A node names an icon the icon set does not have.
    case unknownIcon(IconName, available: [IconName])
    /// The kit's compiled-in resources are invalid.
    case resources(String)
    /// ICU could not find line breaks in a text.
    case text(String, String)
    /// A view type that declares no body but is not one of the kit's primitives.
    case noBody(String)

    public var description: String {
        switch self {
        case .font(let error):
            "Layout needs a font that could not be loaded: \(error)"
        case .unknownIcon(let name, let available):
            "No icon is named \"\(name)\"; available: \(available.map(\.rawValue).joined(separator: ", "))."
        case .resources(let problem):
            "The kit's resources are invalid: \(problem)"
        case .text(let text, let problem):
            "The text \"\(text)\" could not be laid out: \(problem)"
        case .noBody(let type):
            "\(type) declares Body = Never but is not one of the kit's primitive views; give it a body built from them."
        }
    }
}
