/// A haptic the view layer should play, named by its meaning rather than by a device pattern.
///
/// ```swift
/// AddToCartModel().send(.tap(.add)).effects.first   // haptic(selection)
/// ```
public struct Haptic: Hashable, Sendable, CustomStringConvertible {
    /// The haptics the kit knows; a struct around them lets the kit add haptics later.
    enum Storage: String, Hashable, Sendable {
        case selection
    }

    let storage: Storage

    /// The light tick of a value changing, like SwiftUI's selection feedback.
    public static let selection = Haptic(storage: .selection)

    /// The haptic's name, such as "selection".
    public var description: String { storage.rawValue }
}
