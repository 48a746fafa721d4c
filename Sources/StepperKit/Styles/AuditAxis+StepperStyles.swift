extension AuditAxis {
    /// The axis name stepper styles take in cells and reports.
    public static let stepperStyleName = "style"

    /// Each named style of a registry, set as the environment's stepper style.
    ///
    /// ```swift
    /// let styles = try AuditAxis.stepperStyles(["capsule", "bordered"], in: StepperStyleRegistry())
    /// ```
    /// - Throws: ``StepperStyleRegistryError`` for a name the registry does not have.
    public static func stepperStyles(_ names: [String], in registry: StepperStyleRegistry) throws(StepperStyleRegistryError) -> AuditAxis {
        var variants: [AuditVariant] = []
        for name in names {
            variants.append(.environment(name, \.stepperStyle, try registry.style(named: name)))
        }
        return AuditAxis(stepperStyleName, variants)
    }
}

extension AuditCell {
    /// The name of the stepper style the cell uses, or nil when its matrix has no style axis.
    public var style: String? { variant(of: AuditAxis.stepperStyleName) }
}
