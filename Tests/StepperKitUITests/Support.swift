import StepperKitLocalization
import StepperKitText
@testable import StepperKitUI

/// The engine's tests lay out with the standard icons and an empty English catalog: the engine on its
/// own, without the kit's components or strings.
func engine(state: StateStore = StateStore()) throws -> LayoutEngine {
    LayoutEngine(
        services: LayoutServices(icons: try IconSet.standard(), localizer: Localizer(catalog: StringCatalog(sourceLanguage: "en"))),
        state: state
    )
}

/// The environment tests lay out in: a locale and a Dynamic Type size.
func environment(_ locale: String = "en_US", size: DynamicTypeSize = .large) throws -> EnvironmentValues {
    EnvironmentValues(locale: try LocaleID(locale)).with { $0.dynamicTypeSize = size }
}

/// Lays out a view with ``engine(state:)``.
func layout(_ view: some View, in environment: EnvironmentValues, proposal: ProposedSize = .unspecified) throws -> LayoutResult {
    try engine().layout(view, in: environment, proposal: proposal)
}

/// The font a text style resolves to in an environment, loaded as layout loads it.
func font(_ textFont: TextFont, in environment: EnvironmentValues) throws -> Font {
    let (size, weight) = ElementBuilder.pointSizeAndWeight(textFont, environment)
    return try Font(environment.fontSource, size: size, weight: weight)
}

extension LaidOutNode {
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
