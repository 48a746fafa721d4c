public import StepperKit
import StepperKitLocalization

/// One state the audit tries a demo scene in — what a user does: a quantity, a cart count, text
/// typed in the Copies field — made for the cell's locale, so typed numbers read as that locale
/// writes them.
///
/// ```swift
/// DemoScene.flyButton.auditStates.map(\.name)   // ["count 0", "count 1", "count 9", "count 99", "count 1000", "count 1000000"]
/// ```
public struct DemoStateVariant: Sendable, CustomStringConvertible {
    /// The name cells and findings give the state, such as "quantity 0".
    public let name: String
    private let make: @Sendable (LocaleID) -> DemoState

    /// A variant named `name` whose state is made for a locale.
    public init(_ name: String, _ make: @escaping @Sendable (LocaleID) -> DemoState) {
        self.name = name
        self.make = make
    }

    /// The state for a locale.
    public func state(for locale: LocaleID) -> DemoState {
        make(locale)
    }

    /// The variant's name.
    public var description: String { name }
}

extension DemoScene {
    /// The states the audit tries this scene in: add-to-cart quantities 0, 1, 2 and the limit; cart
    /// counts 0, 1, 9, 99, 1000 and 1,000,000; Copies entries empty, 12345, out of range and off
    /// the whole-number step; the custom stepper at its bounds and between; the product list with
    /// both at Add, at the trash and at the limit.
    public var auditStates: [DemoStateVariant] {
        switch self {
        case .addToCart:
            [0, 1, 2, AddToCartModel.defaultMaximum].map { quantity in
                DemoStateVariant("quantity \(quantity)") { _ in DemoState(quantity: quantity) }
            }
        case .flyButton:
            [0, 1, 9, 99, 1_000, 1_000_000].map { count in
                DemoStateVariant("count \(count)") { _ in DemoState(cartCount: count) }
            }
        case .labeledStepper:
            [
                DemoStateVariant("entry none") { _ in DemoState() },
                DemoStateVariant("entry empty") { _ in DemoState(copiesEntry: "") },
                DemoStateVariant("entry 12345") { _ in DemoState(copiesEntry: "12345") },
                // Copies run 1…100: 101 is out of range; 2.5, written as the locale writes it, is off the step of 1.
                DemoStateVariant("entry out of range") { locale in DemoState(copiesEntry: 101.formatted(.localizedNumber.locale(locale))) },
                DemoStateVariant("entry off step") { locale in DemoState(copiesEntry: 2.5.formatted(.localizedNumber.locale(locale))) },
            ]
        case .quantityStepper:
            [0, 10, 100].map { value in
                DemoStateVariant("value \(value)") { _ in DemoState(value: value) }
            }
        case .productList:
            // Both collapsed to Add (two Add buttons to tell apart), one at the trash, and each at the limit.
            [(0, 0), (1, 2), (2, AddToCartModel.defaultMaximum), (AddToCartModel.defaultMaximum, 1)].map { flatWhite, latte in
                DemoStateVariant("quantities \(flatWhite) and \(latte)") { _ in DemoState(quantity: flatWhite, latteQuantity: latte) }
            }
        }
    }

    /// The scene for an audit matrix: in its default state only, or in each of ``auditStates``.
    ///
    /// ```swift
    /// AuditMatrix(scenes: DemoScene.allCases.map { $0.auditScene(states: true) }, … )
    /// ```
    ///
    /// A scene with a timeline carries it for the audit's motion rules: the add-to-cart gesture from its
    /// "quantity 0" state (the gesture starts from an empty cart), the flight from every cart count.
    public func auditScene(states: Bool = false) -> AuditScene {
        guard states else { return AuditScene(rawValue, timeline: auditTimeline(from: DemoState())) { _ in self.node() } }
        return AuditScene(rawValue, states: auditStates.map { ($0.name, $0) }, timeline: { environment, variant in
            self.auditTimeline(from: variant.state(for: environment.locale))
        }) { environment, variant in
            self.node(variant.state(for: environment.locale))
        }
    }

