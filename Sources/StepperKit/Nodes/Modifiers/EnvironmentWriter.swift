public import StepperKitLocalization
public import StepperKitText

/// A node whose subtree sees a changed environment.
public struct EnvironmentWriter: Node {
    public let content: AnyNode
    let transform: @Sendable (inout EnvironmentValues) -> Void
    /// What the writer changes, for tree dumps, such as "font=headline".
    public let summary: String
    public typealias Body = Never
}

extension Node {
    /// Changes the environment of this subtree.
    ///
    /// ```swift
    /// stepper.environment { $0.reduceMotion = true }
    /// ```
    public func environment(_ summary: String = "environment", _ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyNode(self), transform: transform, summary: summary)
    }

    /// Sets the font of text in this subtree.
    public func font(_ font: TextFont?) -> EnvironmentWriter {
        environment("font=\(font?.description ?? "nil")") { $0.font = font }
    }

    /// Sets the size class of controls in this subtree.
    public func controlSize(_ size: ControlSize) -> EnvironmentWriter {
        environment("controlSize=\(size.rawValue)") { $0.controlSize = size }
    }

    /// Sets the accent colour of controls in this subtree.
    public func tint(_ color: Color) -> EnvironmentWriter {
        environment("tint=\(color)") { $0.tint = color }
    }

    /// Sets the paint of text and icons in this subtree.
    public func foregroundStyle(_ fill: Fill) -> EnvironmentWriter {
        environment("foreground=\(fill)") { $0.foreground = fill }
    }

    /// Sets the paint of text and icons in this subtree to a colour.
    public func foregroundStyle(_ color: Color) -> EnvironmentWriter {
        foregroundStyle(.color(color))
    }

    /// Limits text in this subtree to `limit` lines (nil: unlimited; below 1 counts as 1).
    public func lineLimit(_ limit: Int?) -> EnvironmentWriter {
        environment("lineLimit=\(limit.map(String.init) ?? "nil")") { $0.lineLimit = limit.map { max($0, 1) } }
    }

    /// Lets text in this subtree shrink uniformly down to `factor` before truncating.
    public func minimumScaleFactor(_ factor: Double) -> EnvironmentWriter {
        environment("minimumScaleFactor=\(factor.compact)") { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// Sets where truncated text loses characters.
    public func truncationMode(_ mode: TruncationMode) -> EnvironmentWriter {
        environment("truncationMode=\(mode.rawValue)") { $0.truncationMode = mode }
    }

    /// Disables controls in this subtree when `disabled` is true.
    public func disabled(_ disabled: Bool) -> EnvironmentWriter {
        environment("disabled=\(disabled)") { if disabled { $0.isEnabled = false } }
    }

    /// Sets the Dynamic Type size of this subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> EnvironmentWriter {
        environment("dynamicTypeSize=\(size.rawValue)") { $0.dynamicTypeSize = size }
    }

    /// Sets the locale of this subtree.
    public func locale(_ locale: LocaleID) -> EnvironmentWriter {
        environment("locale=\(locale)") { $0.locale = locale }
    }

    /// Turns Reduce Motion on or off for this subtree.
    public func reduceMotion(_ enabled: Bool = true) -> EnvironmentWriter {
        environment("reduceMotion=\(enabled)") { $0.reduceMotion = enabled }
    }

    /// Sets the stepper style of components in this subtree.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 1...10) { Text("Copies") }.stepperStyle(.bordered)
    /// ```
    public func stepperStyle(_ style: some StepperStyle) -> EnvironmentWriter {
        let erased = AnyStepperStyle(style)
        return environment("stepperStyle=\(erased.name)") { $0.stepperStyle = erased }
    }
}
