import StepperKitSupport

/// Which glyph of an icon font draws an icon, by ligature name or code point, and how terminals show it.
///
/// Icon fonts such as Material Icons name each glyph twice: a ligature ("shopping_cart" shapes to the
/// cart) and a private-use code point (U+E8CC). Either finds the glyph; the name reads better.
///
/// ```swift
/// let cart = IconFontGlyph.named("shopping_cart", terminalCharacter: "🛒")
/// let forward = IconFontGlyph.codePoint(0xE5CC, terminalCharacter: "›", mirrorsInRightToLeft: true)
/// forward.description   // "U+E5CC"
/// ```
public struct IconFontGlyph: Hashable, Sendable, CustomStringConvertible {
    private enum Lookup: Hashable {
        case ligature(String)
        case codePoint(UInt32)
    }

    private let lookup: Lookup
    /// The one character a terminal draws the icon as, or nil for "•".
    public let terminalCharacter: Character?
    /// Whether the icon points along the reading direction and is mirrored right to left.
    public let mirrorsInRightToLeft: Bool

    private init(lookup: Lookup, terminalCharacter: Character?, mirrorsInRightToLeft: Bool) {
        self.lookup = lookup
        self.terminalCharacter = terminalCharacter
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }

    /// The glyph the font's ligatures make of a name, such as "shopping_cart" in Material Icons.
    public static func named(_ name: String, terminalCharacter: Character? = nil, mirrorsInRightToLeft: Bool = false) -> IconFontGlyph {
        IconFontGlyph(lookup: .ligature(name), terminalCharacter: terminalCharacter, mirrorsInRightToLeft: mirrorsInRightToLeft)
    }

    /// The glyph the font maps a code point to, such as U+E8CC (the cart) in Material Icons.
    public static func codePoint(_ value: UInt32, terminalCharacter: Character? = nil, mirrorsInRightToLeft: Bool = false) -> IconFontGlyph {
        IconFontGlyph(lookup: .codePoint(value), terminalCharacter: terminalCharacter, mirrorsInRightToLeft: mirrorsInRightToLeft)
    }

    /// The name in quotes, or the code point as "U+E8CC".
    public var description: String {
        switch lookup {
        case .ligature(let name): MessageText.quoted(name)
        case .codePoint(let value): "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
    }

    // MARK: - Internal

    /// The text whose shaping gives the glyph, or nil for a value that is no Unicode scalar.
    var text: String? {
        switch lookup {
        case .ligature(let name): name.isEmpty ? nil : name
        case .codePoint(let value): Unicode.Scalar(value).map { String(Character($0)) }
        }
    }
}

extension String {
    /// The string with zeros in front up to a length, as code points are written.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
