import StepperKitUI

/// A total that never wraps and a checkout button whose title shortens when the bar is narrow.
struct CheckoutBar: View {
    let total: String

    var body: some View {
        HStack {
            Text(verbatim: total)
                .font(.headline)
                .fixedSize()
            Spacer()
            Button {
            } label: {
                ViewThatFits(in: .horizontal) {
                    Text("Check out now")
                    Text("Check out")
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .foregroundStyle(.white)
                .background(.indigo, in: Capsule())
            }
            .layoutPriority(1)
        }
        .padding()
    }
}
