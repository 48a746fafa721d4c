internal import CICU

/// A Unicode script (ISO 15924), as ICU assigns characters to them: what a font must cover to draw text.
///
/// ```swift
/// UnicodeScript(of: "か")?.name        // "Hiragana"
/// UnicodeScript(of: "か")?.code        // "Hira"
/// UnicodeScript(of: "1")               // nil: digits belong to no script of their own
/// UnicodeScript(of: "ก")?.debianFontPackage   // "fonts-thai-tlwg"
/// ```
public struct UnicodeScript: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The four-letter ISO 15924 code, such as "Hira".
    public let code: String

    /// The script of a character; nil for the Common.
    ///
    /// Inherited and Unknown scripts (spaces, digits, punctuation, combining marks), which every script's text
    /// shares.
    public init?(of scalar: Unicode.Scalar) {
        let tag = CICU_scriptOf(Int32(bitPattern: scalar.value))
        guard tag != 0 else { return nil }
        code = String(decoding: [UInt8(tag >> 24), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
    }

    /// The script with an ISO 15924 code.
    public init(code: String) {
        self.code = code
    }

    /// The script a locale is written in: the one its identifier names.
    ///
    /// Else the likely one for its language and region (CLDR's likely subtags); nil when ICU cannot tell.
    ///
    /// ```swift
    /// UnicodeScript(writing: "ru")?.code         // "Cyrl"
    /// UnicodeScript(writing: "zh-Hant")?.code    // "Hant"
    /// UnicodeScript(writing: "sr_Latn")?.code    // "Latn"
    /// ```
    public init?(writing localeIdentifier: String) {
        let tag = CICU_localeLikelyScript(localeIdentifier.replacingOccurrences(of: "-", with: "_"))
        guard tag != 0 else { return nil }
        code = String(decoding: [UInt8(tag >> 24), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
    }

    /// Whether text of this script is written in other.
    ///
    /// The same script, or Han within a Chinese or Japanese variety (Hans, Hant, Jpan) and Hangul within Korean
    /// (Kore).
    public func isWritten(in other: UnicodeScript) -> Bool {
        if self == other { return true }
        switch (code, other.code) {
        case ("Hani", "Hans"), ("Hani", "Hant"), ("Hani", "Jpan"), ("Hani", "Kore"), ("Hira", "Jpan"), ("Kana", "Jpan"), ("Hang", "Kore"):
            return true
        default:
            return false
        }
    }

    /// ICU's English name, such as "Hiragana" or "Devanagari"; the code when ICU has none.
    public var name: String {
        // The writing systems of a language rather than scripts of characters, named as a reader knows them.
        switch code {
        case "Hans": return "Simplified Chinese"
        case "Hant": return "Traditional Chinese"
        case "Jpan": return "Japanese"
        case "Kore": return "Korean"
        case "Zsye": return "emoji"
        default: break
        }
        let bytes = Array(code.utf8)
        guard bytes.count == 4 else { return code }
        let tag = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
        var buffer = [CChar](repeating: 0, count: 64)
        let length = CICU_scriptName(tag, &buffer, Int32(buffer.count))
        guard length > 0 else { return code }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self).replacingOccurrences(of: "_", with: " ")
    }

    /// The Debian package whose fonts draw this script, for a message that says what to install.
    ///
    /// Han, kana, Hangul and Bopomofo come with `fonts-noto-cjk`; Thai with `fonts-thai-tlwg`; emoji are
    /// no script (see ``emojiFontPackage``); every other script Noto covers with `fonts-noto-core`.
    public var debianFontPackage: String {
        switch code {
        case "Hani", "Hira", "Kana", "Hang", "Bopo", "Hrkt", "Jpan", "Kore", "Hans", "Hant": "fonts-noto-cjk"
        case "Thai": "fonts-thai-tlwg"
        default: "fonts-noto-core"
        }
    }

    /// The Debian package of an emoji font with outlines, which the kit can measure and draw (Symbola).
    ///
    /// A colour bitmap font such as Noto Color Emoji has no outlines to draw in an SVG.
    public static let emojiFontPackage = "fonts-symbola"

    /// Orders by code.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.code < rhs.code }

    /// The name.
    public var description: String { name }
}