    /// The motion starting from a state, with the still screen its models end in; nil where none starts.
    ///
    /// None starts in a still scene, nor in the add-to-cart scene away from an empty cart.
    ///
    /// ```swift
    /// DemoScene.flyButton.auditTimeline(from: DemoState(cartCount: 3))?.duration   // 1.09 seconds
    /// ```
    public func auditTimeline(from state: DemoState) -> AuditTimeline? {
        guard let duration = timelineDuration, let end = endState(from: state) else { return nil }
        return AuditTimeline(duration: duration, end: { _ in self.node(end) }) { time, environment, proposal, engine throws(LayoutError) in
            try self.layout(at: time, state: state, in: environment, proposal: proposal, engine: engine)
        }
    }

    /// The state the models reach at the end of the scene's timeline, from a state, without any time passing on screen.
    private func endState(from state: DemoState) -> DemoState? {
        var end = state
        switch self {
        case .addToCart:
            guard state.quantity == 0 else { return nil }
            end.quantity = Self.addToCartGesture.reduce(AddToCartModel()) { $0.send($1.event).state }.quantity
        case .flyButton:
            // Add to Cart once; the copy lands when due, and the count is the model's then.
            let launched = FlyButtonModel(count: state.cartCount).send(.add(now: .zero)).state
            end.cartCount = launched.send(.tick(now: Flight.duration)).state.count
        case .labeledStepper, .quantityStepper, .productList:
            return nil
        }
        return end
    }

    /// The matrix `make demo` audits: every scene in every state × the phone widths × the locales × every
    /// Dynamic Type size × every control size × every built-in style and theme × Reduce Motion off and on.
    ///
    /// ```swift
    /// let matrix = try DemoScene.fullAuditMatrix(locales: [try LocaleID("en_US"), try LocaleID("ar_EG")], widths: [390])
    /// matrix.cells.count   // 31,680
    /// ```
    public static func fullAuditMatrix(
        locales: [LocaleID], widths: [Double] = phoneWidths, registry: StepperStyleRegistry? = nil
    ) throws(StepperStyleRegistryError) -> AuditMatrix {
        let styles: StepperStyleRegistry
        if let registry { styles = registry } else { styles = try themedRegistry() }
        var matrix = AuditMatrix(
            scenes: allCases.map { $0.auditScene(states: true) },
            locales: locales, dynamicTypeSizes: DynamicTypeSize.allCases, controlSizes: ControlSize.allCases,
            axes: userAxes + [try AuditAxis.stepperStyles(styles.names, in: styles)], proposal: screenProposal
        )
        matrix.widths = widths
        return matrix
    }

    /// Screen widths from the iPhone SE to the Pro Max, in points: 320, 375, 390, 393 and 430.
    public static let phoneWidths: [Double] = [320, 375, 390, 393, 430]

    /// The built-in styles and the kit's themes (mint, midnight), each by its name.
    ///
    /// ```swift
    /// try DemoScene.themedRegistry().names   // capsule, bordered, controlSizeAware, repeating, midnight, mint
    /// ```
    public static func themedRegistry() throws(StepperStyleRegistryError) -> StepperStyleRegistry {
        var registry = StepperStyleRegistry()
        for name in StepperTheme.builtInNames {
            // The kit's own theme files are checked by its tests: a failure here is a broken build.
            guard let theme = try? StepperTheme.builtIn(named: name) else { continue }
            try registry.register(theme: theme, as: name)
        }
        return registry
    }

    /// The environment axes a user varies besides locale, sizes and style: Reduce Motion off and on.
    /// Layout direction follows the locale, so a right-to-left locale (ar_EG) tries right to left.
    public static let userAxes: [AuditAxis] = [
        AuditAxis("motion", [.environment("animated", \.reduceMotion, false), .environment("reduceMotion", \.reduceMotion, true)]),
    ]
}
