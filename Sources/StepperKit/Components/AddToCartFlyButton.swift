/// A product image and an Add to Cart button whose presses fly copies of the image into the cart.
///
/// The copies travel along an arc; the button is drawn at one moment of the flights. With Reduce Motion
/// on (the environment's or the model's), nothing is drawn flying: flights land at once.
///
/// ```swift
/// var model = FlyButtonModel(cartFrame: Rect(x: 300, y: 20, width: 44, height: 44),
///                            sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260))
/// model.apply(.add(now: .zero))
/// AddToCartFlyButton(model: model, image: IconName("backpack"), imageLabel: LocalizedText("Trail backpack", table: CatalogTable("Shop")), time: .milliseconds(300))
/// ```
public struct AddToCartFlyButton: View {
    /// The flights and count shown.
    public let model: FlyButtonModel
    /// The product image.
    public let image: IconName
    /// The button's title.
    public let title: LocalizedText
    /// The image's accessible name.
    public let imageLabel: LocalizedText
    /// The moment flights are drawn at, on the model's clock.
    public let time: Duration

    /// A fly button for a model's flights, with a product image, a title, the image's accessible name and the moment drawn.
    public init(model: FlyButtonModel, image: IconName, title: LocalizedText = "Add to Cart", imageLabel: LocalizedText = "Product", time: Duration = .zero) {
        self.model = model
        self.image = image
        self.title = title
        self.imageLabel = imageLabel
        self.time = time
    }

    /// The image panel's height and the image's inset in it.
    static let imageHeight = 260.0
    static let imagePadding = 36.0

    /// Whether the person asked to reduce motion: no copy is drawn flying.
    @Environment(\.reduceMotion) private var reduceMotion
    /// The accent colour the button is filled with, which its title contrasts with.
    @Environment(\.tint) private var tint

    public var body: some View {
        VStack(spacing: 20) {
            Icon(image)
                .font(.system(size: Self.imageHeight - 2 * Self.imagePadding))
                .foregroundStyle(.tint)
                .padding(Self.imagePadding)
                .frame(maxWidth: .infinity)
                .frame(height: Self.imageHeight)
                .background(RoundedRectangle(cornerRadius: 28).fill(Fill.tint.opacity(0.12)))
                .accessibilityLabel(imageLabel)
                .accessibilityAddTraits(.image)
                .tag("productImage")
                .overlay(ZStack {
                    // Reduce Motion is read only with copies in flight: with none, both settings draw alike.
                    ForEach(model.flights.isEmpty || model.reduceMotion || reduceMotion ? [] : model.flights) { flight in
                        FlightCopy(image: image, sample: flight.sample(at: time))
                    }
                })
            Button(.add) {
                HStack(spacing: 6) {
                    Icon(.cartBadgePlus)
                    Text(title)
                }
                .font(.headline)
                // No line limit: at the largest sizes "Añadir al carrito" wraps rather than truncates.
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .foregroundStyle(Color.contrasting(on: tint))
            .background(RoundedRectangle(cornerRadius: 12).fill(.tint))
            .accessibilityLabel(title)
            .tag("addToCart")
        }
    }
}

/// The flying copy of the product image at one sample of its flight, moved along the arc.
///
/// It is 84×84 pt at scale 1, a circle with the image inset by 14 pt, centred on the image.
public struct FlightCopy: View {
    /// The product image that flies.
    public let image: IconName
    /// Where the copy is and how big, at the moment drawn.
    public let sample: Flight.Sample

    /// A copy of an image at one sample of its flight.
    public init(image: IconName, sample: Flight.Sample) {
        self.image = image
        self.sample = sample
    }

    public var body: some View {
        let side = Flight.size.width * sample.scale
        let inset = Flight.imagePadding * sample.scale
        return Icon(image)
            .font(.system(size: max(side - 2 * inset, 0.1)))
            .foregroundStyle(.tint)
            .frame(width: side, height: side)
            .background(Circle().fill(.white))
            .overlay(Circle().stroke(Fill.tint.opacity(0.3), lineWidth: 1))
            .offset(x: sample.offset.dx, y: sample.offset.dy)
            .accessibilityHidden()
            .tag("flight")
    }
}
