import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// Options the scene commands share: which style registry (built-ins plus `--theme` files), and how
/// text names of sizes, control sizes and styles become values.
enum SceneOptions {
    static let theme = ArgumentSpec.option(
        "theme", value: "NAME[=FILE]", repeatable: true,
        help: "Register a JSON theme file as a style named NAME, or a built-in theme by name (mint, midnight)."
    )

    /// The person's display settings: `--reduce-motion`, `--increase-contrast`, `--bold-text`.
    static let settings: [ArgumentSpec] = [
        .flag("reduce-motion", help: "Reduce Motion: flights land at once, the cart does not bump."),
        .flag("increase-contrast", help: "Increase Contrast: higher-contrast tints and borders."),
        .flag("bold-text", help: "Bold Text: text one weight heavier."),
    ]

    /// An environment with the settings flags applied.
    static func environment(_ base: EnvironmentValues = EnvironmentValues(), settings arguments: ParsedArguments) -> EnvironmentValues {
        base.with {
            if arguments.flag("reduce-motion") { $0.reduceMotion = true }
            if arguments.flag("increase-contrast") { $0.increaseContrast = true }
            if arguments.flag("bold-text") { $0.boldText = true }
        }
    }

    /// The built-in styles plus every `--theme NAME=FILE` and built-in `--theme NAME`.
    static func registry(_ arguments: ParsedArguments) throws(CLIError) -> StepperStyleRegistry {
        var registry = StepperStyleRegistry()
        for value in arguments.values("theme") {
            guard let equals = value.firstIndex(of: "=") else {
                do {
                    try registry.register(theme: try StepperTheme.builtIn(named: value), as: value)
                } catch {
                    throw .badInput("--theme \(ParsedArguments.shown(value)): \(error)")
                }
                continue
            }
            let name = String(value[..<equals])
            let path = String(value[value.index(after: equals)...])
            do {
                // A theme is a few hundred bytes; 1 MiB is room for any and keeps a mistake cheap.
                let data = Data(try RegularFile.read(path, limit: 1 << 20))
                try registry.register(theme: try StepperTheme(json: data), as: name)
            } catch let error as StepperThemeError {
                throw .badInput("--theme \(ParsedArguments.shown(value)): \(MessageText.quotedPath(path)): \(error)")
            } catch {
                throw .badInput("--theme \(ParsedArguments.shown(value)): \(error)")
            }
        }
        return registry
    }

    /// A Dynamic Type size by name: "large", "accessibility3" or Apple's abbreviation "AX3".
    static func dynamicTypeSize(_ text: String) throws -> DynamicTypeSize {
        guard let size = DynamicTypeSize.named(text) else {
            throw ChoiceError(message: "expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")) or AX1 … AX5")
        }
        return size
    }

    static func controlSize(_ text: String) throws -> ControlSize {
        guard let size = ControlSize(rawValue: text) else {
            throw ChoiceError(message: "expected one of \(ControlSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return size
    }

    static func scene(_ text: String) throws -> DemoScene {
        guard let scene = DemoScene(rawValue: text) else {
            throw ChoiceError(message: "expected one of \(DemoScene.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return scene
    }

    /// A comma-separated list read with `parse`; "all" is every value in `all`. An empty list or an
    /// empty name ("en,,es") is an error: an audit over nothing would say nothing.
    static func list<T>(_ text: String, all: [T], _ parse: (String) throws -> T) throws -> [T] {
        if text == "all" { return all }
        return try names(text).map(parse)
    }

    /// The names of a comma-separated list, trimmed; an empty list or an empty name is an error.
    static func names(_ text: String) throws -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard names.allSatisfy({ !$0.isEmpty }) else {
            throw ChoiceError(message: "expected a comma-separated list of names without empty ones")
        }
        return names
    }
}
