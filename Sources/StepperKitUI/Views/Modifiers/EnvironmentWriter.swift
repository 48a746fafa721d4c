public import StepperKitLocalization
public import StepperKitText

/// A node whose subtree sees a changed environment.
///
/// What it writes reads from the keys it writes, for dumps and debugging:
///
/// ```swift
/// Text("Quantity").controlSize(.mini).description   // "EnvironmentWriter(controlSize=mini)"
/// ```
public struct EnvironmentWriter: View, CustomStringConvertible {
    /// The subtree that sees the changed environment.
    public let content: AnyView
    /// What the writer changes.
    let write: Write
    public typealias Body = Never

    /// A change to an environment: the kit's own modifiers as values, kept in the writer (a closure
    /// capturing its value is a heap context each, and a screen has dozens of writers); any other
    /// change as a closure.
    enum Write: Sendable {
        case transform(@Sendable (inout EnvironmentValues) -> Void)
        case font(TextFont?)
        case controlSize(ControlSize)
        case tint(Color)
        case foreground(Fill)
        case lineLimit(Int?)
        case minimumScaleFactor(Double)
        case truncationMode(TruncationMode)
        case disabled(Bool)
        case dynamicTypeSize(DynamicTypeSize)
        case locale(LocaleID)
        case reduceMotion(Bool)

        /// Applies the change.
        func apply(to environment: inout EnvironmentValues) {
            switch self {
            case .transform(let transform): transform(&environment)
            case .font(let font): environment.font = font
            case .controlSize(let size): environment.controlSize = size
            case .tint(let color): environment.tint = color
            case .foreground(let fill): environment.foreground = fill
            case .lineLimit(let limit): environment.lineLimit = limit.map { max($0, 1) }
            case .minimumScaleFactor(let factor): environment.minimumScaleFactor = min(max(factor, 0.01), 1)
            case .truncationMode(let mode): environment.truncationMode = mode
            case .disabled(let disabled): if disabled { environment.isEnabled = false }
            case .dynamicTypeSize(let size): environment.dynamicTypeSize = size
            case .locale(let locale): environment.locale = locale
            case .reduceMotion(let enabled): environment.reduceMotion = enabled
            }
        }
    }

    /// The values this writer sets, as "name=value" sorted by name, read from their keys.
    public var writtenValues: [String] {
        var probe = EnvironmentValues()
        write.apply(to: &probe)
        return probe.writtenValues
    }

    /// "EnvironmentWriter(name=value, …)".
    public var description: String {
        "EnvironmentWriter(\(writtenValues.joined(separator: ", ")))"
    }
}

extension View {
    /// Sets one environment value for this subtree, as SwiftUI's environment modifier.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 0...10, label: "Copies").environment(\.reduceMotion, true)
    /// ```
    public consuming func environment<Value: Sendable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value
    ) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .transform { $0[keyPath: keyPath] = value })
    }

    /// Changes several environment values of this subtree at once.
    ///
    /// ```swift
    /// QuantityStepper(value: 3, in: 0...10, label: "Copies").transformEnvironment { $0.reduceMotion = true; $0.tint = .green }
    /// ```
    public consuming func transformEnvironment(_ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .transform(transform))
    }

    /// Sets the font of text in this subtree.
    public consuming func font(_ font: TextFont?) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .font(font))
    }

    /// Sets the size class of controls in this subtree.
    public consuming func controlSize(_ size: ControlSize) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .controlSize(size))
    }

    /// Sets the accent colour of controls in this subtree.
    public consuming func tint(_ color: Color) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .tint(color))
    }

    /// Sets the paint of text and icons in this subtree.
    public consuming func foregroundStyle(_ fill: Fill) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .foreground(fill))
    }

    /// Sets the paint of text and icons in this subtree to a colour.
    public consuming func foregroundStyle(_ color: Color) -> EnvironmentWriter {
        foregroundStyle(.color(color))
    }

    /// Limits text in this subtree to a number of lines (nil: unlimited; below 1 counts as 1).
    public consuming func lineLimit(_ limit: Int?) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .lineLimit(limit))
    }

    /// Lets text in this subtree shrink uniformly down to a factor of its size before truncating.
    public consuming func minimumScaleFactor(_ factor: Double) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .minimumScaleFactor(factor))
    }

    /// Sets where truncated text loses characters.
    public consuming func truncationMode(_ mode: TruncationMode) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .truncationMode(mode))
    }

    /// Disables the controls in this subtree, or enables them again.
    public consuming func disabled(_ disabled: Bool) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .disabled(disabled))
    }

    /// Sets the Dynamic Type size of this subtree.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .dynamicTypeSize(size))
    }

    /// Sets the locale of this subtree.
    public consuming func locale(_ locale: LocaleID) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .locale(locale))
    }

    /// Turns Reduce Motion on or off for this subtree.
    public consuming func reduceMotion(_ enabled: Bool = true) -> EnvironmentWriter {
        EnvironmentWriter(content: AnyView(self), write: .reduceMotion(enabled))
    }
}
