/// The size class of a control, as SwiftUI's control size; regular is the default.
///
/// `.extraLarge` behaves as `.large` outside visionOS, as on iOS.
///
/// `.extraLarge` behaves as `.large` outside visionOS, as on iOS.
public enum ControlSize: String, CaseIterable, Hashable, Sendable, Codable {
    /// The size classes from the smallest to the largest.
    case mini, small, regular, large, extraLarge
}
