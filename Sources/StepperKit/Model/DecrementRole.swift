/// What the decrement button of an add-to-cart stepper does: step down, or remove the item at one.
///
/// At quantity 1 the button removes the item, shows a trash icon and is named "Remove from cart";
/// above 1 it shows a minus and is named "Decrease quantity".
///
/// ```swift
/// AddToCartModel(quantity: 1).decrementRole            // .remove
/// AddToCartModel(quantity: 2).decrementRole.iconName   // .minus
/// ```
public enum DecrementRole: Hashable, Sendable {
    /// Steps the quantity down by one.
    case decrement
    /// Takes the last item out of the cart, collapsing the control back to Add.
    case remove

    /// The icon the button shows.
    ///
    /// ```swift
    /// DecrementRole.remove.iconName   // .trash
    /// ```
    public var iconName: IconName {
        switch self {
        case .decrement: .minus
        case .remove: .trash
        }
    }
}
