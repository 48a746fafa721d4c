import Testing
@testable import StepperKitUI

/// The one walk over a laid-out tree: order, typed paths, and the state each node inherits.
struct LaidOutNodeWalkTests {
    // MARK: - A tree, built by hand

    static func frame(_ x: Double) -> Rect { Rect(x: x, y: 0, width: 10, height: 10) }

    static func button(_ action: ActionID, enabled: Bool = true, x: Double, child: LaidOutNode) -> LaidOutNode {
        LaidOutNode(
            kind: .button, frame: frame(x), children: [child], tags: [action.rawValue],
            button: ButtonInfo(action: action, role: nil, hitArea: frame(x), isEnabled: enabled, repeatsWhileHeld: false)
        )
    }

    static func info(label: String? = nil, hidden: Bool = false, children: AccessibilityChildBehavior? = nil) -> AccessibilityInfo {
        AccessibilityInfo(label: label, value: nil, hint: nil, traits: [], isHidden: hidden, children: children, adjustableActions: nil)
    }

    /// The tree every test walks; its walk order is `Self.paths`.
    static func tree() -> LaidOutNode {
        let row = LaidOutNode(kind: .hStack, frame: frame(1), children: [
            button("decrement", x: 2, child: LaidOutNode(kind: .icon, frame: frame(3))),
            LaidOutNode(kind: .text, frame: frame(4), opacity: 0.5),
            button("increment", enabled: false, x: 5, child: LaidOutNode(kind: .icon, frame: frame(6))),
        ], tags: ["row"], accessibility: info(children: .contain))
        return LaidOutNode(kind: .vStack, frame: frame(0), children: [
            LaidOutNode(kind: .background, frame: frame(1), children: [LaidOutNode(kind: .shape, frame: frame(1)), row]),
            LaidOutNode(kind: .text, frame: frame(7)),
            LaidOutNode(kind: .text, frame: frame(8), accessibility: info(hidden: true)),
            LaidOutNode(kind: .opacity, frame: frame(9), children: [
                LaidOutNode(kind: .zStack, frame: frame(9), children: [LaidOutNode(kind: .text, frame: frame(9))], accessibility: info(label: "Total")),
            ], opacity: 0.25),
        ])
    }

    /// Every node's path, in walk order.
    static let paths = [
        "VStack",
        "VStack/Background",
        "VStack/Background/Shape",
        "VStack/Background/HStack#row",
        "VStack/Background/HStack#row/Button#decrement",
        "VStack/Background/HStack#row/Button#decrement/Icon",
        "VStack/Background/HStack#row/Text",
        "VStack/Background/HStack#row/Button#increment",
        "VStack/Background/HStack#row/Button#increment/Icon",
        // Two untagged texts are numbered among themselves; the others have no namesake.
        "VStack/Text[1]",
        "VStack/Text[2]",
        "VStack/Opacity",
        "VStack/Opacity/ZStack",
        "VStack/Opacity/ZStack/Text",
    ]

    /// Records what a walk tells a visitor, and skips below nodes of one kind.
    struct Recorder: LaidOutNodeVisitor {
        var skipping: LaidOutNode.Kind?
        var events: [String] = []
        var contexts: [LaidOutNode.WalkContext] = []

        mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
            events.append("enter \(context.path)")
            contexts.append(context)
            return node.kind == skipping ? .skipChildren : .visitChildren
        }

        mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {
            events.append("leave \(context.path.last)")
        }
    }

    static func contexts() -> [LaidOutNode.WalkContext] {
        var recorder = Recorder()
        tree().walk(with: &recorder)
        return recorder.contexts
    }

    // MARK: - Order and paths

    @Test func visitsParentsBeforeChildrenAndGivesEachItsPathOnce() {
        let contexts = Self.contexts()
        #expect(contexts.map(\.path.description) == Self.paths)
        #expect(contexts.map(\.order) == Array(0..<Self.paths.count))
        #expect(contexts.map(\.depth) == [0, 1, 2, 2, 3, 4, 3, 3, 4, 1, 1, 1, 2, 3])
    }

    @Test func leavesEachNodeAfterItsSubtreeAndSkipsWhereTheVisitorSays() {
        var recorder = Recorder(skipping: .hStack)
        Self.tree().walk(with: &recorder)
        #expect(recorder.events.prefix(8) == [
            "enter VStack", "enter VStack/Background", "enter VStack/Background/Shape", "leave Shape",
            // Skipped children are neither entered nor left; the node that skipped them is left.
            "enter VStack/Background/HStack#row", "leave HStack#row", "leave Background", "enter VStack/Text[1]",
        ])
        #expect(recorder.events.last == "leave VStack")
        #expect(recorder.events.count == 2 * (Self.paths.count - 5))
    }

    @Test func theClosureWalkSeesEveryNodeInOrder() {
        var seen: [String] = []
        Self.tree().walk { node, context in seen.append("\(context.path) \(Int(node.frame.origin.x))") }
        #expect(seen == [
            "VStack 0", "VStack/Background 1", "VStack/Background/Shape 1", "VStack/Background/HStack#row 1",
            "VStack/Background/HStack#row/Button#decrement 2", "VStack/Background/HStack#row/Button#decrement/Icon 3",
            "VStack/Background/HStack#row/Text 4",
            "VStack/Background/HStack#row/Button#increment 5", "VStack/Background/HStack#row/Button#increment/Icon 6",
            "VStack/Text[1] 7", "VStack/Text[2] 8", "VStack/Opacity 9", "VStack/Opacity/ZStack 9", "VStack/Opacity/ZStack/Text 9",
        ])
    }

    @Test func aSkippedSubtreeTakesNoPlaceInWalkOrder() {
        var recorder = Recorder(skipping: .button)
        Self.tree().walk(with: &recorder)
        // The buttons' icons are not walked, so the nodes after them come one and two places sooner.
        #expect(recorder.contexts.map { "\($0.order) \($0.path.last)" } == [
            "0 VStack", "1 Background", "2 Shape", "3 HStack#row", "4 Button#decrement", "5 Text", "6 Button#increment",
            "7 Text[1]", "8 Text[2]", "9 Opacity", "10 ZStack", "11 Text",
        ])
    }

    @Test func allNodesAndFirstTaggedFollowTheWalk() {
        let tree = Self.tree()
        #expect(tree.allNodes.map(\.frame.origin.x) == [0, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9])
        #expect(tree.allNodes.map(\.kind) == Self.contexts().map(\.path.last.kind))
        #expect(tree.first(tagged: "increment")?.frame == Self.frame(5))
        #expect(tree.first(tagged: "row")?.kind == .hStack)
        #expect(tree.first(tagged: "checkout") == nil)
        // Depth first: the outer of two nodes tagged alike, and the earlier of two siblings.
        let twice = LaidOutNode(kind: .vStack, frame: Self.frame(0), children: [
            LaidOutNode(kind: .hStack, frame: Self.frame(1), children: [LaidOutNode(kind: .text, frame: Self.frame(2), tags: ["a"])]),
            LaidOutNode(kind: .zStack, frame: Self.frame(3), children: [LaidOutNode(kind: .text, frame: Self.frame(4))], tags: ["a"]),
        ])
        #expect(twice.first(tagged: "a")?.frame == Self.frame(2))
        #expect(twice.children[1].first(tagged: "a")?.frame == Self.frame(3))
    }

    @Test func aPathIsItsComponentsAndTheWayDown() throws {
        let contexts = Self.contexts()
        let text = contexts[10].path
        #expect(text.components == [LaidOutNode.Path.Component(kind: .vStack), .init(kind: .text, ordinal: 2)])
        #expect(text.last.description == "Text[2]")
        #expect(text.childIndices == [2])
        #expect(contexts[5].path.childIndices == [0, 1, 0, 0])
        #expect(contexts[5].path.components.map(\.tag) == [nil, nil, "row", "decrement", nil])
        #expect(contexts[0].path.parent == nil)
        #expect(contexts[5].path.parent == contexts[4].path)
    }

    // MARK: - Equality and ancestry by structure

    @Test func pathsOfTwoLayoutsOfOneScreenAreEqualAndHashAlike() {
        let first = Self.contexts().map(\.path)
        let second = Self.contexts().map(\.path)
        #expect(first == second)
        #expect(Set(first).count == first.count)
        #expect(Set(first + second).count == first.count)
        #expect(first[9] != first[10])   // Text[1] and Text[2]
    }

    @Test(arguments: [
        (0, 13, true), (1, 5, true), (3, 4, true), (4, 5, true),
        (4, 4, false),   // a node is not its own ancestor
        (5, 4, false),   // nor its child's
        (4, 7, false),   // a sibling is not an ancestor
        (4, 8, false),   // nor its namesake's child ("Button#decrement" is no prefix of "…#increment/Icon")
        (9, 10, false),  // "Text[1]" and "Text[2]"
        (11, 13, true),
    ])
    func ancestryIsByComponentsNotByText(ancestor: Int, descendant: Int, expected: Bool) {
        let paths = Self.contexts().map(\.path)
        #expect(paths[ancestor].isAncestor(of: paths[descendant]) == expected)
    }

    @Test func aTagThatLooksLikeAPathIsOneComponent() {
        // Printed, both paths read "VStack/Text#a/Text"; typed, one is a tagged text and the other a
        // text inside one, and neither is the other's ancestor.
        let slashTag = LaidOutNode(kind: .vStack, frame: Self.frame(0), children: [LaidOutNode(kind: .text, frame: Self.frame(0), tags: ["a/Text"])])
        let nested = LaidOutNode(kind: .vStack, frame: Self.frame(0), children: [
            LaidOutNode(kind: .text, frame: Self.frame(0), children: [LaidOutNode(kind: .text, frame: Self.frame(0))], tags: ["a"]),
        ])
        var tagged: [LaidOutNode.Path] = []
        slashTag.walk { _, context in tagged.append(context.path) }
        var stacked: [LaidOutNode.Path] = []
        nested.walk { _, context in stacked.append(context.path) }
        #expect(tagged[1].description == stacked[2].description)
        #expect(tagged[1] != stacked[2])
        #expect(!stacked[1].isAncestor(of: tagged[1]))
        #expect(stacked[1].isAncestor(of: stacked[2]))
    }

    @Test func findsANodeByItsPathTypedOrPrinted() throws {
        let tree = Self.tree()
        for context in Self.contexts() {
            let typed = try #require(tree.descendant(at: context.path))
            let printed = try #require(tree.descendant(atPath: context.path.description))
            #expect(typed.frame == printed.frame)
            #expect(typed.kind == context.path.last.kind)
        }
        #expect(tree.descendant(atPath: "VStack/Text") == nil)
        #expect(tree.descendant(atPath: "") == nil)
        // A path of another tree leads nowhere here.
        var other: [LaidOutNode.Path] = []
        LaidOutNode(kind: .hStack, frame: Self.frame(0)).walk { _, context in other.append(context.path) }
        #expect(tree.descendant(at: other[0]) == nil)
    }

    // MARK: - Inherited state

    @Test func opacityMultipliesDownTheTree() {
        let opacities = Self.contexts().map(\.opacity)
        #expect(opacities == [1, 1, 1, 1, 1, 1, 0.5, 1, 1, 1, 1, 0.25, 0.25, 0.25])
    }

    @Test func hiddenAndDisabledAreInherited() {
        let contexts = Self.contexts()
        #expect(contexts.indices.filter { contexts[$0].isAccessibilityHidden } == [10])
        #expect(contexts.indices.filter { contexts[$0].isDisabled } == [7, 8])
    }

    @Test func aHiddenSubtreeIsHiddenAllTheWayDownAndOnlyThere() {
        let tree = LaidOutNode(kind: .vStack, frame: Self.frame(0), children: [
            LaidOutNode(kind: .hStack, frame: Self.frame(1), children: [
                LaidOutNode(kind: .zStack, frame: Self.frame(2), children: [LaidOutNode(kind: .icon, frame: Self.frame(3))]),
                Self.button("add", enabled: false, x: 4, child: LaidOutNode(kind: .text, frame: Self.frame(5), opacity: 0)),
            ], accessibility: Self.info(hidden: true)),
            LaidOutNode(kind: .icon, frame: Self.frame(6), opacity: 0.5),
        ], opacity: 0.5)
        var contexts: [LaidOutNode.WalkContext] = []
        tree.walk { _, context in contexts.append(context) }
        #expect(contexts.map(\.path.description) == [
            "VStack", "VStack/HStack", "VStack/HStack/ZStack", "VStack/HStack/ZStack/Icon",
            "VStack/HStack/Button#add", "VStack/HStack/Button#add/Text", "VStack/Icon",
        ])
        #expect(contexts.map(\.isAccessibilityHidden) == [false, true, true, true, true, true, false])
        #expect(contexts.map(\.isDisabled) == [false, false, false, false, true, true, false])
        // The root's own opacity counts; a transparent node makes its subtree transparent.
        #expect(contexts.map(\.opacity) == [0.5, 0.5, 0.5, 0.5, 0.5, 0, 0.25])
    }

    @Test func eachNodeKnowsItsParentsFrame() {
        let contexts = Self.contexts()
        #expect(contexts[0].parentFrame == nil)
        #expect(contexts[5].parentFrame == Self.frame(2))
        #expect(contexts[13].parentFrame == Self.frame(9))
    }

    @Test func theCombinedElementIsTheNearestElementAbove() {
        let elements = Self.contexts().map { $0.accessibilityElement?.description }
        #expect(elements == [
            nil, nil, nil,
            nil,   // "row" contains separate elements: it is none itself
            "VStack/Background/HStack#row/Button#decrement", "VStack/Background/HStack#row/Button#decrement",
            nil,
            "VStack/Background/HStack#row/Button#increment", "VStack/Background/HStack#row/Button#increment",
            nil, nil, nil,
            "VStack/Opacity/ZStack", "VStack/Opacity/ZStack",   // labelled: its text is part of it
        ])
    }
}
