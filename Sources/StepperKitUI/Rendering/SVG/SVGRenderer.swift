/// Draws a laid-out tree as a standalone SVG document, with text as the glyph outlines of the font that
/// measured it.
///
/// What was measured is exactly what is drawn.
///
/// Shapes become `<rect>` and `<circle>` elements (strokes inside the bounds), gradients live in
/// `<defs>` with ids numbered in drawing order, icons are `<path>`s filled with their glyph's rule and
/// painted on their grid, opacity becomes a group, and buttons and labelled elements become groups with
/// `role` and `aria-*` attributes. Numbers have at most three decimals (six for icon scales), so the
/// same tree always gives the same bytes.
///
/// ```swift
/// let screen = try LayoutEngine().layout(
///     Capsule().fill(.color(.indigo)).frame(width: 20, height: 10), in: EnvironmentValues()
/// )
/// print(SVGRenderer().render(screen.root))
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
/// //   <rect x="0" y="0" width="20" height="10" rx="5" fill="#5856D6"/>
/// // </svg>
/// ```
public struct SVGRenderer: Hashable, Sendable {
    /// Pixels per point: the document's width and height are the root's size times this (1 when not positive).
    public var scale: Double
    /// A colour painted under everything, or nil for a transparent background.
    public var background: Color?
    /// Whether labelled groups also carry a title element, which browsers show as a tooltip.
    public var includesTitles: Bool
    /// Text put before every id the document defines (its gradients), so documents inlined in one HTML page don't collide.
    ///
    /// ```swift
    /// var renderer = SVGRenderer()
    /// renderer.idPrefix = "cell-3-"   // gradients "cell-3-gradient-1", …
    /// ```
    public var idPrefix = ""

