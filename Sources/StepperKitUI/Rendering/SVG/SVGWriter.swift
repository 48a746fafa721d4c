import StepperKitSupport

/// Writes a laid-out tree's SVG as the walk goes back to front: one small function per kind of content
/// (in the `SVGWriter+…` files), groups for opacity and accessibility, gradients collected into `<defs>`.
struct SVGWriter: LaidOutNodeVisitor {
    typealias Attribute = SVGMarkup.Attribute

    let includesTitles: Bool
    /// The body's lines, indented.
    private var lines: [String] = []
    /// `<defs>` content: gradients, in the order they were first used.
    private var definitions: [String] = []
    /// Gradient ids by their markup, so a gradient used twice is defined once.
    private var gradientIDs: [String: String] = [:]
    private var depth = 1
    /// Whether each node being walked opened a group, innermost last: its leave closes it.
    private var openedGroups: [Bool] = []

    /// Put before every id the document defines, so several documents can share one HTML page.
    var idPrefix = ""

    init(includesTitles: Bool, idPrefix: String = "") {
        self.idPrefix = idPrefix
        self.includesTitles = includesTitles
    }

    // MARK: - Walking

    /// Opens the node's group if it needs one and draws what the node draws; its children follow.
    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        let group = SVGWriter.groupAttributes(of: node)
        if !group.isEmpty {
            open("g", group)
            if includesTitles, let label = node.accessibility?.label, node.accessibility?.isHidden != true {
                lines.append(indentation + "<title>\(XMLText.escaped(label))</title>")
            }
        }
        openedGroups.append(!group.isEmpty)
        switch node.content {
        case .none: break
        case .shape(let shape): draw(shape, in: node.frame)
        case .icon(let icon): draw(icon, in: node.frame)
        case .text(let text): draw(text, in: node.frame)
        }
        return .visitChildren
    }

    /// Draws a focused control's ring over its children, and closes the node's group.
    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
        if node.button?.isFocused == true { drawFocusRing(around: node.frame) }
        if openedGroups.popLast() == true { close("g") }
    }

    /// The focus ring: a 3 pt rounded outline in the system's focus blue, 3 pt outside the control,
    /// over everything the control draws.
    private mutating func drawFocusRing(around frame: Rect) {
        let ring = Rect(x: frame.minX - 4.5, y: frame.minY - 4.5, width: frame.width + 9, height: frame.height + 9)
        element("rect", SVGWriter.rectangle(ring) + [
            ("rx", SVGMarkup.number(min(ring.height, ring.width) / 2)), ("fill", "none"),
            ("stroke", Self.focusColor.hex), ("stroke-width", "3"), ("class", "focus-ring"),
        ])
    }

    /// The focus ring's colour: iOS's increased-contrast blue, 3:1 or more on white and on the tints.
    static let focusColor = Color(rgb8: 0x00, 0x40, 0xDD)

    /// The finished document around the body.
    func document(frame: Rect, scale: Double) -> String {
        var document = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            SVGMarkup.tag("svg", [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", SVGMarkup.number(frame.width * scale)),
                ("height", SVGMarkup.number(frame.height * scale)),
                ("viewBox", SVGMarkup.numbers(frame.minX, frame.minY, frame.width, frame.height)),
            ], closed: false),
        ]
        if !definitions.isEmpty {
            document += ["  <defs>"] + definitions.map { "    " + $0 } + ["  </defs>"]
        }
        return (document + lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    // MARK: - Writing

    /// Writes `body`'s drawing inside a group with `attributes`, whose first lines are `children` (SMIL elements).
    mutating func group(_ attributes: [Attribute], children: [String] = [], _ body: (inout SVGWriter) -> Void) {
        open("g", attributes)
        for child in children { lines.append(indentation + child) }
        body(&self)
        close("g")
    }

    /// Writes an empty element.
    mutating func element(_ name: String, _ attributes: [Attribute]) {
        lines.append(indentation + SVGMarkup.tag(name, attributes, closed: true))
    }

    private mutating func open(_ name: String, _ attributes: [Attribute]) {
        lines.append(indentation + SVGMarkup.tag(name, attributes, closed: false))
        depth += 1
    }

    private mutating func close(_ name: String) {
        depth -= 1
        lines.append(indentation + "</\(name)>")
    }

    private var indentation: String { String(repeating: "  ", count: depth) }

    // MARK: - Paint

    /// The attributes that paint `property` ("fill" or "stroke") with a resolved fill over `frame`:
    /// a colour and its opacity, or a reference to a gradient spanning the frame.
    mutating func paint(_ fill: ResolvedFill, as property: String, over frame: Rect) -> [Attribute] {
        switch fill {
        case .solid(let color):
            return Self.paint(color, as: property)
        case .linearGradient(let colors, let start, let end):
            guard colors.count > 1 else { return colors.first.map { Self.paint($0, as: property) } ?? [(property, "none")] }
            return [(property, "url(#\(gradientID(colors, from: start, to: end, over: frame)))")]
        }
    }

    /// The attributes that paint `property` with a colour: "#RRGGBB", and its opacity when not opaque
    /// (under `opacityProperty`, by default `property` + "-opacity").
    static func paint(_ color: Color, as property: String, opacityProperty: String? = nil) -> [Attribute] {
        guard color.opacity < 1 else { return [(property, SVGMarkup.rgb(color))] }
        return [(property, SVGMarkup.rgb(color)), (opacityProperty ?? property + "-opacity", SVGMarkup.number(color.opacity))]
    }

    /// The id of a gradient between unit points of `frame`, defining it on first use. Its line runs
    /// between the points in user space, as SwiftUI draws it, with the colours evenly spaced.
    private mutating func gradientID(_ colors: [Color], from start: UnitPoint, to end: UnitPoint, over frame: Rect) -> String {
        let line: [Attribute] = [
            ("x1", SVGMarkup.number(frame.minX + start.x * frame.width)),
            ("y1", SVGMarkup.number(frame.minY + start.y * frame.height)),
            ("x2", SVGMarkup.number(frame.minX + end.x * frame.width)),
            ("y2", SVGMarkup.number(frame.minY + end.y * frame.height)),
        ]
        let stops = colors.enumerated().map { index, color in
            let offset = SVGMarkup.number(Double(index) / Double(colors.count - 1))
            let paint = Self.paint(color, as: "stop-color", opacityProperty: "stop-opacity")
            return SVGMarkup.tag("stop", [("offset", offset)] + paint, closed: true)
        }
        let key = line.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + stops.joined()
        if let id = gradientIDs[key] { return id }
        let id = "\(idPrefix)gradient-\(gradientIDs.count + 1)"
        gradientIDs[key] = id
        let start = SVGMarkup.tag("linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")] + line, closed: false)
        definitions.append(start + stops.joined() + "</linearGradient>")
        return id
    }
}
