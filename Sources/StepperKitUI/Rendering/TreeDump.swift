/// A readable, stable dump of a laid-out tree, for tests and debugging.
///
/// Each node is one line, indented by depth: kind, frame, what it draws, and what it means (tags and
/// accessibility properties live on the node they were applied to).
///
/// ```
/// HStack (0, 0, 122×44)
///   Button[decrement] "Decrease quantity" (0, 0, 44×44) hit (0, 0, 44×44)
///     Frame (0, 0, 44×44)
///       Icon minus (13.5, 13.5, 17×17) #FFFFFF
/// ```
extension LaidOutNode {
    /// The tree as indented lines.
    public func dump() -> String {
        dumpLines.joined(separator: "\n")
    }

    /// The dump's lines, one per node, without joining them.
    var dumpLines: [String] {
        var dump = TreeDump()
        walk(with: &dump)
        return dump.lines
    }
}

/// Writes a node's line as the walk enters it, indented by its depth.
struct TreeDump: LaidOutNodeVisitor {
    private(set) var lines: [String] = []

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        lines.append(Self.line(for: node, depth: context.depth))
        return .visitChildren
    }

    /// A node's line: kind, button, frame, what it draws, opacity, tags and accessibility properties.
    static func line(for node: LaidOutNode, depth: Int) -> String {
        var notes: [String] = []
        notes += node.tags.map { "#\($0)" }
        if let accessibility = node.accessibility { notes.append(describe(accessibility)) }
        var line = String(repeating: "  ", count: depth) + node.kind.name
        if let button = node.button {
            line += "[\(button.action)]"
            if let role = button.role { line += " role=\(role)" }
            if !button.isEnabled { line += " disabled" }
            if button.repeatsWhileHeld { line += " repeats" }
        }
        line += " \(node.frame)"
        if let button = node.button, button.hitArea != node.frame { line += " hit \(button.hitArea)" }
        switch node.content {
        case .none: break
        case .text(let text):
            line += " \"\(text.shownTextOnOneLine)\" \(text.font)"
            if text.scale < 1 { line += " scale=\(text.scale.compact)" }
            // Drawn larger or smaller by a scale effect: the frame above is the drawn one.
            let (x, y) = text.drawingScale
            if x != 1 || y != 1 { line += x == y ? " drawn×\(x.compact)" : " drawn×\(x.compact)×\(y.compact)" }
            if text.isTruncated { line += " truncated" }
            line += " \(text.fill)"
        case .icon(let icon):
            line += " \(icon.name) \(icon.fill)"
        case .shape(let shape):
            line += " \(shape.kind)"
            if let fill = shape.fill { line += " fill=\(fill)" }
            if let stroke = shape.stroke { line += " stroke=\(stroke)/\(shape.lineWidth.compact)" }
        }
        if node.opacity < 1 { line += " opacity=\(node.opacity.compact)" }
        if !notes.isEmpty { line += " " + notes.joined(separator: " ") }
        return line
    }

    /// The accessibility properties as a node's line prints them: "a11y{label=\"Add\" traits=button}".
    static func describe(_ info: AccessibilityInfo) -> String {
        var parts: [String] = []
        if let label = info.label { parts.append("label=\"\(label)\"") }
        if let value = info.value { parts.append("value=\"\(value)\"") }
        if let hint = info.hint { parts.append("hint=\"\(hint)\"") }
        if !info.traits.names.isEmpty { parts.append("traits=\(info.traits.names.joined(separator: ","))") }
        if info.isHidden { parts.append("hidden") }
        if let children = info.children { parts.append("children=\(children)") }
        if let actions = info.adjustableActions { parts.append("adjust=\(actions.increment)/\(actions.decrement)") }
        return "a11y{" + parts.joined(separator: " ") + "}"
    }
}

// MARK: - Comparing dumps without writing them

extension TreeDump {
    /// A node and its depth: what one line of a dump is written from.
    struct Entry {
        let node: LaidOutNode
        let depth: Int

        /// The line the dump writes for the node.
        var line: String { TreeDump.line(for: node, depth: depth) }
    }

