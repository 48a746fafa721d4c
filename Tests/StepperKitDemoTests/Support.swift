import StepperKit
import StepperKitDemo

/// The environment tests lay out in: a locale, Dynamic Type size and control size.
func environment(_ locale: String = "en_US", size: DynamicTypeSize = .large, controlSize: ControlSize = .regular) throws -> EnvironmentValues {
    EnvironmentValues(locale: try LocaleID(locale)).with {
        $0.dynamicTypeSize = size
        $0.controlSize = controlSize
    }
}

/// Lays out a node with the demo's services: the kit's and the demo's catalogs and icons.
func layout(_ node: some View, in environment: EnvironmentValues, proposal: ProposedSize = .unspecified) throws -> LayoutResult {
    try Demo.engine().layout(node, in: environment, proposal: proposal)
}

extension LaidOutNode {
    /// Every node with a tag, by tag (the first of each).
    var tagged: [String: LaidOutNode] {
        var found: [String: LaidOutNode] = [:]
        for node in allNodes {
            for tag in node.tags where found[tag] == nil { found[tag] = node }
        }
        return found
    }

    /// The laid-out text of this node or its first text descendant.
    var firstText: LaidOutText? {
        for node in allNodes { if case .text(let text) = node.content { return text } }
        return nil
    }
}

extension LaidOutText {
    /// Whether every line ends between words: the lines joined by single spaces give the text back
    /// (a no-break space is part of a word).
    var wrapsAtWordBoundaries: Bool {
        let words = fullText.split(whereSeparator: { $0 == " " || $0.isNewline }).joined(separator: " ")
        return layout.lines.map(\.text).joined(separator: " ") == words
    }
}
