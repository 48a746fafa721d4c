public import Foundation

/// A status message for assistive technologies, in semantic form; the localizer turns it into text.
///
/// Announcements carry numbers and reasons, never words, so the model stays locale-free: the view
/// layer maps `.cartCount(3)` to the catalog's plural "3 items" / "3 artículos", and
/// `.entryRejected(.outOfRange(…))` to "Enter a number between 1 and 100".
///
/// ```swift
/// CartBadgeModel().send(.countChanged(to: 3, now: .zero)).effects
/// // [.announcement(.cartCount(3)), .transition(Transition(.cartBump, isAnimated: true))]
/// ```
public enum Announcement: Hashable, Sendable {
    /// A stepper's value changed without the focused element saying so (a button tap, a key, a hold);
    /// spoken as "Quantity 3".
    case value(Int)
    /// The add-to-cart stepper's last item was removed and it went back to its Add button; spoken as
    /// "Removed from cart".
    case removedFromCart
    /// The cart's item count changed; spoken as the plural "N items".
    case cartCount(Int)
    /// A typed value was out of range and was clamped to the nearest valid value.
    case entryClamped(from: Decimal, to: Int)
    /// A typed value was between two valid values and was snapped to the nearest one.
    case entrySnapped(from: Int, to: Int)
    /// A typed value was rejected and the value left unchanged; the reason says what to enter.
    case entryRejected(EntryRejection)
}
