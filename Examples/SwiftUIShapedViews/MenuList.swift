import StepperKitUI

/// A row per product, in the order given.
struct MenuList: View {
    let products: [Product]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Menu")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            ForEach(products) { product in
                ProductRow(product: product)
            }
        }
        .padding(.horizontal)
    }
}
