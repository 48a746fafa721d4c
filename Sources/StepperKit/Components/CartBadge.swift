import StepperKitLocalization

/// A cart icon with a red capsule badge that shows the count when it is above zero.
///
/// The badge is the increased-contrast red, so the white count reads at 4.5:1.
///
/// One accessibility element "Cart" whose value is the plural "N items" from the catalog, so Spanish
/// reads "1 artículo", "2 artículos", "1000000 de artículos".
///
/// The badge overlays the cart's top trailing corner and takes no space: the cart is as big with no
/// badge as with one. Drawn at a moment of its bump (``time``, on the model's clock): the icon and its
/// badge grow to 1.3× and back around their centre, without moving anything else; with Reduce Motion
/// on (the environment's or the model's) it does not bump.
///
/// ```swift
/// CartBadge(count: 3)
///
/// var cart = CartBadgeModel()
/// cart.apply(.countChanged(to: 3, now: .zero))
/// CartBadge(model: cart, time: .milliseconds(140))   // the icon at 1.3×
/// ```
public struct CartBadge: View {
    /// The count and bump shown.
    public let model: CartBadgeModel
    /// The cart icon's colour; nil keeps the environment's tint.
    public let tint: Color?

    /// The moment the bump is drawn at, on the model's clock.
    public let time: Duration

    /// A cart showing a model's count and its bump at a moment, in a tint or the environment's.
    public init(model: CartBadgeModel, tint: Color? = nil, time: Duration = .zero) {
        self.model = model
        self.tint = tint
        self.time = time
    }

    /// A cart showing a count at rest, in a tint or the environment's.
    public init(count: Int, tint: Color? = nil) {
        self.init(model: CartBadgeModel(count: count), tint: tint)
    }

    /// The environment the component is laid out in: its style, locale, sizes and settings.
    @Environment(\.self) private var environment

    public var body: some View {
        let count = model.count
        // Formatted once for the badge and the audit's claim.
        let formatted = count.formatted(CountFormat.of(environment.locale))
        let side = environment.pointSize(of: .title2)
        // Reduce Motion is read only while the model bumps: a badge at rest draws alike either way,
        // and an audit shares its layout between the two settings.
        let bump = model.scale(at: time)
        let scale = bump == 1 || environment.reduceMotion ? 1 : bump
        // The bump scales the padded icon and its badge about their centre inside the unscaled frame,
        // as the document's keyframes scale both with scaleEffect: layout stays. The badge's top
        // trailing corner follows the scaled box's corner, out by half the growth on each axis.
        let reach = (scale - 1) * (side + 2 * Self.iconPadding) / 2
        let trailing = environment.layoutDirection == .rightToLeft ? -1.0 : 1.0
        // The badge overlays the icon and takes no height, so the cart is as tall at 0 as at 1000. A
        // hidden copy of it, 0 pt tall, lends the cart its width: a long count widens the cart toward
        // the leading side (up to the width offered) rather than reaching over what stands beside it.
        return VStack(alignment: .trailing, spacing: 0) {
            badge(formatted, scale: 1).opacity(0).frame(height: 0, alignment: .top)
            Icon(.cart)
                .font(.system(size: side * scale))
                .foregroundStyle(.color(tint ?? environment.tint))
                .frame(width: side, height: side)
                .padding(Self.iconPadding)
        }
            .overlay(alignment: .topTrailing, badge(formatted, scale: scale).offset(x: trailing * reach, y: -reach))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Cart")
            .accessibilityValue(LocalizedText("%lld items", arguments: [.integer(count)]))
            .showsModelValue("cartCount", count, as: model.isBadgeVisible ? formatted : nil)
            .tag("cartBadge")
    }

    /// The padding around the icon, which the badge's corner sits on: 8 pt, as the document's.
    static let iconPadding = 8.0

    @ViewBuilder
    private func badge(_ formattedCount: String, scale: Double) -> some View {
        if model.isBadgeVisible && scale == 1 {
            Self.badgeLabel(formattedCount)
        } else if model.isBadgeVisible {
            // Drawn at its scaled ideal size, as a scale effect draws it: the layout offered the unscaled one.
            Self.badgeLabel(formattedCount, scale: scale, pointSize: environment.pointSize(of: .caption2)).fixedSize()
        }
    }

    /// The red capsule with its text; `stepperkit check --slot badge` measures strings in it.
    package static func badgeLabel(_ text: String) -> some View {
        badgeLabel(text, font: .caption2.bold(), scale: 1)
    }

    /// The capsule at a scale of its bump: its caption2 point size, padding and minimum size all scaled.
    private static func badgeLabel(_ text: String, scale: Double, pointSize: Double) -> some View {
        badgeLabel(text, font: .system(size: pointSize * scale, weight: .bold), scale: scale)
    }

    private static func badgeLabel(_ text: String, font: TextFont, scale: Double) -> some View {
        Text(verbatim: text)
            .font(font)
            .foregroundStyle(.white)
            .lineLimit(1)
            .padding(.horizontal, CartBadgeModel.badgeHorizontalPadding * scale)
            .frame(minWidth: CartBadgeModel.minimumBadgeSize.width * scale, minHeight: CartBadgeModel.minimumBadgeSize.height * scale)
            // The seed's `.red` gives white text 3.5:1; the audit asks 4.5:1 for the 11 pt count.
            .background(Capsule().fill(.accessibleRed))
            .tag("badge")
    }
}
