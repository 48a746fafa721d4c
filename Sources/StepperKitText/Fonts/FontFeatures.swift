/// OpenType features a font shapes with, beyond HarfBuzz's defaults (kerning and ligatures are on).
///
/// ```swift
/// let counts = try Font(.default, size: 17).with(features: .tabularDigits)
/// counts.width(of: "1") == counts.width(of: "8")   // true: every digit has the same advance
/// ```
public struct FontFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Digits of equal width (OpenType tabular figures), so counts do not shift as they change.
    public static let tabularDigits = FontFeatures(rawValue: 1 << 0)

    /// The OpenType tags of the features, in a fixed order.
    var tags: [String] {
        contains(.tabularDigits) ? ["tnum"] : []
    }
}
