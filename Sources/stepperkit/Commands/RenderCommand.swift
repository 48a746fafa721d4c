import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization

/// `stepperkit render SCENE [--format terminal|svg|transcript|dump] …`
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Lay out a demo scene and draw it: terminal, SVG, accessibility transcript or tree dump.",
        discussion: "Scenes: \(DemoScene.allCases.map(\.rawValue).joined(separator: ", ")).",
        arguments: [
            .positional("SCENE", help: "The scene to render."),
            .option("format", value: "F", help: "terminal (default), svg, transcript or dump."),
            .option("locale", value: "L", help: "Locale (default en_US)."),
            .option("dynamic-type", value: "S", help: "Dynamic Type size: xSmall … xxxLarge, AX1 … AX5 (default large)."),
            .option("control-size", value: "C", help: "mini, small, regular (default), large, extraLarge."),
            .option("style", value: "NAME", help: "Stepper style: capsule (default), bordered, controlSizeAware, repeating, or a --theme."),
            SceneOptions.theme,
            .option("quantity", value: "N", help: "The add-to-cart quantity (default 2)."),
            .option("count", value: "N", help: "The cart count (default 3)."),
            .option("entry", value: "TEXT", help: "Text typed in the Copies field, parsed with the locale."),
            .option("width", value: "PT", help: "The screen width in points (default 390)."),
            .option("focus", value: "ACTION", help: "Give keyboard focus to the control with this action (add, increment, decrement)."),
            .option("scale", value: "X", help: "SVG pixels per point (default 2)."),
            .option("output", value: "FILE", help: "Write to FILE (atomically) instead of standard output."),
            .flag("color", help: "Terminal: 24-bit ANSI colours."),
        ] + SceneOptions.settings,
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let scene = try SceneOptions.scene(arguments.positional("SCENE") ?? "")
        let registry = try SceneOptions.registry(arguments)
        let locale = try arguments.option("locale") { try LocaleID($0) } ?? LocaleID("en_US")
        var environment = SceneOptions.environment(EnvironmentValues(locale: locale), settings: arguments)
        if let size = try arguments.option("dynamic-type", SceneOptions.dynamicTypeSize) { environment.dynamicTypeSize = size }
        if let size = try arguments.option("control-size", SceneOptions.controlSize) { environment.controlSize = size }
        if let action = arguments.option("focus") { environment.focusedAction = ActionID(action) }
        if let name = arguments.option("style") {
            do {
                environment.stepperStyle = try registry.style(named: name)
            } catch {
                throw CLIError.badInput("--style \(name): \(error)")
            }
        }
        var state = DemoState()
        if let quantity = try arguments.option("quantity", Self.integer) { state.quantity = quantity }
        if let count = try arguments.option("count", Self.integer) { state.cartCount = count }
        state.copiesEntry = arguments.option("entry")
        let width = try arguments.option("width", Self.points) ?? DemoScene.screenProposal.width ?? 390

        let engine = try Demo.engine()
        let result = try engine.layout(scene.node(state), in: environment, proposal: ProposedSize(width: width, height: nil))
        let output: String
        switch arguments.option("format") ?? "terminal" {
        case "terminal": output = TerminalRenderer(colors: arguments.flag("color")).render(result.root)
        case "svg": output = SVGRenderer(scale: try arguments.option("scale", Self.points) ?? 2, background: .white).render(result.root)
        case "transcript": output = AccessibilityTranscript(result).text(in: .localized(by: engine.services.localizer, for: locale))
        case "dump": output = result.root.dump()
        case let other: throw CLIError.badInput("--format \(other): expected terminal, svg, transcript or dump")
        }
        if let path = arguments.option("output") {
            do {
                try Data((output + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CLIError.badInput("--output \(path): \(error.localizedDescription)")
            }
        } else {
            console.print(output)
        }
        return .success
    }

    static func integer(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw ChoiceError(message: "expected a whole number") }
        return value
    }

    static func points(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else { throw ChoiceError(message: "expected a positive number") }
        return value
    }
}
