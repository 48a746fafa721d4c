public import StepperKitLocalization
public import StepperKitText

/// A node whose subtree sees a changed environment.
///
/// What it writes reads from the keys it writes, for dumps and debugging:
///
/// ```swift
/// Text("Quantity").controlSize(.mini).description   // "EnvironmentWriter(controlSize=mini)"
/// ```
public struct EnvironmentWriter: Node, CustomStringConvertible {
    /// The subtree that sees the changed environment.
    public let content: AnyNode
    let transform: @Sendable (inout EnvironmentValues) -> Void
    public typealias Body = Never

    /// The values this writer sets, as "name=value" sorted by name, read from their keys.
    public var writtenValues: [String] {
        var probe = EnvironmentValues()
        transform(&probe)
        return probe.writtenValues
    }

    /// "EnvironmentWriter(name=value, …)".
    public var description: String {
        "EnvironmentWriter(\(writtenValues.joined(separator: ", ")))"
    }
}

extension Node {
    /// Sets one environment value for this subtree, as SwiftUI's environment modifier.
    ///
    /// ```swift
    /// stepper.environment(\.reduceMotion, true)
    /// ```
    public func environment<Value: Sendable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value
    ) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyNode(self)) { $0[keyPath: keyPath] = value }
    }

    /// Changes several environment values of this subtree at once.
    ///
    /// ```swift
    /// stepper.transformEnvironment { $0.reduceMotion = true; $0.tint = .green }
    /// ```
    public func transformEnvironment(_ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyNode(self), transform: transform)
    }

    /// Sets the font of text in this subtree.
    public func font(_ font: TextFont?) -> EnvironmentWriter {
        transformEnvironment { $0.font = font }
    }

    /// Sets the size class of controls in this subtree.
    public func controlSize(_ size: ControlSize) -> EnvironmentWriter {
        transformEnvironment { $0.controlSize = size }
    }

    /// Sets the accent colour of controls in this subtree.
    public func tint(_ color: Color) -> EnvironmentWriter {
        transformEnvironment { $0.tint = color }
    }

    /// Sets the paint of text and icons in this subtree.
    public func foregroundStyle(_ fill: Fill) -> EnvironmentWriter {
        transformEnvironment { $0.foreground = fill }
    }

    /// Sets the paint of text and icons in this subtree to a colour.
    public func foregroundStyle(_ color: Color) -> EnvironmentWriter {
        foregroundStyle(.color(color))
    }

    /// Limits text in this subtree to a number of lines (nil: unlimited; below 1 counts as 1).
    public func lineLimit(_ limit: Int?) -> EnvironmentWriter {
        transformEnvironment { $0.lineLimit = limit.map { max($0, 1) } }
    }

    /// Lets text in this subtree shrink uniformly down to a factor of its size before truncating.
    public func minimumScaleFactor(_ factor: Double) -> EnvironmentWriter {
        transformEnvironment { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// Sets where truncated text loses characters.
    public func truncationMode(_ mode: TruncationMode) -> EnvironmentWriter {
        transformEnvironment { $0.truncationMode = mode }
    }

    /// Disables the controls in this subtree, or enables them again.
    public func disabled(_ disabled: Bool) -> EnvironmentWriter {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Sets the Dynamic Type size of this subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> EnvironmentWriter {
        transformEnvironment { $0.dynamicTypeSize = size }
    }

    /// Sets the locale of this subtree.
    public func locale(_ locale: LocaleID) -> EnvironmentWriter {
        transformEnvironment { $0.locale = locale }
    }

    /// Turns Reduce Motion on or off for this subtree.
    public func reduceMotion(_ enabled: Bool = true) -> EnvironmentWriter {
        transformEnvironment { $0.reduceMotion = enabled }
    }
}
