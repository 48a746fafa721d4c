import StepperKitUI

/// A product's name and price on one line: the price keeps its width, the name wraps in what is left.
struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            Text(verbatim: product.name)
                .font(.headline)
            Spacer()
            Text(verbatim: product.price)
                .layoutPriority(1)
        }
    }
}
