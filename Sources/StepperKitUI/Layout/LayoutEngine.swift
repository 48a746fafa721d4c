import StepperKitLocalization

/// Lays out view trees: SwiftUI's proposal → size model, with text localized and measured for real.
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
    /// Where the state of the views it lays out lives between layouts; shared by the engine's copies.
    public let state: StateStore

    /// An engine that looks up text, icons and fonts in a set of services, keeping views' state in a store (a new one by default).
    public init(services: LayoutServices, state: StateStore = StateStore()) {
        self.services = services
        self.state = state
    }

    /// Lays out a view for a proposal (its ideal size by default), placing it at the origin.
    public func layout(_ view: some View, in environment: EnvironmentValues, proposal: ProposedSize = .unspecified) throws(LayoutError) -> LayoutResult {
        let placed = try pass(view, in: environment) { root, _ in
            root.place(in: Rect(origin: .zero, size: root.sizeThatFits(proposal)))
        }
        return LayoutResult(root: placed, environment: environment, vocabulary: .localized(by: services.localizer, for: environment.locale), proposal: proposal)
    }

    /// Lays out a view for several proposals, such as every phone's width, from one set of elements.
    ///
    /// Each result is the one ``layout(_:in:proposal:)`` gives for its proposal. What a view builds
    /// depends on its environment and state, never on the size it is offered, so bodies are read,
    /// texts resolved and views that fit build their candidates once for all the proposals, and what
    /// does not depend on the proposal (ideal sizes) is measured once. With no proposals nothing is
    /// built, and the result is empty.
    ///
    /// ```swift
    /// let engine = try LayoutEngine()
    /// let widths: [Double] = [320, 375, 390, 393, 430]
    /// let phones = try engine.layout(AddToCartStepper(quantity: 2), in: EnvironmentValues(), proposals: widths.map { ProposedSize(width: $0, height: nil) })
    /// phones.map(\.root.frame.width)
    /// ```
    public func layout(_ view: some View, in environment: EnvironmentValues, proposals: [ProposedSize]) throws(LayoutError) -> [LayoutResult] {
        guard !proposals.isEmpty else { return [] }
        let placed = try pass(view, in: environment) { root, builder in
            proposals.map { proposal in
                // Focus is on one element a placement, as in a pass of its own.
                builder.pass.releaseFocus()
                return root.place(in: Rect(origin: .zero, size: root.sizeThatFits(proposal)))
            }
        }
        let vocabulary = AccessibilityVocabulary.localized(by: services.localizer, for: environment.locale)
        return zip(placed, proposals).map { LayoutResult(root: $0, environment: environment, vocabulary: vocabulary, proposal: $1) }
    }

    /// One pass: the view's elements built, then measured and placed by `place`; the first error
    /// met while building, measuring or placing is thrown.
    private func pass<Placed>(
        _ view: some View, in environment: EnvironmentValues, _ place: (LayoutElement, ElementBuilder) -> Placed
    ) throws(LayoutError) -> Placed {
        let builder = ElementBuilder(services: services, stateStore: state)
        // Bodies are read while elements are built and while a view that fits measures its
        // candidates: the pass's evaluation is current on this thread for all of it.
        let placed = try builder.evaluation.whileCurrent { () throws(LayoutError) -> Placed in
            place(try builder.single(AnyView(view), in: environment, identity: .root), builder)
        }
        if let failure = builder.pass.failure { throw failure }
        return placed
    }
}

/// A laid-out tree with what the engine noticed on the way.
public struct LayoutResult: Sendable {
    /// The laid-out root, at the origin.
    public let root: LaidOutNode
    /// The environment the tree was laid out in.
    public let environment: EnvironmentValues

    /// The words assistive technology uses for roles and actions on this screen, in its language.
    public let vocabulary: AccessibilityVocabulary

    /// The size the root was offered, such as a phone's width: the screen the audit checks content against.
    public let proposal: ProposedSize

    /// A laid-out root, the environment it was laid out in, the screen's role words and the size it was offered.
    public init(
        root: LaidOutNode, environment: EnvironmentValues, vocabulary: AccessibilityVocabulary = .english,
        proposal: ProposedSize = .unspecified
    ) {
        self.root = root
        self.environment = environment
        self.vocabulary = vocabulary
        self.proposal = proposal
    }
    /// What did not stop layout, node by node in tree order: catalog keys shown because no table has
    /// them or their arguments did not fit.
    public var diagnostics: [LayoutDiagnostic] {
        var collector = DiagnosticCollector(locale: environment.locale)
        root.walk(with: &collector)
        return collector.found
    }
}

/// Gathers the problems layout left on texts and accessibility properties, with their nodes' paths.
private struct DiagnosticCollector: LaidOutNodeVisitor {
    /// The screen's locale, which accessibility text was resolved for.
    let locale: LocaleID
    private(set) var found: [LayoutDiagnostic] = []

    init(locale: LocaleID) {
        self.locale = locale
    }

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        if case .text(let text) = node.content, let problem = text.problem {
            found.append(LayoutDiagnostic(problem: problem, locale: text.locale, path: context.path.description))
        }
        for problem in node.accessibility?.problems ?? [] {
            found.append(LayoutDiagnostic(problem: problem, locale: locale, path: context.path.description))
        }
        return .visitChildren
    }
}
