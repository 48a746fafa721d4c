public import StepperKitLocalization
public import StepperKitText

/// One cell of the audit matrix: a scene in one locale, Dynamic Type size, control size and style.
///
/// ```swift
/// let cell = matrix.cells[0]
/// cell.description   // "stepper · capsule · en_US · large · regular"
/// ```
public struct AuditCell: Hashable, Sendable, CustomStringConvertible {
    /// The scene's name.
    public let scene: String
    /// The registered style name, or nil when the scene keeps the environment's style.
    public let style: String?
    /// The locale.
    public let locale: LocaleID
    /// The Dynamic Type size.
    public let dynamicTypeSize: DynamicTypeSize
    /// The control size.
    public let controlSize: ControlSize

    /// A cell; ``AuditMatrix/cells`` lists a matrix's.
    public init(scene: String, style: String?, locale: LocaleID, dynamicTypeSize: DynamicTypeSize, controlSize: ControlSize) {
        self.scene = scene
        self.style = style
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.controlSize = controlSize
    }

    /// "scene · style · locale · size · control size", the style left out when there is none.
    public var description: String {
        ([scene] + (style.map { [$0] } ?? []) + [locale.identifier, dynamicTypeSize.rawValue, controlSize.rawValue])
            .joined(separator: " · ")
    }
}
