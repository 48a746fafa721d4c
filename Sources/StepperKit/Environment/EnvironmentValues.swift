public import StepperKitLocalization
public import StepperKitText

/// Everything a subtree's layout depends on besides its nodes: locale, Dynamic Type size, control
/// size, font, tint, Reduce Motion, layout direction and the current stepper style.
///
/// Set values for a subtree with modifiers, as in SwiftUI:
///
/// ```swift
/// QuantityStepper(value: 3, in: 1...10) { Text("Copies") }
///     .controlSize(.mini)
///     .stepperStyle(.bordered)
///     .locale(try LocaleID("es_ES"))
/// ```
public struct EnvironmentValues: Sendable {
    /// The locale text is localized and numbers are formatted for.
    public var locale: LocaleID
    /// The Dynamic Type content size; `.large` is the default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The size class of controls; `.regular` is the default.
    public var controlSize: ControlSize = .regular
    /// The font set explicitly for this subtree, if any; text without one uses `.body`.
    public var font: TextFont?
    /// The accent colour of controls.
    public var tint: Color = .indigo
    /// The foreground (text and icon) paint; nil is the primary label colour.
    public var foreground: Fill?
    /// Whether the user asked to reduce motion: nothing animates.
    public var reduceMotion = false
    /// Left to right, or right to left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether controls in this subtree respond to input.
    public var isEnabled = true
    /// The most lines a text may use; nil is unlimited.
    public var lineLimit: Int?
    /// The smallest uniform scale a text may shrink to before it truncates, in (0, 1].
    public var minimumScaleFactor: Double = 1
    /// Where a truncated text loses characters.
    public var truncationMode: TruncationMode = .tail
    /// The stepper style components in this subtree use.
    public var stepperStyle: AnyStepperStyle = AnyStepperStyle(.capsule)
    /// Where fonts come from: the kit's default family (Inter, else DejaVu Sans), a family or a file.
    public var fontSource: FontRequest = .default

    /// The default environment for a locale.
    public init(locale: LocaleID = .defaultFormatting) {
        self.locale = locale
    }

    /// A copy with changes applied.
    public func with(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var copy = self
        change(&copy)
        return copy
    }

    /// The font text uses here: the explicit one, or `.body`.
    public var effectiveFont: TextFont { font ?? .body }

    var withoutForeground: EnvironmentValues {
        with { $0.foreground = nil }
    }
}
