import StepperKitUI

/// A line of text on a band of color as wide as the screen, a little lower when Reduce Motion is on.
struct SaleBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            Color.yellow
            Text("Two for one on Fridays")
                .font(.headline)
                .padding()
        }
        .frame(height: reduceMotion ? 56 : 64)
    }
}
