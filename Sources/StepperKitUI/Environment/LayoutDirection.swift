/// The direction of horizontal layout: left to right, or right to left for Arabic and Hebrew.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    case leftToRight, rightToLeft
}
