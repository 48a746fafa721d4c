import StepperKitLocalization

/// Lays out node trees: SwiftUI's proposal → size model, with text localized and measured for real.
///
/// ```swift
/// let engine = try LayoutEngine()
/// let environment = EnvironmentValues(locale: try LocaleID("es_ES")).with { $0.dynamicTypeSize = .accessibility3 }
/// let result = try engine.layout(AddToCartStepper(quantity: 0), in: environment)
/// result.root.frame.size      // the Add capsule, wider for "Añadir"
/// print(result.root.dump())
/// ```
public struct LayoutEngine: Sendable {
    /// Where text, icons and fonts come from.
    public let services: LayoutServices

    /// An engine that looks up text, icons and fonts in a set of services.
    public init(services: LayoutServices) {
        self.services = services
    }

    /// Lays out a node for a proposal (its ideal size by default), placing it at the origin.
    public func layout(_ node: some Node, in environment: EnvironmentValues, proposal: ProposedSize = .unspecified) throws(LayoutError) -> LayoutResult {
        let diagnostics = LayoutDiagnostics()
        let builder = ElementBuilder(services: services, diagnostics: diagnostics)
        let root = try builder.single(AnyNode(node), in: environment)
        let size = root.sizeThatFits(proposal)
        let placed = root.place(in: Rect(origin: .zero, size: size))
        return LayoutResult(root: placed, environment: environment, diagnostics: diagnostics.messages)
    }
}

/// A laid-out tree with what the engine noticed on the way.
public struct LayoutResult: Sendable {
    /// The laid-out root, at the origin.
    public let root: LaidOutNode
    /// The environment the tree was laid out in.
    public let environment: EnvironmentValues
    /// Things that did not stop layout: catalog keys without a translation, unbreakable text.
    public let diagnostics: [String]
}
