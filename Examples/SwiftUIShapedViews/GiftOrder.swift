import StepperKitUI

/// Whether the order is a gift: set by a screen, read by any view inside it.
private struct GiftOrderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the order is a gift.
    var isGiftOrder: Bool {
        get { self[GiftOrderKey.self] }
        set { self[GiftOrderKey.self] = newValue }
    }
}

/// What the receipt says, as the environment decides: a gift receipt shows no prices.
struct ReceiptNote: View {
    @Environment(\.isGiftOrder) private var isGiftOrder
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if isGiftOrder {
            Text("Gift receipt: prices are hidden")
        } else if dynamicTypeSize.isAccessibilitySize {
            Text("Receipt")
        } else {
            Text("Receipt with prices")
        }
    }
}
