/// A Dynamic Type content size, named as SwiftUI's, from extra small to the fifth accessibility size.
///
/// Sizes are ordered, and `large` is the default:
///
/// ```swift
/// DynamicTypeSize.large < .accessibility1        // true
/// DynamicTypeSize.accessibility3.isAccessibilitySize  // true
/// DynamicTypeSize(rawValue: "xxLarge")          // .xxLarge
/// ```
public enum DynamicTypeSize: String, CaseIterable, Hashable, Comparable, Sendable {
    /// The smallest size.
    case xSmall
    /// A small size.
    case small
    /// A medium size, one step below the default.
    case medium
    /// The default size.
    case large
    /// One step above the default.
    case xLarge
    /// Two steps above the default.
    case xxLarge
    /// The largest size that is not an accessibility size.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// The second accessibility size (AX2).
    case accessibility2
    /// The third accessibility size (AX3).
    case accessibility3
    /// The fourth accessibility size (AX4).
    case accessibility4
    /// The largest accessibility size (AX5).
    case accessibility5

    /// Whether this is one of the five larger accessibility sizes (AX1 to AX5).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position from smallest (0) to largest (11), in the order of `allCases`.
    ///
    /// A switch, not a search of `allCases` (which makes an array each time): text styles are
    /// looked up by size for every text and icon of every screen.
    package var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// How many sizes there are: `allCases.count`, without making the array.
    static let caseCount = allCases.count

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.ordinal < rhs.ordinal }
}

extension DynamicTypeSize {
    /// A size by its name or short name, as command lines and configuration files spell it.
    ///
    /// ```swift
    /// DynamicTypeSize.named("AX3")              // .accessibility3
    /// DynamicTypeSize.named("xxxLarge")         // .xxxLarge
    /// DynamicTypeSize.named("huge")             // nil
    /// ```
    public static func named(_ text: String) -> DynamicTypeSize? {
        if let size = DynamicTypeSize(rawValue: text) { return size }
        return allCases.first { $0.shortName.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// The short name: "large", "AX3".
    public var shortName: String {
        rawValue.hasPrefix("accessibility") ? "AX" + rawValue.dropFirst("accessibility".count) : rawValue
    }
}
