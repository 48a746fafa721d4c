/// A haptic the view layer should play, named by its meaning rather than by a device pattern.
///
/// ```swift
/// AddToCartModel().send(.tap(.add)).effects.first   // .haptic(.selection)
/// ```
public enum Haptic: Hashable, Sendable {
    /// The light tick of a value changing, like SwiftUI's `.sensoryFeedback(.selection, …)`.
    case selection
}
