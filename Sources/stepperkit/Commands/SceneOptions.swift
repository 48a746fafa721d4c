import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// Options the scene commands share: which style registry (built-ins plus `--theme` files), and how
/// text names of sizes, control sizes and styles become values.
enum SceneOptions {
    /// `--theme NAME[=FILE]`, repeating: read by ``registry(_:)``.
    static let theme = Option(
        repeating: "theme", value: "NAME[=FILE]",
        help: "Register a JSON theme file as a style named NAME, or a built-in theme by name (mint, midnight)."
    )

    /// `--width PT[,PT…]` for the commands that audit: one width or several ("phones": 320, 375, 390,
    /// 393 and 430 pt), each a number of points above 0 and up to 4096.
    static func widths(default description: String) -> Option<[Double]?> {
        Option("width", value: "PT,PT…", help: "Screen widths in points, up to 4096, or phones (320,375,390,393,430; default \(description)).") {
            try OptionValue.list($0 == "phones" ? "all" : $0, all: DemoScene.phoneWidths) { try RenderCommand.points($0, limit: ScreenLimits.maximumLength) }
        }
    }

    static let reduceMotion = Flag("reduce-motion", help: "Reduce Motion: flights land at once, the cart does not bump.")
    static let increaseContrast = Flag("increase-contrast", help: "Increase Contrast: higher-contrast tints and borders.")
    static let boldText = Flag("bold-text", help: "Bold Text: text one weight heavier.")

    /// The person's display settings: `--reduce-motion`, `--increase-contrast`, `--bold-text`.
    static let settings: [any ArgumentDeclaration] = [reduceMotion, increaseContrast, boldText]

    /// An environment with the settings flags applied.
    static func environment(_ base: EnvironmentValues = EnvironmentValues(), settings arguments: ParsedArguments) -> EnvironmentValues {
        base.with {
            if arguments[reduceMotion] { $0.reduceMotion = true }
            if arguments[increaseContrast] { $0.increaseContrast = true }
            if arguments[boldText] { $0.boldText = true }
        }
    }

    /// The built-in styles plus every `--theme NAME=FILE` and built-in `--theme NAME`.
    static func registry(_ arguments: ParsedArguments) throws(CLIError) -> StepperStyleRegistry {
        var registry = StepperStyleRegistry()
        for value in arguments[theme] {
            try theme.converting(value) { value in try register(value, in: &registry) }
        }
        return registry
    }

    /// Registers one `--theme` value: `NAME=FILE`, or the name of a built-in theme.
    private static func register(_ value: String, in registry: inout StepperStyleRegistry) throws {
        guard let equals = value.firstIndex(of: "=") else {
            try registry.register(theme: try StepperTheme.builtIn(named: value), as: value)
            return
        }
        let name = String(value[..<equals])
        let path = String(value[value.index(after: equals)...])
        do {
            // A theme is a few hundred bytes; 1 MiB is room for any and keeps a mistake cheap.
            let data = Data(try RegularFile.read(path, limit: 1 << 20))
            try registry.register(theme: try StepperTheme(json: data), as: name)
        } catch let error as StepperThemeError {
            // The file's problems are said after its name.
            throw RejectedValue("\(MessageText.quotedPath(path)): \(error)")
        }
    }

    /// A Dynamic Type size by name: "large", "accessibility3" or Apple's abbreviation "AX3".
    static func dynamicTypeSize(_ text: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize.named(text) else {
            throw RejectedValue("expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")) or AX1 … AX5")
        }
        return size
    }

    /// A control size by name: "mini" … "extraLarge".
    static func controlSize(_ text: String) throws -> ControlSize { try OptionValue.caseNamed(text) }

    /// A demo scene by name: "addToCart" ….
    static func scene(_ text: String) throws -> DemoScene { try OptionValue.caseNamed(text) }
}
