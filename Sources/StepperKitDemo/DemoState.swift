/// The state the demo scenes show: quantities, counts and typed text.
///
/// ```swift
/// DemoScene.addToCart.node(DemoState(quantity: 0))   // collapsed to Add
/// ```
public struct DemoState: Hashable, Sendable {
    /// The add-to-cart stepper's quantity (scene 1), and the Flat white's in the product list.
    public var quantity: Int
    /// The Latte's quantity in the product list.
    public var latteQuantity: Int
    /// The cart's count (scene 2).
    public var cartCount: Int
    /// Tickets (scene 3, 1…10).
    public var tickets: Int
    /// Copies (scene 3, 1…100) and what its field shows.
    public var copies: Int
    public var copiesEntry: String?
    /// The custom stepper's value (scene 4, 0…100).
    public var value: Int

    public init(
        quantity: Int = 2, latteQuantity: Int = 1, cartCount: Int = 3, tickets: Int = 3, copies: Int = 12, copiesEntry: String? = nil, value: Int = 10
    ) {
        self.quantity = quantity
        self.latteQuantity = latteQuantity
        self.cartCount = cartCount
        self.tickets = tickets
        self.copies = copies
        self.copiesEntry = copiesEntry
        self.value = value
    }
}