    /// A tree's nodes in the dump's order (the walk's: parents before children, children back to
    /// front), each with its depth: the dump's lines are their ``Entry/line``s.
    ///
    /// Listed by a recursion of their own rather than a walk, which makes every node's path for
    /// nothing here.
    ///
    /// ```swift
    /// TreeDump.entries(of: screen.root).map(\.line) == screen.root.dumpLines   // true
    /// ```
    static func entries(of root: LaidOutNode) -> [Entry] {
        var entries: [Entry] = []
        gather(root, depth: 0, into: &entries)
        return entries
    }

    /// The index of the first line at which two dumps differ, nil when they are equal: where one dump
    /// is the other cut short, the shorter one's length.
    ///
    /// Lines are compared by the fields they print (``sameLine(_:_:)``), and written out only for
    /// nodes whose fields differ.
    static func firstDifference(_ a: [Entry], _ b: [Entry]) -> Int? {
        for index in 0..<min(a.count, b.count) where !sameLine(a[index], b[index]) {
            return index
        }
        return a.count == b.count ? nil : min(a.count, b.count)
    }

    /// Whether two entries' lines are equal.
    ///
    /// Entries at the same depth whose printed fields are equal as values print equal lines, so they
    /// are not written: a dump prints each number through ``Swift/Double/compact`` or a colour's hex,
    /// where the only values `==` holds equal but apart, 0 and -0, print alike. Any other pair is
    /// written out and its lines compared, so a difference the print rounds away (a frame 1e-9 pt
    /// over) is no difference here either.
    static func sameLine(_ a: Entry, _ b: Entry) -> Bool {
        printsAlike(a, b) || a.line == b.line
    }

    // MARK: - Internal

    private static func gather(_ node: LaidOutNode, depth: Int, into entries: inout [Entry]) {
        entries.append(Entry(node: node, depth: depth))
        for child in node.children {
            gather(child, depth: depth + 1, into: &entries)
        }
    }

    /// Whether every field ``line(for:depth:)`` prints is equal in two entries: then their lines are.
    private static func printsAlike(_ a: Entry, _ b: Entry) -> Bool {
        let (x, y) = (a.node, b.node)
        guard a.depth == b.depth, x.kind == y.kind, x.frame == y.frame, x.opacity == y.opacity,
              sameContent(x.content, y.content) else { return false }
        switch (x.extras, y.extras) {
        case (nil, nil):
            return true
        case (let left?, let right?):
            if left === right { return true }
            return left.firstTag == right.firstTag && left.moreTags == right.moreTags
                && sameButton(left.button, right.button) && sameAccessibility(left.accessibility, right.accessibility)
        default:
            // One node has extras, the other none: they may still print alike (empty extras).
            return false
        }
    }

    private static func sameContent(_ a: LaidOutNode.Content, _ b: LaidOutNode.Content) -> Bool {
        switch (a, b) {
        case (.none, .none):
            return true
        case (.text(let x), .text(let y)):
            // The layout holds the shown lines, the scale and the truncation.
            return x.layout == y.layout && x.font == y.font && x.fill == y.fill
                && x.drawingScale.x == y.drawingScale.x && x.drawingScale.y == y.drawingScale.y
        case (.icon(let x), .icon(let y)):
            return x.name == y.name && x.fill == y.fill
        case (.shape(let x), .shape(let y)):
            return x.kind == y.kind && x.fill == y.fill && x.stroke == y.stroke && x.lineWidth == y.lineWidth
        default:
            return false
        }
    }

    private static func sameButton(_ a: ButtonInfo?, _ b: ButtonInfo?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.action == b.action && a.role == b.role && a.hitArea == b.hitArea && a.isEnabled == b.isEnabled
            && a.repeatsWhileHeld == b.repeatsWhileHeld
    }

    private static func sameAccessibility(_ a: AccessibilityInfo?, _ b: AccessibilityInfo?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.label == b.label && a.value == b.value && a.hint == b.hint && a.traits == b.traits && a.isHidden == b.isHidden
            && a.children == b.children && a.adjustableActions?.increment == b.adjustableActions?.increment
            && a.adjustableActions?.decrement == b.adjustableActions?.decrement
    }
}
