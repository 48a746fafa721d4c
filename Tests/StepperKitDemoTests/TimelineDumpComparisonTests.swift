import Testing
import StepperKit
@testable import StepperKitDemo
@testable import StepperKitUI

/// The motion rules compare frames by the fields their dump lines print; over the demo's timelines
/// that finds the same changed frames and the same first differing lines as comparing the lines' text.
struct TimelineDumpComparisonTests {
    /// The first line at which two dumps' text differs, as the motion rules compared frames before.
    static func textDifference(_ a: [String], _ b: [String]) -> Int? {
        guard a != b else { return nil }
        return zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    @Test(arguments: [
        // The gesture from an empty cart, in a long language and a right-to-left one.
        (DemoScene.addToCart, DemoState(quantity: 0), "es_ES", false),
        (DemoScene.addToCart, DemoState(quantity: 0), "ar_EG", false),
        // With Reduce Motion on, what moves is drawn at its end at once.
        (DemoScene.addToCart, DemoState(quantity: 0), "en_US", true),
        (DemoScene.flyButton, DemoState(cartCount: 3), "es_ES", false),
        (DemoScene.flyButton, DemoState(cartCount: 3), "en_US", true),
    ])
    func framesDifferWhereTheirDumpsTextDoes(scene: DemoScene, state: DemoState, locale: String, reduceMotion: Bool) throws {
        let timeline = try #require(scene.auditTimeline(from: state))
        var environment = try environment(locale, size: .accessibility2)
        environment.reduceMotion = reduceMotion
        let engine = try Demo.engine()
        let proposal = ProposedSize(width: 320, height: nil)
        var roots = try timeline.sampledTimes.map { try timeline.layout(at: $0, in: environment, proposal: proposal, engine: engine).root }
        roots.append(try engine.layout(timeline.endState(in: environment), in: environment, proposal: proposal).root)
        let entries = roots.map(TreeDump.entries(of:))
        let lines = roots.map(\.dumpLines)
        #expect(entries.map { $0.map(\.line) } == lines)
        var changes = 0
        for index in roots.indices.dropFirst() {
            let difference = TreeDump.firstDifference(entries[index - 1], entries[index])
            #expect(difference == Self.textDifference(lines[index - 1], lines[index]), "frame \(index)")
            if difference != nil { changes += 1 }
        }
        // Without Reduce Motion the timeline moves: the comparison met frames that differ.
        if !reduceMotion { #expect(changes > 1) }
    }
}
