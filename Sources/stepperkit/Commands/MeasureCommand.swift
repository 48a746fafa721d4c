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
        arguments: [text, style, dynamicType, size, weight, font, family, width, lineLimit, truncation, minimumScaleFactor, json],
        run: run
    )

    // MARK: - Options

    static let text = Argument("TEXT", help: "The text, or - to read one text per line from standard input.")
    static let style = Option(
        "style", value: "S", help: "Text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default body).",
        transform: { try OptionValue.caseNamed($0) as TextStyle }
    )
    static let dynamicType = Option(
        "dynamic-type", value: "D",
        help: "Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 or AX1 … AX5 (default large).",
        transform: SceneOptions.dynamicTypeSize
    )
    static let size = Option("size", value: "PT", help: "Point size from 0.01 to 1024, overriding the style's.") {
        try OptionValue.number($0, expected: "a point size from \(ScreenLimits.minimumPointSize) to \(Int(ScreenLimits.maximumPointSize))") {
            $0 >= ScreenLimits.minimumPointSize && $0 <= ScreenLimits.maximumPointSize
        }
    }
    static let weight = Option(
        "weight", value: "W", help: "Weight: \(FontWeight.named.map(\.key).joined(separator: ", ")) or 1…1000, overriding the style's."
    ) { text -> FontWeight in
        guard let weight = FontWeight(name: text) else {
            throw RejectedValue("expected one of \(FontWeight.named.map(\.key).joined(separator: ", ")) or a number from 1 to 1000")
        }
        return weight
    }
    static let font = Option("font", value: "PATH", help: "A font file to use instead of the default family.")
    static let family = Option("family", value: "NAME", help: "An installed font family to use instead of the default, such as \"DejaVu Sans\".")
    static let width = Option("width", value: "W", help: "Wrap lines to this width in points.") {
        try OptionValue.number($0, expected: "a width in points from 0 to \(Int(ScreenLimits.maximumLength))") {
            $0 >= 0 && $0 <= ScreenLimits.maximumLength
        }
    }
    static let lineLimit = Option("line-limit", value: "N", help: "Show at most N lines, truncating the last.") { text -> Int in
        guard let limit = Int(text), limit >= 1 else { throw RejectedValue("expected a whole number of lines, 1 or more") }
        return limit
    }
    static let truncation = Option(
        "truncation", value: "T", help: "Where \"…\" goes: head, middle or tail (default tail).",
        transform: { try OptionValue.caseNamed($0) as TruncationMode }
    )
    static let minimumScaleFactor = Option(
        "minimum-scale-factor", value: "F", help: "Shrink down to this scale, in (0, 1], before truncating."
    ) { try OptionValue.number($0, expected: "a scale factor greater than 0 and at most 1") { $0 > 0 && $0 <= 1 } }
    static let json = Flag("json", help: "Print JSON with the font file, lines, scale and truncation.")

    // MARK: - Run

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let font = try requestedFont(arguments)
        let container = TextContainer(
            width: arguments[Self.width],
            lineLimit: arguments[Self.lineLimit],
            truncationMode: arguments[Self.truncation] ?? .tail,
            minimumScaleFactor: arguments[Self.minimumScaleFactor] ?? 1
        )
        let json = arguments[Self.json]
        return try InputLines.each(arguments[Self.text], console: console) { text in
            let layout = try font.layout(text, in: container)
            return json ? try jsonLine(text, layout, font: font) : plainLine(layout)
        }
    }

    /// The font the options name: a face from --font, --family or the default, at the size and
    /// weight of --size and --weight, or of the text style at the Dynamic Type size.
    private static func requestedFont(_ arguments: ParsedArguments) throws -> Font {
        if arguments.contains(Self.font), arguments.contains(Self.family) {
            throw CLIError.usage("give --font or --family, not both", command: spec)
        }
        let style = arguments[Self.style] ?? .body
        let metrics = try DynamicTypeTable.standard().metrics(for: style, size: arguments[Self.dynamicType] ?? .large)
        let request: FontRequest = arguments[Self.font].map { .file($0) } ?? arguments[Self.family].map { .family($0) } ?? .default
        return try Font(request, size: arguments[Self.size] ?? metrics.pointSize, weight: arguments[Self.weight] ?? metrics.weight)
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
