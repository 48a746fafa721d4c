/// The point size, leading and weight of a text style at one Dynamic Type size.
///
/// ```swift
/// let body = try DynamicTypeTable.standard().metrics(for: .body, size: .large)
/// body.pointSize   // 17
/// body.leading     // 22
/// body.weight      // .regular
/// ```
public struct TextStyleMetrics: Hashable, Sendable {
    /// The font size, in points.
    public let pointSize: Double
    /// Apple's recommended distance between baselines, in points.
    public let leading: Double
    /// The style's weight: semibold for headline, regular for every other style.
    public let weight: FontWeight
}
