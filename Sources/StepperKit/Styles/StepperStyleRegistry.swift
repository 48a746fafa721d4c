import Foundation
import StepperKitLocalization
import StepperKitSupport

/// Stepper styles by name: the built-ins plus what the app registers — a value, not a global.
///
/// ```swift
/// var registry = StepperStyleRegistry()                  // capsule, bordered, controlSizeAware, repeating
/// try registry.register(PillStepperStyle(), as: "pill")
/// try registry.register(theme: StepperTheme(json: Data(contentsOf: URL(filePath: "Themes/ocean.json"))), as: "ocean")
/// let style = try registry.style(named: "pill")
/// try registry.style(named: "pil")   // throws: no style "pil"; registered: capsule, bordered, …
/// ```
///
/// Nothing registers itself: an app builds the registry it wants and passes it where styles are
/// chosen by name (configuration files, the CLI, the audit's style matrix).
public struct StepperStyleRegistry: Sendable {
    private var styles: [AnyStepperStyle]

    /// A registry holding the built-in styles.
    public init() {
        styles = Self.builtIns
    }

    /// A registry holding exactly the given styles, by their names; duplicates are an error.
    public init(styles: [AnyStepperStyle]) throws(StepperStyleRegistryError) {
        self.styles = []
        for style in styles { try register(style, as: style.name) }
    }

    /// The built-in styles: capsule, bordered, controlSizeAware, repeating.
    public static let builtIns: [AnyStepperStyle] = [
        AnyStepperStyle(.capsule, name: "capsule"),
        AnyStepperStyle(.bordered, name: "bordered"),
        AnyStepperStyle(.controlSizeAware, name: "controlSizeAware"),
        AnyStepperStyle(.repeating, name: "repeating"),
    ]

    /// Every registered name, built-ins first, in registration order.
    public var names: [String] { styles.map(\.name) }

    /// Every registered style, in registration order.
    public var all: [AnyStepperStyle] { styles }

    /// Registers a style under a name; the name must be new and not empty.
    public mutating func register(_ style: some StepperStyle, as name: String) throws(StepperStyleRegistryError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed == name else { throw .invalidName(name) }
        guard !names.contains(name) else { throw .duplicate(name, registered: names) }
        styles.append(AnyStepperStyle(style, name: name))
    }

    /// Registers a JSON theme as a style under a name.
    public mutating func register(theme: StepperTheme, as name: String) throws(StepperStyleRegistryError) {
        try register(ThemedStepperStyle(theme: theme), as: name)
    }

    /// A copy with one more style registered.
    public func registering(_ style: some StepperStyle, as name: String) throws(StepperStyleRegistryError) -> StepperStyleRegistry {
        var copy = self
        try copy.register(style, as: name)
        return copy
    }

    /// The style registered under a name.
    public func style(named name: String) throws(StepperStyleRegistryError) -> AnyStepperStyle {
        guard let style = styles.first(where: { $0.name == name }) else { throw .unknown(name, registered: names) }
        return style
    }
}

/// Why a registry refused a name.
public enum StepperStyleRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A style is already registered under the name.
    case duplicate(String, registered: [String])
    /// No style is registered under the name.
    case unknown(String, registered: [String])
    /// The name is empty or has surrounding white space.
    case invalidName(String)

    public var description: String {
        switch self {
        case .duplicate(let name, let registered):
            "A stepper style named \(MessageText.quoted(name)) is already registered; registered: \(registered.joined(separator: ", "))."
        case .unknown(let name, let registered):
            "No stepper style is named \(MessageText.quoted(name)); registered: \(registered.joined(separator: ", "))."
        case .invalidName(let name):
            "\(MessageText.quoted(name)) is not a style name: use a non-empty name without surrounding spaces."
        }
    }
}

