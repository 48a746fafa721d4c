import Foundation
import StepperKit
import StepperKitDemo
import StepperKitLocalization
import StepperKitText

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
            .option("quantity", value: "N", help: "The add-to-cart quantity, 0 or more (default 2)."),
            .option("count", value: "N", help: "The cart count, 0 or more (default 3)."),
            .option("entry", value: "TEXT", help: "Text typed in the Copies field, parsed with the locale."),
            .option("width", value: "PT", help: "The screen width in points, up to 4096 (default 390)."),
            .option("focus", value: "ACTION", help: "Give keyboard focus to the control with this action (add, increment, decrement)."),
            .option("scale", value: "X", help: "SVG pixels per point, up to 16 (default 2)."),
            .option("output", value: "FILE", help: "Write to FILE (atomically; a regular file only) instead of standard output."),
            OutputFile.force,
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
                throw CLIError.badInput("--style \(ParsedArguments.shown(name)): \(error)")
            }
        }
        var state = DemoState()
        if let quantity = try arguments.option("quantity", Self.count) {
            state.quantity = quantity
            // The stepper holds the quantity within its limit, as an app's would; say so rather than draw another number silently.
            let model = AddToCartModel(quantity: quantity)
            if model.quantity != quantity {
                console.printErrorLine("note: the add-to-cart stepper goes up to \(model.limit), so --quantity \(quantity) is shown as \(model.quantity)")
            }
        }
        if let count = try arguments.option("count", Self.count) { state.cartCount = count }
        state.copiesEntry = arguments.option("entry")
        let width = try arguments.option("width") { try Self.points($0, limit: ScreenLimits.maximumLength) }
            ?? DemoScene.screenProposal.width ?? 390

        let engine = try Demo.engine()
        let result = try engine.layout(scene.node(state), in: environment, proposal: ProposedSize(width: width, height: nil))
        let output: String
        switch arguments.option("format") ?? "terminal" {
        case "terminal": output = TerminalRenderer(colors: arguments.flag("color")).render(result.root)
        case "svg":
            let scale = try arguments.option("scale") { try Self.points($0, limit: ScreenLimits.maximumScale) } ?? 2
            output = SVGRenderer(scale: scale, background: .white).render(result.root)
        case "transcript": output = AccessibilityTranscript(result).text()
        case "dump": output = result.root.dump()
        case let other: throw CLIError.badInput("--format \(ParsedArguments.shown(other)): expected terminal, svg, transcript or dump")
        }
        if let path = arguments.option("output") {
            try OutputFile.write(Array((output + "\n").utf8), to: path, option: "--output", force: arguments.flag("force"))
        } else {
            console.print(output)
        }
        return .success
    }

    /// A count of items: a whole number, 0 or more.
    static func count(_ text: String) throws -> Int {
        guard let value = Int(text), value >= 0 else { throw ChoiceError(message: "expected a whole number, 0 or more") }
        return value
    }

    /// A positive number up to `limit`, which no screen exceeds.
    static func points(_ text: String, limit: Double) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= limit else {
            throw ChoiceError(message: "expected a number greater than 0 and at most \(Int(limit))")
        }
        return value
    }
}
