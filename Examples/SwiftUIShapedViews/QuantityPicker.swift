import StepperKitUI

/// How many of a product to order: the quantity is the view's own state, changed by its buttons.
struct QuantityPicker: View {
    @State private var quantity = 1

    var body: some View {
        HStack(spacing: 12) {
            Button("Remove one") { quantity -= 1 }
                .disabled(quantity == 1)
            Text(verbatim: "\(quantity)")
                .font(.headline)
                .accessibilityLabel("Quantity")
            Button("Add one") { quantity += 1 }
        }
        .padding()
    }
}
