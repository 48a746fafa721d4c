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
        discussion: """
            Scenes: \(DemoScene.allCases.map(\.rawValue).joined(separator: ", ")). Scenes with a timeline: \(timelineScenes).
            addToCart: Add pressed at 0 s morphs into the stepper (bouncy 0.35 s, at rest at 0.576 s), + pressed at
            0.6 s rolls the count from 1 to 2 and replaces the trash with minus, until 1.176 s. flyButton: Add to Cart
            pressed at 0 s, the copy landing at 0.65 s, the cart bumping until 1.09 s. --time draws one moment,
            --animate (SVG) plays the timeline in a browser, --strip (SVG) draws moments side by side.
            """,
        arguments: [
            scene, format, locale, dynamicType, controlSize, style, SceneOptions.theme, quantity, count, entry, width, focus,
            time, animate, strip, scale, output, OutputFile.force, color,
        ] + SceneOptions.settings,
        run: run
    )

    // MARK: - Options

    static let scene = Argument("SCENE", help: "The scene to render.", transform: SceneOptions.scene)
    static let format = Option("format", value: "F", help: "terminal (default), svg, transcript or dump.") { text in
        guard let format = Format(rawValue: text) else { throw RejectedValue("expected terminal, svg, transcript or dump") }
        return format
    }
    static let locale = Option("locale", value: "L", help: "Locale (default en_US).") { try LocaleID($0) }
    static let dynamicType = Option(
        "dynamic-type", value: "S", help: "Dynamic Type size: xSmall … xxxLarge, AX1 … AX5 (default large).",
        transform: SceneOptions.dynamicTypeSize
    )
    static let controlSize = Option(
        "control-size", value: "C", help: "mini, small, regular (default), large, extraLarge.", transform: SceneOptions.controlSize
    )
    /// A style name, looked up in the registry (built-ins and --theme) when the command runs.
    static let style = Option("style", value: "NAME", help: "Stepper style: capsule (default), bordered, controlSizeAware, repeating, or a --theme.")
    static let quantity = Option("quantity", value: "N", help: "The add-to-cart quantity, 0 or more (default 2).", transform: itemCount)
    static let count = Option("count", value: "N", help: "The cart count, 0 or more (default 3).", transform: itemCount)
    static let entry = Option("entry", value: "TEXT", help: "Text typed in the Copies field, parsed with the locale.")
    static let width = Option("width", value: "PT", help: "The screen width in points, up to 4096 (default 390).") {
        try points($0, limit: ScreenLimits.maximumLength)
    }
    static let focus = Option(
        "focus", value: "ACTION", help: "Give keyboard focus to the first control with this action (add, increment, decrement)."
    ) { ActionID($0) }
    static let time = Option("time", value: "S", help: "Draw the scene this many seconds after its action (0 to 10; a scene with a timeline).") {
        try Self.seconds($0)
    }
    static let animate = Flag("animate", help: "SVG: the whole timeline as an animation a browser plays, 30 frames a second (a scene with a timeline).")
    static let strip = Option(
        "strip", value: "S,S…", help: "SVG: up to \(maximumStripMoments) moments in seconds side by side, a frame strip (a scene with a timeline)."
    ) {
        let moments = try OptionValue.names($0)
        // Each moment is a whole screen drawn: 5,000 of them wrote 103 MB in 15 s.
        guard moments.count <= maximumStripMoments else {
            throw RejectedValue("expected at most \(maximumStripMoments) moments, not \(moments.count)")
        }
        return try moments.map { try Self.seconds($0) }
    }
    /// The most moments a strip draws side by side: two seconds at 30 frames a second.
    static let maximumStripMoments = 60
    static let scale = Option("scale", value: "X", help: "SVG pixels per point, up to 16 (default 2).") {
        try points($0, limit: ScreenLimits.maximumScale)
    }
    static let output = Option("output", value: "FILE", help: "Write to FILE (atomically; a regular file only) instead of standard output.")
    static let color = Flag("color", help: "Terminal: 24-bit ANSI colours.")

    /// What `--format` draws.
    enum Format: String, Sendable {
        case terminal, svg, transcript, dump
    }

    // MARK: - Run

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let scene = arguments[Self.scene]
        let registry = try SceneOptions.registry(arguments)
        var environment = SceneOptions.environment(EnvironmentValues(locale: try arguments[Self.locale] ?? LocaleID("en_US")), settings: arguments)
        if let size = arguments[Self.dynamicType] { environment.dynamicTypeSize = size }
        if let size = arguments[Self.controlSize] { environment.controlSize = size }
        if let action = arguments[Self.focus] { environment.focusedAction = action }
        if let name = arguments[Self.style] {
            environment.stepperStyle = try Self.style.converting(name) { try registry.style(named: $0) }
        }
        var state = DemoState()
        if let quantity = arguments[Self.quantity] {
            state.quantity = quantity
            // The stepper holds the quantity within its limit, as an app's would; say so rather than draw another number silently.
            let model = AddToCartModel(quantity: quantity)
            if model.quantity != quantity {
                console.printErrorLine("note: the add-to-cart stepper goes up to \(model.limit), so --quantity \(quantity) is shown as \(model.quantity)")
            }
        }
        if let count = arguments[Self.count] { state.cartCount = count }
        state.copiesEntry = arguments[Self.entry]
        let width = arguments[Self.width] ?? DemoScene.screenProposal.width ?? 390

        let engine = try Demo.engine()
        let proposal = ProposedSize(width: width, height: nil)
        let format = arguments[Self.format] ?? .terminal
        let moment = arguments[Self.time]
        let strip = arguments[Self.strip]
        let animate = arguments[Self.animate]
        if moment != nil || strip != nil || animate {
            guard scene.timelineDuration != nil else {
                throw CLIError.badInput("\(scene.rawValue) has no timeline yet: --time, --animate and --strip draw \(timelineScenes)")
            }
            guard [moment != nil, strip != nil, animate].filter({ $0 }).count == 1 else {
                throw CLIError.badInput("give one of --time, --animate and --strip")
            }
            guard moment != nil || format == .svg else {
                throw CLIError.badInput("--animate and --strip draw SVG: add --format svg")
            }
        }
        let renderer = SVGRenderer(scale: arguments[Self.scale] ?? 2, background: .white)
        if animate || strip != nil {
            let times = strip ?? Self.frameTimes(until: scene.timelineDuration ?? .zero)
            let frames = try times.map { time in
                SVGRenderer.Frame(time: time, root: try scene.layout(at: time, state: state, in: environment, proposal: proposal, engine: engine).root)
            }
            let svg = animate ? renderer.renderAnimation(frames) : renderer.renderStrip(frames)
            return try write(svg, arguments: arguments, console: console)
        }
        let result = if let moment {
            try scene.layout(at: moment, state: state, in: environment, proposal: proposal, engine: engine)
        } else {
            try engine.layout(scene.node(state), in: environment, proposal: proposal)
        }
        let output = switch format {
        case .terminal: TerminalRenderer(colors: arguments[Self.color]).render(result.root)
        case .svg: renderer.render(result.root)
        case .transcript: AccessibilityTranscript(result).text()
        case .dump: result.root.dump()
        }
        return try write(output, arguments: arguments, console: console)
    }

    /// The scenes with a timeline, as help and errors list them: "addToCart, flyButton".
    static var timelineScenes: String {
        DemoScene.allCases.filter { $0.timelineDuration != nil }.map(\.rawValue).joined(separator: ", ")
    }

    /// Writes the drawing to --output, or standard output.
    private static func write(_ output: String, arguments: ParsedArguments, console: Console) throws -> ExitCode {
        if let path = arguments[Self.output] {
            try OutputFile.write(Array((output + "\n").utf8), to: path, option: Self.output, force: arguments[OutputFile.force])
        } else {
            console.print(output)
        }
        return .success
    }

    /// The moments of an animation: every 1/30 s from 0, and the end.
    static func frameTimes(until end: Duration) -> [Duration] {
        var times: [Duration] = []
        var index = 0
        while true {
            let time = Duration.microseconds(Int64(index) * 1_000_000 / 30)
            guard time < end else { break }
            times.append(time)
            index += 1
        }
        return times + [end]
    }

    /// A number of seconds from 0 to 10, to the microsecond.
    static func seconds(_ text: String) throws -> Duration {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 10 else {
            throw RejectedValue("expected a number of seconds from 0 to 10")
        }
        return .microseconds(Int64((value * 1e6).rounded()))
    }

    /// A count of items: a whole number, 0 or more.
    static func itemCount(_ text: String) throws -> Int {
        guard let value = Int(text), value >= 0 else { throw RejectedValue("expected a whole number, 0 or more") }
        return value
    }

    /// A positive number up to `limit`, which no screen exceeds.
    static func points(_ text: String, limit: Double) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= limit else {
            throw RejectedValue("expected a number greater than 0 and at most \(Int(limit))")
        }
        return value
    }
}
