import StepperKitUI

/// A product's name beside buttons that change a quantity its parent owns; the name keeps its width.
struct QuantityStepperRow: View {
    let name: String
    @Binding var quantity: Int

    var body: some View {
        HStack {
            Text(verbatim: name)
                .layoutPriority(1)
            Spacer()
            Button {
                quantity -= 1
            } label: {
                Text(verbatim: "−")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .disabled(quantity == 0)
            .accessibilityLabel("Remove one")
            Text(verbatim: "\(quantity)")
                .accessibilityLabel("Quantity")
            Button {
                quantity += 1
            } label: {
                Text(verbatim: "+")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel("Add one")
        }
    }
}
