/// Something the view layer should do because of an event: play a haptic, show a transition,
/// speak an announcement, fly or land an item, report an add, or rewrite an entry field.
///
/// Effects are semantic and locale-free; the rendering and localization layers decide how they look,
/// feel and read.
///
/// ```swift
/// for effect in model.apply(.tap(.add)) {
///     switch effect {
///     case .haptic(let haptic): play(haptic)
///     case .transition(let transition): animate(transition)
///     case .announcement(let announcement): post(localizer.text(for: announcement))
///     default: break
///     }
/// }
/// ```
public enum Effect: Hashable, Sendable {
    /// Play a haptic.
    case haptic(Haptic)
    /// Show a visible change, animated or not.
    case transition(Transition)
    /// Post a status message for assistive technologies.
    case announcement(Announcement)
    /// A copy of the product image took off towards the cart; draw it with ``Flight/sample(at:)``.
    case flightLaunched(Flight)
    /// A flight reached the cart (or its view went away) and should no longer be drawn.
    case flightLanded(Flight)
    /// One item was added to the cart, now holding `count`; the fly button's `onAdd`.
    case itemAdded(count: Int)
    /// A typed entry was committed; the field shows the resulting value, or keeps the text if rejected.
    case entryCommitted(EntryOutcome)
}
