/// The direction of horizontal layout: left to right, or right to left for Arabic and Hebrew.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Text and stacks run from left to right, or from right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft
}
