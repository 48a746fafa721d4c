import Foundation

/// Walks a laid-out tree into accessibility elements; ``AccessibilityTranscript`` is its only user.
enum AccessibilityWalker {
    /// Appends the elements of `node` and its subtree to `elements`, in reading order.
    static func visit(_ node: LaidOutNode, path: String, into elements: inout [AccessibleElement]) {
        let info = node.accessibility
        if info?.isHidden == true || node.opacity <= 0 { return }
        if let info, info.children == .contain {
            if info.adjustableActions != nil {
                elements += containedValue(of: node, info: info, path: path)
            } else {
                visitChildren(of: node, path: path, into: &elements)
            }
            return
        }
        if isElement(node) {
            elements.append(element(for: node, path: path))
            return
        }
        if let leaf = contentElement(of: node, path: path) { elements.append(leaf) }
        visitChildren(of: node, path: path, into: &elements)
    }

    private static func visitChildren(of node: LaidOutNode, path: String, into elements: inout [AccessibleElement]) {
        for (child, childPath) in NodePath.children(of: node, at: path) {
            visit(child, path: childPath, into: &elements)
        }
    }

    // MARK: - Internal

    /// The elements of a container that stands for an adjustable value (`children: .contain` with
    /// adjustable actions, as a component sets around its style): the children's elements, with the
    /// container's adjustable element among them unless one of them already is adjustable. It takes
    /// the place of the static text that shows the container's value, wherever the style drew it;
    /// when no text shows it, it comes last, with the container's frame.
    private static func containedValue(of node: LaidOutNode, info: AccessibilityInfo, path: String) -> [AccessibleElement] {
        var inner: [AccessibleElement] = []
        visitChildren(of: node, path: path, into: &inner)
        guard let adjustable = info.adjustableActions, !inner.contains(where: { $0.role == .adjustable }) else { return inner }
        func element(frame: Rect, path: String) -> AccessibleElement {
            AccessibleElement(
                role: .adjustable, name: info.label ?? "", nameSource: info.label.map { $0.isEmpty ? .none : .label } ?? .none,
                value: info.value, hint: info.hint, traits: info.traits.union(.adjustable),
                actions: [.increment(adjustable.increment), .decrement(adjustable.decrement)], frame: frame, path: path
            )
        }
        if let value = info.value, let index = inner.firstIndex(where: { $0.role == .text && $0.nameSource == .content && $0.name == value }) {
            inner[index] = element(frame: inner[index].frame, path: inner[index].path)
        } else {
            inner.append(element(frame: node.frame, path: path))
        }
        return inner
    }

    /// Whether the node is one element of its own: a button, or a node with accessibility properties
    /// that say something (children behaviour, label, value, hint, traits, adjustable actions).
    private static func isElement(_ node: LaidOutNode) -> Bool {
        if node.button != nil { return true }
        guard let info = node.accessibility else { return false }
        return info.children != nil || info.label != nil || info.value != nil || info.hint != nil
            || !info.traits.isEmpty || info.adjustableActions != nil
    }

    /// The element a node makes. Its own content and (unless `.ignore`) its children's elements are
    /// combined into it: their names fill in a missing label, their values a missing value, their
    /// interactive traits and actions add up.
    private static func element(for node: LaidOutNode, path: String) -> AccessibleElement {
        let info = node.accessibility
        var parts: [AccessibleElement] = []
        if info?.children != .ignore {
            // The node's own drawing is part of it, as its children are.
            if let own = contentElement(of: node, path: path) { parts.append(own) }
            visitChildren(of: node, path: path, into: &parts)
        }

        let (name, source) = name(label: info?.label, parts: parts)
        let values = parts.compactMap(\.value).filter { !$0.isEmpty }
        let value = info?.value ?? (values.isEmpty ? nil : values.joined(separator: ", "))

        var traits = info?.traits ?? []
        if node.button != nil { traits.insert(.button) }
        for part in parts { traits.formUnion(part.traits.subtracting([.staticText, .image])) }

        var actions: [AccessibilityAction] = []
        if let button = node.button { actions.append(.activate(button.action)) }
        if let adjustable = info?.adjustableActions {
            actions += [.increment(adjustable.increment), .decrement(adjustable.decrement)]
        }
        for action in parts.flatMap(\.actions) where !actions.contains(action) { actions.append(action) }

        let partButtons = parts.filter { $0.traits.contains(.button) }
        let isEnabled = node.button?.isEnabled ?? (partButtons.isEmpty || partButtons.contains(where: \.isEnabled))
        return AccessibleElement(
            role: role(for: traits, hasAdjustableActions: actions.contains { !$0.isActivation }),
            name: name, nameSource: source, value: value, hint: info?.hint, traits: traits, actions: actions,
            isEnabled: isEnabled, frame: node.frame, hitArea: node.button?.hitArea, path: path
        )
    }

    /// The element a node's own drawing makes when it stands alone: static text for a non-empty text,
    /// an image named by its icon for an icon, nothing for shapes.
    private static func contentElement(of node: LaidOutNode, path: String) -> AccessibleElement? {
        switch node.content {
        case .text(let text):
            let name = spokenText(text)
            guard !name.isEmpty else { return nil }
            return AccessibleElement(role: .text, name: name, nameSource: .content, traits: .staticText, frame: node.frame, path: path)
        case .icon(let icon):
            return AccessibleElement(
                role: .image, name: icon.name.rawValue, nameSource: .icon, traits: .image, frame: node.frame, path: path
            )
        case .none, .shape:
            return nil
        }
    }

    /// An explicit label wins; else the names of the text inside, joined with ", "; else the icons'
    /// names; else nothing.
    private static func name(label: String?, parts: [AccessibleElement]) -> (String, AccessibleNameSource) {
        if let label { return (label, label.isEmpty ? .none : .label) }
        let named = parts.filter { ($0.nameSource == .label || $0.nameSource == .content) && !$0.name.isEmpty }
        if !named.isEmpty { return (named.map(\.name).joined(separator: ", "), .content) }
        let icons = parts.filter { $0.nameSource == .icon && !$0.name.isEmpty }
        if !icons.isEmpty { return (icons.map(\.name).joined(separator: ", "), .icon) }
        return ("", .none)
    }

    private static func role(for traits: AccessibilityTraits, hasAdjustableActions: Bool) -> AccessibilityRole {
        if traits.contains(.adjustable) || hasAdjustableActions { return .adjustable }
        if traits.contains(.button) { return .button }
        if traits.contains(.textField) { return .textField }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        return .text
    }

    /// What VoiceOver reads for a text: the whole string, even where the drawing is truncated (the
    /// audit reports truncation), with line breaks read as spaces.
    private static func spokenText(_ text: LaidOutText) -> String {
        text.fullText.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}

