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
