import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// A moment of a change between two states, drawn as SwiftUI draws an implicit animation: what both
/// states have moves and resizes, what only one has fades.
struct MorphTests {
    /// A capsule around a word, as a button.
    private func pill(_ words: [String]) -> some View {
        HStack(spacing: 4) {
            ForEach(words, id: \.self) { Text(verbatim: $0) }
        }
        .padding(10)
        .background(Capsule().fill(.tint))
    }

    private func texts(_ result: LayoutResult) -> [(text: String, opacity: Double, hidden: Bool, frame: Rect)] {
        var found: [(String, Double, Bool, Rect)] = []
        result.root.walk { node, context in
            if case .text(let text) = node.content { found.append((text.fullText, context.opacity, context.isAccessibilityHidden, node.frame)) }
        }
        return found
    }

    private func capsules(_ result: LayoutResult) -> [Rect] {
        result.root.allNodes.compactMap { node -> Rect? in
            if case .shape(let shape) = node.content, shape.kind == .capsule { node.frame } else { nil }
        }
    }

    @Test func aBackgroundAroundChangingContentIsOneShapeThatResizes() throws {
        let environment = try environment()
        let old = try layout(pill(["Add"]), in: environment)
        let new = try layout(pill(["−", "1", "+"]), in: environment)
        let oldCapsule = try #require(capsules(old).first)
        let newCapsule = try #require(capsules(new).first)
        for progress in [0.0, 0.25, 0.5, 1.0, 1.08] {
            let moment = try layout(Morph(from: pill(["Add"]), to: pill(["−", "1", "+"]), progress: progress), in: environment)
            let drawn = capsules(moment)
            #expect(drawn.count == 1)
            let width = oldCapsule.width + (newCapsule.width - oldCapsule.width) * progress
            #expect(abs(try #require(drawn.first).width - width) < 1e-9)
            // The morph is as large as its capsule, both states centred in it.
            #expect(abs(moment.root.frame.width - width) < 1e-9)
        }
    }

    @Test func whatOnlyOneStateHasFadesAndTheOldIsNotRead() throws {
        let moment = try layout(Morph(from: pill(["Add"]), to: pill(["−", "1", "+"]), progress: 0.25), in: try environment())
        let shown = texts(moment)
        #expect(shown.map(\.text) == ["Add", "−", "1", "+"])
        #expect(shown.map(\.opacity) == [0.75, 0.25, 0.25, 0.25])
        #expect(shown.map(\.hidden) == [true, false, false, false])
        // A spring's overshoot moves geometry past the end, never opacity.
        let past = texts(try layout(Morph(from: pill(["Add"]), to: pill(["−", "1", "+"]), progress: 1.1), in: try environment()))
        #expect(past.map(\.opacity) == [0, 1, 1, 1])
    }

    @Test func aTextInBothStatesMovesRatherThanFading() throws {
        let environment = try environment()
        let end = try layout(pill(["1", "+"]), in: environment)
        let moment = try layout(Morph(from: pill(["1", "−"]), to: pill(["1", "+"]), progress: 0.5), in: environment)
        let one = try #require(texts(moment).first { $0.text == "1" })
        #expect(texts(moment).filter { $0.text == "1" }.count == 1)
        #expect(one.opacity == 1 && !one.hidden)
        #expect(abs(one.frame.minX - (try #require(texts(end).first).frame.minX)) < 1e-9)
    }

    @Test func statesOfDifferentKindsCrossFade() throws {
        let moment = try layout(Morph(from: Text(verbatim: "Add"), to: Capsule().frame(width: 80, height: 20), progress: 0.5), in: try environment())
        #expect(moment.root.kind == .zStack)
        #expect(moment.root.children.map(\.opacity) == [0.5, 0.5])
        #expect(texts(moment).map(\.hidden) == [true])
    }

    @Test func aButtonInBothStatesMovesItsHitArea() throws {
        let environment = try environment()
        func row(_ leading: Double) -> some View {
            HStack(spacing: 0) {
                Color.clear.frame(width: leading, height: 1)
                Button(ActionID("increment")) { Text(verbatim: "+") }
            }
        }
        let moment = try layout(Morph(from: row(0), to: row(100), progress: 0.5), in: environment)
        let button = try #require(moment.root.allNodes.first { $0.button != nil })
        let start = try #require(try layout(row(0), in: environment).root.allNodes.first { $0.button != nil }?.button?.hitArea)
        let end = try #require(try layout(row(100), in: environment).root.allNodes.first { $0.button != nil }?.button?.hitArea)
        let hitArea = try #require(button.button?.hitArea)
        #expect(abs(hitArea.minX - (start.minX + end.minX) / 2) < 1e-9)
        #expect(abs(hitArea.width - end.width) < 1e-9)
    }
}
