import StepperKitUI

/// An order of one product: the form owns the quantity and hands its row a binding to it.
struct OrderForm: View {
    @State private var quantity = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            QuantityStepperRow(name: "Flat white", quantity: $quantity)
            if quantity > 0 {
                Button("Clear order", role: .destructive) { quantity = 0 }
            }
        }
        .padding()
    }
}
