public import StepperKit
import StepperKitLocalization

/// The four demo scenes of the reference documents and a product list, as node trees ready to lay out and render.
///
/// ```swift
/// let node = DemoScene.addToCart.node(DemoState(quantity: 3))
/// let result = try LayoutEngine().layout(node, in: environment, proposal: DemoScene.screenProposal)
/// ```
public enum DemoScene: String, CaseIterable, Hashable, Sendable {
    /// "Flat white", the add-to-cart stepper and its subtotal (reference document 000).
    case addToCart
    /// "Shop", the cart badge and the fly-to-cart button (reference document 001).
    case flyButton
    /// "Tickets: N" and "Copies" with direct entry (reference document 002).
    case labeledStepper
    /// The custom stepper at regular and mini control sizes (reference document 004).
    case quantityStepper
    /// "Coffee": two add-to-cart steppers in a product list, named "Flat white" and "Latte" (document 002's unique names).
    case productList

    /// An iPhone-width proposal: 390 pt wide, as tall as the scene needs.
    public static let screenProposal = ProposedSize(width: 390, height: nil)

    /// The subtitles' colour. The reference documents use iOS's secondary label (#3C3C43 at 60%),
    /// which the audit measures at 3.22:1 on the Flat white's tinted background; 85% keeps the look
    /// and passes 4.5:1.
    public static let subtitle = Color(rgb8: 0x3C, 0x3C, 0x43, opacity: 0.85)

    /// The unit price of the Flat white, 3.50 EUR.
    public static let unitPrice = (try? Money("3.50", .eur))
    /// The unit price of the Latte, 3.20 EUR.
    public static let lattePrice = (try? Money("3.20", .eur))

    /// The scene's tree for a state.
    public func node(_ state: DemoState = DemoState()) -> AnyView {
        switch self {
        case .addToCart: AnyView(AddToCartScene(quantity: state.quantity))
        case .flyButton: AnyView(FlyButtonScene(count: state.cartCount))
        case .labeledStepper: AnyView(LabeledStepperScene(tickets: state.tickets, copies: state.copies, copiesEntry: state.copiesEntry))
        case .quantityStepper: AnyView(QuantityStepperScene(value: state.value))
        case .productList: AnyView(ProductListScene(flatWhite: state.quantity, latte: state.latteQuantity))
        }
    }
}

/// Cup, title, stepper, and the subtotal shown only above zero (reference document 000).
struct AddToCartScene: View {
    let quantity: Int
    /// The stepper's change at the moment drawn, from ``DemoScene/layout(at:state:in:proposal:engine:)``; nil for a still screen.
    var motion: AddToCartMotion?

    @Environment(\.locale) private var locale

    var body: some View {
        // The model clamps the quantity to its limit; the subtotal is the price of what the stepper shows.
        let model = AddToCartModel(quantity: quantity)
        let subtotal = DemoScene.unitPrice.flatMap { try? Money.subtotal(unitPrice: $0, quantity: model.quantity) }
        VStack(spacing: 24) {
            Icon(.cup)
                .font(.system(size: 110))
                .foregroundStyle(.linearGradient([.orange, .pink], from: .top, to: .bottom))
                .accessibilityHidden()
            VStack(spacing: 4) {
                Text("Flat white", table: .demo).font(.largeTitle.bold())
                Text("Double shot, velvety milk", table: .demo).foregroundStyle(DemoScene.subtitle)
            }
            AddToCartStepper(model: model, motion: motion)
                .frame(minHeight: 44)
            if let motion, changesSubtotal(motion, to: model) {
                // A text that changes in an animation cross-fades (SwiftUI's default content transition):
                // the old subtotal out, the new one in, on the stepper's spring.
                ZStack {
                    subtotalLine(DemoScene.unitPrice.flatMap { try? Money.subtotal(unitPrice: $0, quantity: motion.from.quantity) })
                        .opacity(1 - motion.fraction).accessibilityHidden()
                    subtotalLine(subtotal).derived(fromModelValue: "quantity", model.quantity).opacity(motion.fraction)
                }
                .tag("subtotal")
            } else {
                subtotalLine(subtotal)
                    .derived(fromModelValue: "quantity", model.quantity)
                    .opacity(model.isCollapsed ? 0 : subtotalOpacity)
                    .tag("subtotal")
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(Rectangle().fill(.linearGradient([Color.orange.opacity(0.16), Color.indigo.opacity(0.12)], from: .top, to: .bottom)))
    }
}

extension AddToCartScene {
    /// The subtotal line for an amount. A price is never split inside: where "EUR 346.50" is wider than
    /// the screen (AX5 on a 320 pt phone) the line shrinks a little instead (the layout tries smaller
    /// scales before breaking inside a word).
    private func subtotalLine(_ subtotal: Money?) -> some View {
        Text("Subtotal %@", arguments: [.string(subtotal?.formatted(locale: locale) ?? "")])
            .font(.title3.weight(.semibold))
            .minimumScaleFactor(0.8)
    }

    /// Whether a change part way moves the subtotal from one amount to another, both shown.
    private func changesSubtotal(_ motion: AddToCartMotion, to model: AddToCartModel) -> Bool {
        !motion.isSettled && !motion.from.isCollapsed && !model.isCollapsed && motion.from.quantity != model.quantity
    }

    /// The subtotal fades in with the morph from Add, in the same animation (reference document 000).
    private var subtotalOpacity: Double {
        guard let motion, motion.from.isCollapsed, !motion.isSettled else { return 1 }
        return motion.fraction
    }
}

/// "Shop" with the cart, the product and its fly button (reference document 001).
struct FlyButtonScene: View {
    let count: Int
    /// The flights drawn, at ``time`` (none for a still screen).
    var flights: FlyButtonModel?
    /// The cart's badge, bumping at ``time`` after a landing.
    var badge: CartBadgeModel?
    /// The moment drawn, on the models' clock.
    var time: Duration = .zero

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // The title beside the cart when both fit whole; else the cart above the title, which
            // then has the whole width to wrap at word boundaries.
            // The title and the cart are made and measured once for both arrangements.
            let title = SharedView(Text("Shop", table: .demo).font(.largeTitle.bold()))
            let cart = SharedView(self.cart)
            ViewThatFits(in: .horizontal) {
                HStack {
                    title.layoutPriority(1)
                    Spacer()
                    cart.layoutPriority(2)
                }
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Spacer()
                        cart.layoutPriority(1)
                    }
                    title
                }
            }
            .padding(.horizontal, 24)
            .padding(.top, 8)
            VStack(alignment: .leading, spacing: 8) {
                AddToCartFlyButton(
                    model: flights ?? FlyButtonModel(count: count), image: .backpack,
                    imageLabel: LocalizedText("Trail backpack", table: .demo), time: time
                )
                .padding(.top, 48)
                Text("Trail backpack", table: .demo).font(.title2.bold()).padding(.top, 12)
                Text("Twenty liters, water resistant and light enough for every day.", table: .demo)
                    .foregroundStyle(DemoScene.subtitle)
            }
            .padding(24)
        }
    }
}

