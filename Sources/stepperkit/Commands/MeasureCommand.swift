import Foundation
import StepperKitText

/// `stepperkit measure "Añadir al carrito" --font …/DejaVuSans.ttf` → "136.506 × 19.789"
enum MeasureCommand {
    static let spec = CommandSpec(
        name: "measure",
        abstract: "Measure text with real font metrics: width and height in points, wrapped and fitted.",
        discussion: """
            The font is the default (Inter, Inter Display from 20 pt, else DejaVu Sans), a family
            (--family) or a file (--font). The size and weight come from the text style at the Dynamic
            Type size unless --size or --weight is given. With --width, text wraps at UAX #14 break
            opportunities; --line-limit truncates with "…" and --minimum-scale-factor shrinks first.
            Prints "WIDTH × HEIGHT", followed by the scale when shrunk and "truncated" when cut;
            --json prints one JSON object per text with the font file, lines, scale and truncation.
            """,
        arguments: [
            .positional("TEXT", help: "The text, or - to read one text per line from standard input."),
            .option("style", value: "S", help: "Text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default body)."),
            .option("dynamic-type", value: "D", help: "Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5 (default large)."),
            .option("size", value: "PT", help: "Point size from 0.01 to 1024, overriding the style's."),
            .option("weight", value: "W", help: "Weight: \(FontWeight.named.map(\.key).joined(separator: ", ")) or 1…1000, overriding the style's."),
            .option("font", value: "PATH", help: "A font file to use instead of the default family."),
            .option("family", value: "NAME", help: "An installed font family to use instead of the default, such as \"DejaVu Sans\"."),
            .option("width", value: "W", help: "Wrap lines to this width in points."),
            .option("line-limit", value: "N", help: "Show at most N lines, truncating the last."),
            .option("truncation", value: "T", help: "Where \"…\" goes: head, middle or tail (default tail)."),
            .option("minimum-scale-factor", value: "F", help: "Shrink down to this scale, in (0, 1], before truncating."),
            .flag("json", help: "Print JSON with the font file, lines, scale and truncation."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let font = try font(arguments)
        let container = TextContainer(
            width: try arguments.option("width") {
                try number($0, "a width in points from 0 to \(Int(ScreenLimits.maximumLength))") { $0 >= 0 && $0 <= ScreenLimits.maximumLength }
            },
            lineLimit: try arguments.option("line-limit") { text -> Int in
                guard let limit = Int(text), limit >= 1 else { throw ChoiceError(message: "expected a whole number of lines, 1 or more") }
                return limit
            },
            truncationMode: try arguments.option("truncation", Self.choice) ?? .tail,
            minimumScaleFactor: try arguments.option("minimum-scale-factor") {
                try number($0, "a scale factor greater than 0 and at most 1") { $0 > 0 && $0 <= 1 }
            } ?? 1
        )
        guard let argument = arguments.positional("TEXT") else { throw CLIError.usage("missing argument TEXT", command: spec) }
        let json = arguments.flag("json")
        return try InputLines.each(argument, console: console) { text in
            let layout = try font.layout(text, in: container)
            return json ? try jsonLine(text, layout, font: font) : plainLine(layout)
        }
    }

    // MARK: - Options

    /// The font the options name: a face from --font, --family or the default, at the size and
    /// weight of --size and --weight, or of the text style at the Dynamic Type size.
    private static func font(_ arguments: ParsedArguments) throws -> Font {
        if arguments.option("font") != nil, arguments.option("family") != nil {
            throw CLIError.usage("give --font or --family, not both", command: spec)
        }
        let style: TextStyle = try arguments.option("style", Self.choice) ?? .body
        let dynamicTypeSize = try arguments.option("dynamic-type", SceneOptions.dynamicTypeSize) ?? .large
        let metrics = try DynamicTypeTable.standard().metrics(for: style, size: dynamicTypeSize)
        let size = try arguments.option("size") {
            try number($0, "a point size from \(ScreenLimits.minimumPointSize) to \(Int(ScreenLimits.maximumPointSize))") {
                $0 >= ScreenLimits.minimumPointSize && $0 <= ScreenLimits.maximumPointSize
            }
        } ?? metrics.pointSize
        let weight = try arguments.option("weight") { text -> FontWeight in
            guard let weight = FontWeight(name: text) else {
                throw ChoiceError(message: "expected one of \(FontWeight.named.map(\.key).joined(separator: ", ")) or a number from 1 to 1000")
            }
            return weight
        } ?? metrics.weight
        let request: FontRequest = arguments.option("font").map { .file($0) }
            ?? arguments.option("family").map { .family($0) } ?? .default
        return try Font(request, size: size, weight: weight)
    }

    /// The case of a string-named enum, or an error listing the names.
    private static func choice<Choice: CaseIterable & RawRepresentable>(_ text: String) throws -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: text) else {
            throw ChoiceError(message: "expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    private static func number(_ text: String, _ expected: String, where isValid: (Double) -> Bool) throws -> Double {
        guard let value = Double(text.trimmingSpaces()), value.isFinite, isValid(value) else {
            throw ChoiceError(message: "expected \(expected)")
        }
        return value
    }

    // MARK: - Output

    /// "136.506 × 19.789", then ", scale 0.733" when shrunk and ", truncated" when cut.
    private static func plainLine(_ layout: TextLayout) -> String {
        var line = "\(points(layout.width)) × \(points(layout.height))"
        if layout.scale < 1 { line += ", scale \(String(format: "%.3f", layout.scale))" }
        if layout.isTruncated { line += ", truncated" }
        return line
    }

    private static func jsonLine(_ text: String, _ layout: TextLayout, font: Font) throws -> String {
        let face = layout.font.face
        let report = Report(
            text: text,
            width: rounded(layout.width),
            height: rounded(layout.height),
            lines: layout.lines.map { Report.Line(text: $0.text, width: rounded($0.width)) },
            scale: rounded(layout.scale),
            truncated: layout.isTruncated,
            font: Report.FontFacts(
                file: face.path, family: face.family, style: face.style, unitsPerEm: face.unitsPerEm,
                size: rounded(font.size), fallback: font.isFallback
            )
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// What `--json` prints for one text; sizes in points, to a thousandth.
    private struct Report: Encodable {
        struct Line: Encodable {
            var text: String
            var width: Double
        }

        struct FontFacts: Encodable {
            var file: String
            var family: String
            var style: String
            var unitsPerEm: Int
            var size: Double
            var fallback: Bool
        }

        var text: String
        var width: Double
        var height: Double
        var lines: [Line]
        var scale: Double
        var truncated: Bool
        var font: FontFacts
    }

    private static func points(_ value: Double) -> String { String(format: "%.3f", value) }
    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
