import StepperKitLocalization
import StepperKitText

/// Text: localized, then wrapped, scaled and truncated by StepperKitText with real font metrics.
final class TextElement: LayoutElement {
    let string: String
    /// Why the text shows its key, if it does.
    let problem: LayoutDiagnostic.Problem?
    let font: Font
    let textFont: TextFont
    let fill: ResolvedFill
    // The five caches here (`layouter`, `learnedFacts`, `firstLayout`, `secondLayout`, `layouts`) skip the run time's
    // exclusivity check, as ``RememberedSizes`` does and for its reason. Without it: +1.2% layout
    // instructions; time not resolved on the loaded host (2026-12-03, BENCHMARKS.md, issue 25).
    /// Lays the text out at every width asked, finding its line breaks once and shaping each
    /// candidate line once; made when the element is built (from the services' analysis of the same
    /// string and face, when an earlier layout made one), so a text ICU cannot break fails the
    /// layout there, with an error.
    @exclusivity(unchecked) private var layouter: TextLayouter
    /// How many facts the layouter had learnt when the services last kept it (see `layOut(_:in:learnedFacts:services:)`).
    @exclusivity(unchecked) private var learnedFacts: Int
    private let services: LayoutServices
    /// The text on as many lines as its newlines make, with the environment's line limit.
    private let unconstrained: TextLayout
    /// The locale the text was resolved for.
    let locale: LocaleID
    /// The environment's line limit, truncation mode and minimum scale factor, without a width.
    private let container: TextContainer
    /// Layouts by offered width, in the order asked; few enough to search in order (see ``RememberedSizes``).
    ///
    /// The first two are kept in the element itself: most texts are asked one or two widths besides
    /// none, and a list for them would be an allocation per text per screen (one kept in place:
    /// +0.4% layout instructions, 2026-12-07).
    @exclusivity(unchecked) private var firstLayout: (width: Double, layout: TextLayout)?
    /// The second width laid out, kept in place as the first; any later ones in `layouts`.
    @exclusivity(unchecked) private var secondLayout: (width: Double, layout: TextLayout)?
    @exclusivity(unchecked) private var layouts: [(width: Double, layout: TextLayout)] = []

    init(
        string: String, problem: LayoutDiagnostic.Problem? = nil, font: Font, textFont: TextFont, fill: ResolvedFill,
        hyphenator: Hyphenator?, environment: EnvironmentValues, services: LayoutServices
    ) throws(LayoutError) {
        self.string = string
        self.problem = problem
        self.font = font
        self.textFont = textFont
        self.fill = fill
        self.locale = environment.locale
        self.container = TextContainer(
            lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor
        )
        self.services = services
        do {
            // Words wider than a line are hyphenated in the text's locale (none for pseudo-locales).
            layouter = try services.textLayouter(string, font: font, hyphenator: hyphenator)
        } catch {
            throw .text(string, "\(error)")
        }
        learnedFacts = layouter.learnedFacts
        unconstrained = TextElement.layOut(&layouter, in: container, learnedFacts: &learnedFacts, services: services)
        super.init(environment: environment)
    }

    /// The text laid out in a container; when that taught the layouter something (a piece shaped
    /// where a line ends, a truncated candidate), the services keep the layouter for later screens.
    private static func layOut(
        _ layouter: inout TextLayouter, in container: TextContainer, learnedFacts: inout Int, services: LayoutServices
    ) -> TextLayout {
        let layout = layouter.layout(in: container)
        if layouter.learnedFacts != learnedFacts {
            learnedFacts = layouter.learnedFacts
            services.remember(layouter)
        }
        return layout
    }

    override var kind: LaidOutNode.Kind { .text }

    /// The environment's container at `width`.
    private func container(width: Double?) -> TextContainer {
        TextContainer(
            width: width, lineLimit: container.lineLimit, truncationMode: container.truncationMode,
            minimumScaleFactor: container.minimumScaleFactor
        )
    }

    /// Which of the element's layouts is the one for an offered width.
    private enum Kept {
        case unconstrained, first, second, later(Int)
    }

    /// Where the layout for an offered width (nil or infinite: no wrapping) is kept, laid out the
    /// first time: measuring reads its size where it lies instead of copying a layout out (a retain
    /// of each of its arrays) to read two numbers.
    private func kept(width: Double?) -> Kept {
        guard let width, width.isFinite else { return .unconstrained }
        // Wider than every line at full size: wrapping breaks only where the text does, so the
        // layout is the unconstrained one (unless the line limit cut it, which depends on the width).
        // The margin keeps the comparison in points from rounding past the layout's own, in font units.
        if !unconstrained.isTruncated, unconstrained.scale == 1, unconstrained.width < width - 1e-9 { return .unconstrained }
        if let first = firstLayout?.width {
            if first == width { return .first }
            if let second = secondLayout?.width {
                if second == width { return .second }
            }
            for index in layouts.indices where layouts[index].width == width { return .later(index) }
        }
        let result = Self.layOut(&layouter, in: container(width: width), learnedFacts: &learnedFacts, services: services)
        if firstLayout == nil {
            firstLayout = (width, result)
            return .first
        }
        if secondLayout == nil {
            secondLayout = (width, result)
            return .second
        }
        if layouts.isEmpty { layouts.reserveCapacity(3) }
        layouts.append((width, result))
        return .later(layouts.count - 1)
    }

    /// The text laid out for an offered width (nil or infinite: no wrapping).
    func layout(width: Double?) -> TextLayout {
        switch kept(width: width) {
        case .unconstrained: unconstrained
        case .first: firstLayout!.layout
        case .second: secondLayout!.layout
        case .later(let index): layouts[index].layout
        }
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        switch kept(width: proposal.width) {
        case .unconstrained: Size(width: unconstrained.width, height: unconstrained.height)
        case .first: Size(width: firstLayout!.layout.width, height: firstLayout!.layout.height)
        case .second: Size(width: secondLayout!.layout.width, height: secondLayout!.layout.height)
        case .later(let index): Size(width: layouts[index].layout.width, height: layouts[index].layout.height)
        }
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let text = LaidOutText(
            fullText: string, layout: layout(width: frame.width), fill: fill, font: textFont, resolvedFont: font, locale: locale,
            problem: problem, layoutDirection: layoutDirection
        )
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

    override var kind: LaidOutNode.Kind { .icon }

    override func measure(_ proposal: ProposedSize) -> Size { size }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let mirrored = glyph.mirrorsInRightToLeft && layoutDirection == .rightToLeft
        return LaidOutNode(kind: kind, frame: frame, content: .icon(LaidOutIcon(name: name, glyph: glyph, fill: fill, isMirrored: mirrored)))
    }
}

/// A shape: it takes the space offered (10×10 pt when offered nothing, as SwiftUI shapes).
final class ShapeElement: LayoutElement {
    let shape: LaidOutShape

    init(shape: LaidOutShape, environment: EnvironmentValues) {
        self.shape = shape
        super.init(environment: environment)
    }

    override var kind: LaidOutNode.Kind { .shape }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        LaidOutNode(kind: kind, frame: frame, content: .shape(shape))
    }
}
