/// A named screen for the audit matrix: a builder from an environment — and, for a scene with
/// states, one of its states — to a node tree.
///
/// The builder receives each cell's environment — its locale, Dynamic Type size, control size and
/// stepper style — so a scene can hand the style to a component or call it directly:
///
/// ```swift
/// let stepper = AuditScene("stepper at 3") { environment in
///     environment.stepperStyle.makeBody(configuration: StepperStyleConfiguration(
///         value: 3, formattedValue: "3", bounds: 0...99, canIncrement: true, canDecrement: true,
///         environment: environment, accessibility: .separateControls(valueName: "Quantity")
///     ))
/// }
/// ```
///
/// State is not environment: a scene tries its own states (quantities, counts, typed text) on an
/// axis of its own, named ``stateAxis``, that cells of other scenes do not have:
///
/// ```swift
/// let cart = AuditScene("cart", states: [("quantity 0", 0), ("quantity 1", 1), ("quantity 99", 99)]) { environment, quantity in
///     AddToCartStepper(quantity: quantity)
/// }
/// cart.states   // ["quantity 0", "quantity 1", "quantity 99"]
/// ```
public struct AuditScene: Sendable {
    /// The scene's name, unique within a matrix.
    public let name: String
    /// The names of the scene's states, unique within the scene; empty for a scene without states.
    public let states: [String]
    /// Whether the scene was made with states (the matrix asks for at least one).
    let hasStates: Bool
    private let build: @Sendable (EnvironmentValues, Int) -> AnyView
    private let timelines: @Sendable (EnvironmentValues, Int) -> AuditTimeline?

    /// The axis name cells and findings give a scene's state: "state".
    public static let stateAxis = "state"

    /// A scene with a name, built for each cell's environment by a closure, without states.
    ///
    /// A scene that moves carries a timeline, which the audit's motion rules sample.
    public init<Content: View>(
        _ name: String, timeline: AuditTimeline? = nil, @ViewBuilder _ build: @escaping @Sendable (EnvironmentValues) -> Content
    ) {
        self.name = name
        self.states = []
        self.hasStates = false
        self.build = { environment, _ in AnyView(build(environment)) }
        self.timelines = { _, _ in timeline }
    }

    /// A scene tried in each of its states, in order; the first state is its default.
    ///
    /// A state whose motion the audit checks has a timeline: the motion that starts from it, or nil.
    public init<State: Sendable, Content: View>(
        _ name: String, states: [(name: String, state: State)],
        timeline: (@Sendable (EnvironmentValues, State) -> AuditTimeline?)? = nil,
        @ViewBuilder _ build: @escaping @Sendable (EnvironmentValues, State) -> Content
    ) {
        self.name = name
        self.states = states.map(\.name)
        self.hasStates = true
        let values = states.map(\.state)
        self.build = { environment, index in
            // The matrix validates states; an index past the end falls back to the default.
            guard let value = values.indices.contains(index) ? values[index] : values.first else { return AnyView(EmptyView()) }
            return AnyView(build(environment, value))
        }
        self.timelines = { environment, index in
            guard let timeline, values.indices.contains(index) else { return nil }
            return timeline(environment, values[index])
        }
    }

    /// The scene's node tree in an environment, in its default state.
    public func node(in environment: EnvironmentValues) -> AnyView {
        build(environment, 0)
    }

    /// The scene's node tree in an environment and a named state; nil when it has no such state.
    public func node(in environment: EnvironmentValues, state: String) -> AnyView? {
        states.firstIndex(of: state).map { build(environment, $0) }
    }

    /// The motion that starts from a state (the default one for nil), or nil for a still scene.
    ///
    /// ```swift
    /// scene.timeline(in: EnvironmentValues(), state: "quantity 0")?.duration
    /// ```
    public func timeline(in environment: EnvironmentValues, state: String? = nil) -> AuditTimeline? {
        guard let state else { return timelines(environment, 0) }
        return states.firstIndex(of: state).flatMap { timelines(environment, $0) }
    }
}