    /// A renderer at a number of pixels per point, on a background, with or without titles.
    ///
    /// ```swift
    /// SVGRenderer(scale: 2, background: .white)  // a 244×88 document for a 122×44 pt stepper
    /// ```
    public init(scale: Double = 1, background: Color? = nil, includesTitles: Bool = false) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
        self.includesTitles = includesTitles
    }

    /// The SVG document of a laid-out tree, sized to the root's frame, ending with a newline.
    ///
    /// ```swift
    /// let svg = SVGRenderer(scale: 2).render(screen.root)
    /// try svg.write(toFile: "stepper.svg", atomically: true, encoding: .utf8)
    /// ```
    public func render(_ root: LaidOutNode) -> String {
        var writer = SVGWriter(includesTitles: includesTitles, idPrefix: idPrefix)
        if let background {
            writer.element("rect", SVGWriter.rectangle(root.frame) + SVGWriter.paint(background, as: "fill"))
        }
        root.walk(with: &writer)
        return writer.document(frame: root.frame, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    // MARK: - Motion

    /// One moment of a timeline: a laid-out screen and when it is shown.
    public struct Frame: Sendable {
        /// When the frame is shown, from the start of the animation.
        public var time: Duration
        /// The screen at that moment.
        public var root: LaidOutNode

        /// A screen shown at a moment.
        public init(time: Duration, root: LaidOutNode) {
            self.time = time
            self.root = root
        }
    }

    /// An animated SVG document: the frames one after another, the last kept.
    ///
    /// Each frame is shown from its time until the next one's by SMIL `<set>` elements (which browsers play). A renderer that does not play
    /// SMIL (rsvg-convert) shows the first frame. Every frame is drawn in one document, so a gradient
    /// the frames share is defined once.
    ///
    /// ```swift
    /// let frames = try (0...3).map { index in
    ///     SVGRenderer.Frame(time: .milliseconds(100 * index), root: try LayoutEngine().layout(
    ///         Capsule().fill(.color(.indigo)).frame(width: 20 + 10 * Double(index), height: 10), in: EnvironmentValues()).root)
    /// }
    /// let svg = SVGRenderer(scale: 2).renderAnimation(frames)
    /// ```
    ///
    /// With `mergingRepeats`, a frame drawn exactly as the one before it is left out: the earlier one stays shown.
    public func renderAnimation(_ frames: [Frame], mergingRepeats: Bool = false) -> String {
        var ordered = frames.sorted { $0.time < $1.time }
        if mergingRepeats {
            var previous: String?
            ordered = ordered.filter { frame in
                let dump = frame.root.dump()
                defer { previous = dump }
                return dump != previous
            }
        }
        var writer = SVGWriter(includesTitles: includesTitles, idPrefix: idPrefix)
        // Every frame's screen fits the document: their union.
        let frame = ordered.dropFirst().reduce(ordered.first?.root.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) { union, next in
            let frame = next.root.frame
            let minX = min(union.minX, frame.minX), minY = min(union.minY, frame.minY)
            return Rect(x: minX, y: minY, width: max(union.maxX, frame.maxX) - minX, height: max(union.maxY, frame.maxY) - minY)
        }
        if let background {
            writer.element("rect", SVGWriter.rectangle(frame) + SVGWriter.paint(background, as: "fill"))
        }
        for (index, moment) in ordered.enumerated() {
            let begin = Self.seconds(moment.time)
            let end = index + 1 < ordered.count ? Self.seconds(ordered[index + 1].time) : nil
            var children: [String] = []
            if index > 0 {
                // Shown from its time; hidden again at the next frame's, unless it is the last.
                children.append(SVGMarkup.tag("set", [("attributeName", "visibility"), ("to", "visible"), ("begin", begin)]
                    + (end.map { [("end", $0)] } ?? [("fill", "freeze")]), closed: true))
            } else if let end {
                children.append(SVGMarkup.tag("set", [("attributeName", "visibility"), ("to", "hidden"), ("begin", end), ("fill", "freeze")], closed: true))
            }
            writer.group([("class", "frame"), ("data-time", begin), ("visibility", index == 0 ? "visible" : "hidden")], children: children) { writer in
                moment.root.walk(with: &writer)
            }
        }
        return writer.document(frame: frame, scale: scale)
    }

    /// A frame strip: the frames side by side, left to right in time order, some points apart.
    ///
    /// For places that cannot play an animation: a PNG through rsvg-convert, a pull request.
    ///
    /// ```swift
    /// let engine = try LayoutEngine()
    /// let frames = try [0, 1].map { index in
    ///     SVGRenderer.Frame(time: .milliseconds(500 * index), root: try engine.layout(Text(verbatim: "\(index)"), in: EnvironmentValues()).root)
    /// }
    /// let strip = SVGRenderer(scale: 1, background: .white).renderStrip(frames, spacing: 8)
    /// ```
    public func renderStrip(_ frames: [Frame], spacing: Double = 16) -> String {
        let ordered = frames.sorted { $0.time < $1.time }
        var writer = SVGWriter(includesTitles: includesTitles, idPrefix: idPrefix)
        let gap = spacing.isFinite ? max(spacing, 0) : 0
        let width = ordered.reduce(0) { $0 + $1.root.frame.width } + gap * Double(max(ordered.count - 1, 0))
        let height = ordered.map(\.root.frame.height).max() ?? 0
        let strip = Rect(x: 0, y: 0, width: width, height: height)
        if let background {
            writer.element("rect", SVGWriter.rectangle(strip) + SVGWriter.paint(background, as: "fill"))
        }
        var x = 0.0
        for moment in ordered {
            let origin = moment.root.frame
            writer.group([("class", "frame"), ("data-time", Self.seconds(moment.time)),
                          ("transform", "translate(\(SVGMarkup.number(x - origin.minX)) \(SVGMarkup.number(-origin.minY)))")]) { writer in
                moment.root.walk(with: &writer)
            }
            x += origin.width + gap
        }
        return writer.document(frame: strip, scale: scale)
    }

    /// A time in seconds as SMIL writes it ("0.3s"), to the millisecond.
    static func seconds(_ time: Duration) -> String {
        let parts = time.components
        let milliseconds = parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
        return SVGMarkup.number(Double(milliseconds) / 1000) + "s"
    }
}