extension FlyButtonScene {
    /// The cart with its badge, bumping at the moment drawn when a badge model is given.
    private var cart: CartBadge {
        badge.map { CartBadge(model: $0, time: time) } ?? CartBadge(count: count)
    }
}

/// "Tickets: N" (1…10) and "Copies" (1…100) with a field for direct entry (reference document 002).
struct LabeledStepperScene: View {
    let tickets: Int
    let copies: Int
    let copiesEntry: String?

    @Environment(\.locale) private var locale

    var body: some View {
        let ticketsModel = LabeledStepperModel(value: tickets, in: 1...10)
        let copiesModel = LabeledStepperModel(value: copies, in: 1...100)
        let outcome = copiesEntry.flatMap { text in
            (try? NumberParser(locale: locale)).map { copiesModel.outcome(ofCommitting: text, parser: $0) }
        }
        let entryText = copiesEntry ?? copies.formatted(.localizedNumber.locale(locale))
        VStack(alignment: .leading, spacing: 16) {
            LabeledStepper(model: ticketsModel, label: LocalizedText("Tickets: %lld", arguments: [.integer(ticketsModel.value)], table: .demo))
            LabeledStepper(model: copiesModel, label: LocalizedText("Copies", table: .demo), entry: .init(text: entryText, outcome: outcome))
        }
        .padding(24)
    }
}

/// The same stepper at the regular and mini control sizes (reference document 004).
struct QuantityStepperScene: View {
    let value: Int

    var body: some View {
        // 24 pt apart: the mini stepper draws 22 pt tall at xSmall, and its 44 pt hit areas must not
        // reach the regular one's.
        VStack(spacing: 24) {
            QuantityStepper(value: value, in: 0...100, label: LocalizedText("Copies", table: .demo))
            QuantityStepper(value: value, in: 0...100, label: LocalizedText("Tickets", table: .demo))
                .controlSize(.mini)
        }
        .padding(16)
    }
}

/// "Coffee": a Flat white and a Latte, each with its add-to-cart stepper. Each stepper is given its
/// product's name, so its buttons read "Increase Flat white" and "Increase Latte", never two
/// "Increase quantity" (reference document 002: repeated steppers speak distinct names).
struct ProductListScene: View {
    let flatWhite: Int
    let latte: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Coffee", table: .demo).font(.largeTitle.bold()).accessibilityAddTraits(.header)
            ProductRow(name: LocalizedText("Flat white", table: .demo), price: DemoScene.unitPrice, quantity: flatWhite)
            ProductRow(name: LocalizedText("Latte", table: .demo), price: DemoScene.lattePrice, quantity: latte)
        }
        .padding(24)
    }
}

/// One product: its name and price, and its add-to-cart stepper named after it.
struct ProductRow: View {
    let name: LocalizedText
    let price: Money?
    let quantity: Int

    @Environment(\.locale) private var locale

    var body: some View {
        // Made and measured once for both arrangements.
        let info = SharedView(VStack(alignment: .leading, spacing: 2) {
            Text(name).font(.headline)
            Text(verbatim: price?.formatted(locale: locale) ?? "").foregroundStyle(DemoScene.subtitle)
        })
        let stepper = SharedView(AddToCartStepper(model: AddToCartModel(quantity: quantity)).accessibilityLabel(name))
        // Side by side when both fit; at large Dynamic Type sizes the stepper goes under the name.
        ViewThatFits(in: .horizontal) {
            HStack {
                info.layoutPriority(1)
                Spacer()
                stepper.layoutPriority(2)
            }
            VStack(alignment: .leading, spacing: 8) {
                info
                stepper
            }
        }
        .tag("productRow")
    }
}
