import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// The environment tests lay out in: a locale, Dynamic Type size and control size.
func environment(_ locale: String = "en_US", size: DynamicTypeSize = .large, controlSize: ControlSize = .regular) throws -> EnvironmentValues {
    EnvironmentValues(locale: try LocaleID(locale)).with {
        $0.dynamicTypeSize = size
        $0.controlSize = controlSize
    }
}

/// Lays out a node with the kit's standard services.
func layout(_ node: some View, in environment: EnvironmentValues, proposal: ProposedSize = .unspecified) throws -> LayoutResult {
    try LayoutEngine().layout(node, in: environment, proposal: proposal)
}

/// The font a text style resolves to in an environment, loaded as layout loads it.
func font(_ textFont: TextFont, in environment: EnvironmentValues) throws -> Font {
    let (size, weight) = ElementBuilder.pointSizeAndWeight(textFont, environment)
    return try Font(environment.fontSource, size: size, weight: weight)
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

    /// Every button in the tree.
    var buttons: [LaidOutNode] { allNodes.filter { $0.button != nil } }
}
