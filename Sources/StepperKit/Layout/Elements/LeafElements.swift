import StepperKitText

/// Text: localized, then wrapped, scaled and truncated by StepperKitText with real font metrics.
final class TextElement: LayoutElement {
    let string: String
    let font: Font
    let textFont: TextFont
    let fill: ResolvedFill
    let diagnostics: LayoutDiagnostics

    init(string: String, font: Font, textFont: TextFont, fill: ResolvedFill, diagnostics: LayoutDiagnostics, environment: EnvironmentValues) {
        self.string = string
        self.font = font
        self.textFont = textFont
        self.fill = fill
        self.diagnostics = diagnostics
        super.init(environment: environment)
    }

    override var kind: String { "Text" }

    private var layouts: [Double?: TextLayout] = [:]

    /// The text laid out for an offered width (nil or infinite: one line per paragraph, no limit).
    func layout(width: Double?) -> TextLayout {
        let key = width.flatMap { $0.isFinite ? $0 : nil }
        if let cached = layouts[key] { return cached }
        let container = TextContainer(
            width: key, lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor
        )
        let result: TextLayout
        do {
            result = try font.layout(string, in: container)
        } catch {
            diagnostics.record("text \"\(string)\" could not be broken into lines: \(error)")
            result = (try? font.layout(string.replacing("\n", with: " "), in: TextContainer(width: nil, lineLimit: 1)))
                ?? (try? font.layout("", in: TextContainer()))!
        }
        layouts[key] = result
        return result
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let layout = layout(width: proposal.width)
        return Size(width: layout.width, height: layout.height)
    }

    override func place(in frame: Rect) -> LaidOutNode {
        let text = LaidOutText(fullText: string, layout: layout(width: frame.width), fill: fill, font: textFont, locale: environment.locale)
        return LaidOutNode(kind: kind, frame: frame, content: .text(text))
    }
}

/// An icon at the font's point size, keeping its aspect ratio; it does not stretch.
final class IconElement: LayoutElement {
    let name: IconName
    let glyph: IconGlyph
    let size: Size
    let fill: ResolvedFill

    init(name: IconName, glyph: IconGlyph, pointSize: Double, fill: ResolvedFill, environment: EnvironmentValues) {
        self.name = name
        self.glyph = glyph
        self.size = glyph.size(forPointSize: pointSize)
        self.fill = fill
        super.init(environment: environment)
    }

    override var kind: String { "Icon" }

    override func measure(_ proposal: ProposedSize) -> Size { size }

    override func place(in frame: Rect) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame, content: .icon(LaidOutIcon(name: name, glyph: glyph, fill: fill)))
    }
}

/// A shape: it takes the space offered (10×10 pt when offered nothing, as SwiftUI shapes).
final class ShapeElement: LayoutElement {
    let shape: LaidOutShape

    init(shape: LaidOutShape, environment: EnvironmentValues) {
        self.shape = shape
        super.init(environment: environment)
    }

    override var kind: String { "Shape" }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func place(in frame: Rect) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame, content: .shape(shape))
    }
}
