/// The size class of a control, as SwiftUI's `ControlSize`; `.regular` is the default.
///
/// `.extraLarge` behaves as `.large` outside visionOS, as on iOS.
public enum ControlSize: String, CaseIterable, Hashable, Sendable, Codable {
    case mini, small, regular, large, extraLarge
}
