import Foundation

/// An sRGB colour with opacity, and the WCAG 2.2 arithmetic the kit uses to choose and audit colours.
///
/// ```swift
/// let indigo = Color.indigo
/// indigo.contrastRatio(with: .white)        // 5.65
/// Color.contrasting(on: indigo)             // .white (higher contrast than black)
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, green and blue in 0…1, sRGB-encoded.
    public var red: Double
    /// The green channel, 0 to 1.
    public var green: Double
    /// The blue channel, 0 to 1.
    public var blue: Double
    /// Opacity in 0…1.
    public var opacity: Double

    /// A colour from channels of 0 to 1 in sRGB, opaque unless an opacity is given.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red.clamped01
        self.green = green.clamped01
        self.blue = blue.clamped01
        self.opacity = opacity.clamped01
    }

    /// A colour from 8-bit channels, such as 0x58, 0x56, 0xD6 for indigo.
    ///
    /// ```swift
    /// Color(rgb8: 0x58, 0x56, 0xD6)
    /// ```
    public init(rgb8 red: UInt8, _ green: UInt8, _ blue: UInt8, opacity: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    /// A colour from "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(
            rgb8: UInt8(truncatingIfNeeded: rgb >> 16), UInt8(truncatingIfNeeded: rgb >> 8), UInt8(truncatingIfNeeded: rgb),
            opacity: hasAlpha ? Double(value & 0xFF) / 255 : 1
        )
    }

    /// The same colour with another opacity, multiplied into the current one.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
    public var hex: String {
        let channels = [red, green, blue] + (opacity < 1 ? [opacity] : [])
        return "#" + channels.map { channel in
            let byte = Int((channel * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    public var description: String { hex }

    // MARK: - WCAG

    /// Relative luminance per WCAG 2.2: 0.2126 R + 0.7152 G + 0.0722 B over linearized channels.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            // The 8-bit quantization WCAG's formula assumes: one of 256 values, computed once.
            let byte = (channel * 255).rounded()
            guard byte >= 0, byte <= 255 else { return Self.linearized(byte / 255) }
            return Self.linearChannels[Int(byte)]
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's linearization of a channel value in 0…1.
    private static func linearized(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The linearized value of each 8-bit channel value (`linearized(byte / 255)`): the contrast of
    /// every text and button is checked as a screen is laid out, three `pow` calls a colour each.
    private static let linearChannels: [Double] = (0...255).map { linearized(Double($0) / 255) }

    /// The WCAG contrast ratio with another colour, 1…21 (opacity ignored; composite first).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour drawn over an opaque background colour.
    public func composited(over background: Color) -> Color {
        Color(
            red: red * opacity + background.red * (1 - opacity),
            green: green * opacity + background.green * (1 - opacity),
            blue: blue * opacity + background.blue * (1 - opacity)
        )
    }

    /// Black or white, whichever has the higher WCAG contrast on a background (white on a tie).
    ///
    /// A rule of black above a luminance of 0.5 differs from picking by contrast for mid-tones
    /// such as pure red, where black reads better (5.25:1) than white (4.00:1).
    public static func contrasting(on background: Color) -> Color {
        background.contrastRatio(with: .black) > background.contrastRatio(with: .white) ? .black : .white
    }

    // MARK: - Named colours (iOS system colours, light appearance)

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// iOS's system indigo, #5856D6: the kit's default tint.
    public static let indigo = Color(rgb8: 0x58, 0x56, 0xD6)
    /// iOS's system orange, #FF9500.
    public static let orange = Color(rgb8: 0xFF, 0x95, 0x00)
    /// iOS's system pink, #FF2D55.
    public static let pink = Color(rgb8: 0xFF, 0x2D, 0x55)
    /// iOS's system red, #FF3B30.
    public static let red = Color(rgb8: 0xFF, 0x3B, 0x30)
    /// iOS's increased-contrast red, #D70015: white text on it reaches 5.2:1, where the system red gives 3.5:1.
    public static let accessibleRed = Color(rgb8: 0xD7, 0x00, 0x15)
    /// iOS's system blue, #007AFF.
    public static let blue = Color(rgb8: 0x00, 0x7A, 0xFF)
    /// iOS's system green, #34C759.
    public static let green = Color(rgb8: 0x34, 0xC7, 0x59)
    /// iOS's system yellow, #FFCC00.
    public static let yellow = Color(rgb8: 0xFF, 0xCC, 0x00)
    /// The label colour.
    public static let primary = Color.black
    /// iOS's secondary label colour (#3C3C43 at 60%).
    public static let secondary = Color(rgb8: 0x3C, 0x3C, 0x43, opacity: 0.6)
    /// The default screen background.
    public static let background = Color.white
}

extension Double {
    fileprivate var clamped01: Double { self.isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
