/// A named screen for the audit matrix: a builder from an environment to a node tree.
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
public struct AuditScene: Sendable {
    /// The scene's name, unique within a matrix.
    public let name: String
    private let build: @Sendable (EnvironmentValues) -> AnyNode

    /// A scene with a name, built for each cell's environment by a closure.
    public init<Content: Node>(_ name: String, @NodeBuilder _ build: @escaping @Sendable (EnvironmentValues) -> Content) {
        self.name = name
        self.build = { AnyNode(build($0)) }
    }

    /// The scene's node tree in an environment.
    public func node(in environment: EnvironmentValues) -> AnyNode {
        build(environment)
    }
}
