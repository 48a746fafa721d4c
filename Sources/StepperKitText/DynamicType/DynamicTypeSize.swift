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

    /// The size's position from smallest (0) to largest (11).
    var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.ordinal < rhs.ordinal }
}
