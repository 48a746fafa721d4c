import StepperKit

/// The cart: a title, the copies stepper in the shop's style, the item count and the total.
public struct CartScreen: View {
    /// How many prints are in the cart.
    public let copies: Int
    /// The total, already formatted for the screen's locale.
    public let total: String

    /// A cart of `copies` prints costing `total`.
    public init(copies: Int, total: String) {
        self.copies = copies
        self.total = total
    }

    /// The screen's tree.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Checkout").font(.title2.bold())
            QuantityStepper(value: copies, in: 1...99, label: "Copies")
            Text("%lld items in cart", arguments: [.integer(copies)]).tag("count")
            Text(verbatim: total).font(.headline).tag("total")
        }
        .padding(16)
    }
}
