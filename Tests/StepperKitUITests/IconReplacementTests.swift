import StepperKitLocalization
import Testing
import StepperKitUI

/// `replacingIcon(_:with:)`: the nearest replacement wins, and replacing an icon with itself restores
/// it under an outer replacement (and writes nothing where nothing replaces it).
struct IconReplacementTests {
    private func drawnIcons(_ node: some View) throws -> [String] {
        let engine = try engine()
        return try engine.layout(node, in: EnvironmentValues()).root.allNodes.compactMap { node in
            if case .icon(let icon) = node.content { icon.name.rawValue } else { nil }
        }
    }

    @Test func theNearestReplacementWins() throws {
        #expect(try drawnIcons(Icon(.minus).replacingIcon(.minus, with: .trash)) == ["trash"])
        #expect(try drawnIcons(Icon(.minus).replacingIcon(.minus, with: .minus)) == ["minus"])
        #expect(try drawnIcons(Icon(.minus).replacingIcon(.minus, with: .minus).replacingIcon(.minus, with: .trash)) == ["minus"])
        #expect(try drawnIcons(Icon(.minus).replacingIcon(.minus, with: .trash).replacingIcon(.minus, with: .minus)) == ["trash"])
        #expect(try drawnIcons(HStack { Icon(.minus); Icon(.plus) }.replacingIcon(.plus, with: .trash)) == ["minus", "trash"])
    }
}

/// Tags on one node: innermost first, each found by `first(tagged:)`, the first one the node's `tag`.
struct NodeTagTests {
    @Test func tagsKeepTheirOrderAndAreEachFound() throws {
        let engine = try engine()
        let root = try engine.layout(
            VStack { Text(verbatim: "a").tag("inner").tag("middle").tag("outer"); Text(verbatim: "b") }, in: EnvironmentValues()
        ).root
        let tagged = try #require(root.first(tagged: "outer"))
        #expect(tagged.tags == ["inner", "middle", "outer"])
        #expect(tagged.tag == "inner")
        #expect(root.first(tagged: "middle")?.tags == tagged.tags)
        #expect(root.first(tagged: "missing") == nil)
        #expect(root.children.last?.tags == [])
        #expect(root.children.last?.tag == nil)
    }
}
