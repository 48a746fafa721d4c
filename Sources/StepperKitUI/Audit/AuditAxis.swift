public import StepperKitLocalization
public import StepperKitText

/// One axis of an audit matrix: a name and the environment variants a cell takes one of.
///
/// The engine's axes are locales, Dynamic Type sizes and control sizes; any environment value is an
/// axis the same way (the kit's stepper styles are one):
///
/// ```swift
/// let motion = AuditAxis("motion", [
///     .environment("animated", \.reduceMotion, false),
///     .environment("reduced", \.reduceMotion, true),
/// ])
/// ```
public struct AuditAxis: Sendable {
    /// The axis's name, such as "locale" or "style".
    public let name: String
    /// The variants, in the order cells take them.
    public let variants: [AuditVariant]

    /// An axis of named variants.
    public init(_ name: String, _ variants: [AuditVariant]) {
        self.name = name
        self.variants = variants
    }

    /// Locale names are well known: cells and findings read them back from the environment.
    static let localeName = "locale"
    static let dynamicTypeSizeName = "dynamicTypeSize"
    static let controlSizeName = "controlSize"

    /// Each locale, named by its identifier.
    public static func locales(_ locales: [LocaleID]) -> AuditAxis {
        AuditAxis(localeName, locales.map { .environment($0.identifier, \.locale, $0) })
    }

    /// Each Dynamic Type size, named by its raw value ("large", "accessibility3").
    public static func dynamicTypeSizes(_ sizes: [DynamicTypeSize]) -> AuditAxis {
        AuditAxis(dynamicTypeSizeName, sizes.map { .environment($0.rawValue, \.dynamicTypeSize, $0) })
    }

    /// Each control size, named by its raw value ("mini" … "extraLarge").
    public static func controlSizes(_ sizes: [ControlSize]) -> AuditAxis {
        AuditAxis(controlSizeName, sizes.map { .environment($0.rawValue, \.controlSize, $0) })
    }
}
