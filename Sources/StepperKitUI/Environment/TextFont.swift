public import StepperKitText

/// The font a text uses: a Dynamic Type text style or a fixed size, with weight and digit options.
///
/// It is the kit's counterpart of SwiftUI's `Font`: a text style scales with Dynamic Type, a fixed size does
/// not.
///
/// ```swift
/// Text("Flat white").font(.largeTitle.bold())
/// Text(verbatim: "12").font(.headline.monospacedDigit())
/// Text(verbatim: "Fixed").font(.system(size: 13))
/// ```
public struct TextFont: Hashable, Sendable, CustomStringConvertible {
    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
    }

    let size: Size
    /// The weight; nil means the text style's own (semibold for headline, regular otherwise).
    public private(set) var weight: FontWeight?
    /// Whether digits all have the same width (OpenType tabular figures), so counts do not jiggle.
    public private(set) var monospacedDigits = false

    init(size: Size, weight: FontWeight? = nil) {
        self.size = size
        self.weight = weight
    }

    /// A font of a Dynamic Type text style.
    public static func style(_ style: TextStyle) -> TextFont { TextFont(size: .style(style)) }

    /// A fixed-size font that does not scale with Dynamic Type.
    public static func system(size: Double, weight: FontWeight = .regular) -> TextFont {
        TextFont(size: .fixed(size), weight: weight)
    }

    /// The large title text style.
    public static let largeTitle = style(.largeTitle)
    /// The title text style.
    public static let title = style(.title)
    /// The second-level title text style.
    public static let title2 = style(.title2)
    /// The third-level title text style.
    public static let title3 = style(.title3)
    /// The headline text style, semibold.
    public static let headline = style(.headline)
    /// The subheadline text style.
    public static let subheadline = style(.subheadline)
    /// The body text style, the default for text.
    public static let body = style(.body)
    /// The callout text style.
    public static let callout = style(.callout)
    /// The footnote text style.
    public static let footnote = style(.footnote)
    /// The caption text style.
    public static let caption = style(.caption)
    /// The second caption text style, the smallest.
    public static let caption2 = style(.caption2)

    /// The same font with another weight.
    public func weight(_ weight: FontWeight) -> TextFont {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font, bold.
    public func bold() -> TextFont { weight(.bold) }

    /// The same font with tabular digits.
    public func monospacedDigit() -> TextFont {
        var font = self
        font.monospacedDigits = true
        return font
    }

    /// The text style, if the font scales with Dynamic Type.
    public var textStyle: TextStyle? {
        if case .style(let style) = size { style } else { nil }
    }

    public var description: String {
        var parts: [String]
        switch size {
        case .style(let style): parts = [style.rawValue]
        case .fixed(let points): parts = ["\(points.compact)pt"]
        }
        if let weight { parts.append(weight.description) }
        if monospacedDigits { parts.append("monospacedDigit") }
        return parts.joined(separator: " ")
    }
}
