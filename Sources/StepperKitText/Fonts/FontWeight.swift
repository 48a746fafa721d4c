/// How heavy a font's strokes are, on the OpenType scale from 1 to 1000 where regular is 400.
///
/// Weights map to installed faces through fontconfig, which converts the OpenType number to its own
/// scale, so `.semibold` finds `Inter-SemiBold.otf`:
///
/// ```swift
/// FontWeight.semibold.value                 // 600
/// FontWeight(name: "semibold") == .semibold // true
/// FontWeight(value: 450).value              // 450
/// ```
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The OpenType weight class, from 1 to 1000.
    public let value: Int

    /// A weight on the OpenType scale; values outside 1…1000 are clamped into it.
    public init(value: Int) {
        self.value = min(max(value, 1), 1000)
    }

    // MARK: - Named weights

    /// The thinnest named weight, 100.
    public static let thin = FontWeight(value: 100)
    /// Ultra light, 200.
    public static let ultraLight = FontWeight(value: 200)
    /// Light, 300.
    public static let light = FontWeight(value: 300)
    /// The weight of body text, 400.
    public static let regular = FontWeight(value: 400)
    /// Medium, 500.
    public static let medium = FontWeight(value: 500)
    /// Semibold, 600: the weight of the headline text style.
    public static let semibold = FontWeight(value: 600)
    /// Bold, 700.
    public static let bold = FontWeight(value: 700)
    /// Heavy, 800.
    public static let heavy = FontWeight(value: 800)
    /// The heaviest named weight, 900.
    public static let black = FontWeight(value: 900)

    /// Every named weight with its name, lightest first.
    public static let named: KeyValuePairs<String, FontWeight> = [
        "thin": .thin, "ultraLight": .ultraLight, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The weight with a name such as semibold (case-insensitive), or a number from 1 to 1000.
    ///
    /// ```swift
    /// FontWeight(name: "Bold")?.value // 700
    /// FontWeight(name: "350")?.value  // 350
    /// FontWeight(name: "hefty")       // nil
    /// ```
    public init?(name: String) {
        if let match = Self.named.first(where: { $0.key.lowercased() == name.lowercased() }) {
            self = match.value
        } else if let number = Int(name), (1...1000).contains(number) {
            self.init(value: number)
        } else {
            return nil
        }
    }

    // MARK: - Comparable, CustomStringConvertible

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// The weight's name when it has one ("semibold"), otherwise its number ("450").
    public var description: String {
        Self.named.first { $0.value == self }?.key ?? String(value)
    }
}
