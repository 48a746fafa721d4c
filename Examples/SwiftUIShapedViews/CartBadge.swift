import StepperKitUI

/// Any label with a count drawn in a circle at its top trailing corner, or no circle at zero.
struct CartBadge<Label: View>: View {
    let count: Int
    @ViewBuilder let label: Label

    var body: some View {
        label
            .padding(8)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text(verbatim: "\(count)")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding(4)
                        .background(.black, in: Circle())
                }
            }
    }
}
