/// The environment key of the stepper style components use: the kit's first ``EnvironmentKey``.
struct StepperStyleKey: EnvironmentKey {
    static let defaultValue = AnyStepperStyle(.automatic)
    static func describe(_ value: AnyStepperStyle) -> String { value.name }
}

extension EnvironmentValues {
    /// The stepper style components in this subtree use; the automatic style by default.
    ///
    /// See ``AutomaticStepperStyle``.
    public var stepperStyle: AnyStepperStyle {
        get { self[StepperStyleKey.self] }
        set { self[StepperStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the stepper style of components in this subtree.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 1...10, label: "Copies").stepperStyle(.bordered)
    /// ```
    public func stepperStyle(_ style: some StepperStyle) -> EnvironmentWriter {
        environment(\.stepperStyle, AnyStepperStyle(style))
    }
}
