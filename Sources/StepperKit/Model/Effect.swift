/// Something the view layer should do because of an event, such as play a haptic or speak an announcement.
///
/// An effect plays a haptic, shows a transition, speaks an announcement, flies or lands an item,
/// reports an add, or rewrites an entry field. Effects are semantic and locale-free; the rendering and
/// localization layers decide how they look, feel and read. New kinds of effect may come, so read the
/// ones you handle through their properties:
///
/// ```swift
/// var model = AddToCartModel()
/// for effect in model.apply(.tap(.add)) {
///     if let haptic = effect.haptic { print("play", haptic) }                 // play selection
///     if let announcement = effect.announcement { print("say", announcement) }
/// }
/// ```
public struct Effect: Hashable, Sendable, CustomStringConvertible {
    /// The effects the kit knows; a struct around them lets the kit add effects later.
    enum Storage: Hashable, Sendable {
        case haptic(Haptic)
        case transition(Transition)
        case announcement(Announcement)
        case flightLaunched(Flight)
        case flightLanded(Flight)
        case itemAdded(count: Int)
        case entryCommitted(EntryOutcome)
    }

    let storage: Storage

    /// Play a haptic.
    public static func haptic(_ haptic: Haptic) -> Effect { Effect(storage: .haptic(haptic)) }
    /// Show a visible change, animated or not.
    public static func transition(_ transition: Transition) -> Effect { Effect(storage: .transition(transition)) }
    /// Post a status message for assistive technologies.
    public static func announcement(_ announcement: Announcement) -> Effect { Effect(storage: .announcement(announcement)) }
    /// A copy of the product image took off towards the cart; draw it with its flight's samples.
    public static func flightLaunched(_ flight: Flight) -> Effect { Effect(storage: .flightLaunched(flight)) }
    /// A flight reached the cart (or its view went away) and should no longer be drawn.
    public static func flightLanded(_ flight: Flight) -> Effect { Effect(storage: .flightLanded(flight)) }
    /// One item was added to the cart, now holding a count of items; the fly button's add action.
    public static func itemAdded(count: Int) -> Effect { Effect(storage: .itemAdded(count: count)) }
    /// A typed entry was committed; the field shows the resulting value, or keeps the text if rejected.
    public static func entryCommitted(_ outcome: EntryOutcome) -> Effect { Effect(storage: .entryCommitted(outcome)) }

    /// The haptic to play, if this effect is one.
    public var haptic: Haptic? {
        if case .haptic(let haptic) = storage { haptic } else { nil }
    }

    /// The transition to show, if this effect is one.
    public var transition: Transition? {
        if case .transition(let transition) = storage { transition } else { nil }
    }

    /// The status message to post, if this effect is one.
    public var announcement: Announcement? {
        if case .announcement(let announcement) = storage { announcement } else { nil }
    }

    /// The flight that took off, if this effect launched one.
    public var launchedFlight: Flight? {
        if case .flightLaunched(let flight) = storage { flight } else { nil }
    }

    /// The flight that reached the cart, if this effect landed one.
    public var landedFlight: Flight? {
        if case .flightLanded(let flight) = storage { flight } else { nil }
    }

    /// The cart's count after an item was added, if this effect reports an add.
    public var addedItemCount: Int? {
        if case .itemAdded(let count) = storage { count } else { nil }
    }

    /// The outcome of a committed entry, if this effect reports one.
    public var committedEntry: EntryOutcome? {
        if case .entryCommitted(let outcome) = storage { outcome } else { nil }
    }

    /// The effect's kind and payload, such as "haptic(selection)".
    public var description: String {
        switch storage {
        case .haptic(let haptic): "haptic(\(haptic))"
        case .transition(let transition): "transition(\(transition))"
        case .announcement(let announcement): "announcement(\(announcement))"
        case .flightLaunched(let flight): "flightLaunched(\(flight.id))"
        case .flightLanded(let flight): "flightLanded(\(flight.id))"
        case .itemAdded(let count): "itemAdded(count: \(count))"
        case .entryCommitted(let outcome): "entryCommitted(\(outcome))"
        }
    }
}
