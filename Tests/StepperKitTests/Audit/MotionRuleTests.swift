import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// The motion rules, each catching a planted defect: a square that moves under Reduce Motion, one that
/// flashes, one that never stops, a counter that ends on the wrong number.
struct MotionRuleTests {
    /// Seconds since the start of a timeline.
    static func seconds(_ time: Duration) -> Double {
        Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
    }

    /// A timeline of a 44×44 pt square (on a 100×100 pt screen) drawn by a closure of the time and environment.
    static func timeline(
        _ duration: Duration, end: @escaping @Sendable () -> AnyView = { AnyView(Self.screen(x: 0, color: .black)) },
        _ draw: @escaping @Sendable (Double, EnvironmentValues) -> AnyView
    ) -> AuditTimeline {
        AuditTimeline(duration: duration, end: { _ in end() }) { time, environment, proposal, engine throws(LayoutError) in
            try engine.layout(draw(seconds(time), environment), in: environment, proposal: proposal)
        }
    }

    static func screen(x: Double, color: Color, side: Double = 44) -> some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(.color(.white)).frame(width: 100, height: 100)
            Rectangle().fill(.color(color)).frame(width: side, height: side).offset(x: x)
        }
    }

    /// Slides 50 pt over 1 s, whatever Reduce Motion says.
    static let mover = timeline(.seconds(1), end: { AnyView(screen(x: 50, color: .black)) }) { t, _ in AnyView(screen(x: 50 * min(t, 1), color: .black)) }
    /// Slides 50 pt over 1 s; with Reduce Motion it is at the end at once.
    static let politeMover = timeline(.seconds(1), end: { AnyView(screen(x: 50, color: .black)) }) { t, environment in
        AnyView(screen(x: environment.reduceMotion ? 50 : 50 * min(t, 1), color: .black))
    }
    /// A 100×100 pt square black and white in turn every 0.1 s for 2 s: 5 flashes a second. The grid's points 11 pt
    /// apart find 9×9 of them inside it: 99×99 pt.
    static let flasher = timeline(.seconds(2), end: { AnyView(screen(x: 0, color: .black, side: 100)) }) { t, _ in
        AnyView(screen(x: 0, color: Int((min(t, 2) * 10).rounded(.down)) % 2 == 0 ? .black : .white, side: 100))
    }
    /// The same square changing once every 0.5 s: 1 flash a second.
    static let blinker = timeline(.seconds(2), end: { AnyView(screen(x: 0, color: .black, side: 100)) }) { t, _ in
        AnyView(screen(x: 0, color: Int((min(t, 2) * 2).rounded(.down)) % 2 == 0 ? .black : .white, side: 100))
    }
    /// Says it lasts 1 s, then never stops sliding.
    static let neverStops = timeline(.seconds(1), end: { AnyView(screen(x: 10, color: .black)) }) { t, _ in AnyView(screen(x: (t * 10).truncatingRemainder(dividingBy: 56), color: .black)) }
    /// A 60 s timeline that keeps moving.
    static let longMover = timeline(.seconds(60)) { t, _ in AnyView(screen(x: (t * 10).truncatingRemainder(dividingBy: 56), color: .black)) }
    /// Counts to 2, its model says, but stops drawing at 1.
    static let wrongEnd = timeline(.milliseconds(500), end: { AnyView(Text(verbatim: "2")) }) { _, _ in AnyView(Text(verbatim: "1")) }

    static func findings(_ timeline: AuditTimeline, reduceMotion: Bool = false) throws -> [String] {
        let environment = EnvironmentValues().with { $0.reduceMotion = reduceMotion }
        return try AccessibilityAudit().motionFindings(of: timeline, in: environment, proposal: .unspecified, engine: LayoutEngine())
            .map(\.description)
    }

    /// The findings' descriptions, one string, so a failing expectation prints them.
    static func found(_ timeline: AuditTimeline, reduceMotion: Bool = false) throws -> String {
        try findings(timeline, reduceMotion: reduceMotion).joined(separator: "\n")
    }

    @Test func aSquareThatMovesUnderReduceMotionFails() throws {
        #expect(try Self.found(Self.mover, reduceMotion: true) == "error [motion-reduce] ZStack/Frame[2]: with Reduce Motion on, the screen changes between 0 s and 0.033 s (30 of 32 frame changes); "
                + "draw each change at its end at once (WCAG 2.3.3) (en_US, large)")
        #expect(try Self.found(Self.mover, reduceMotion: false) == "")
        #expect(try Self.found(Self.politeMover, reduceMotion: true) == "")
    }

    @Test func aSquareFlashingFiveTimesASecondFails() throws {
        #expect(try Self.found(Self.flasher) == "error [motion-flash] ZStack: 9801 pt² in 99×99 pt at (0, 0) flashes 5 times in a second, more than 3 (WCAG 2.3.1) (en_US, large)")
        #expect(try Self.found(Self.blinker) == "")
    }

    @Test func motionThatNeverStopsFails() throws {
        #expect(try Self.found(Self.neverStops) == "error [motion-duration] ZStack/Frame[2]: still changes at 5.5 s, after its 1 s timeline ended, longer than 5 s; "
                + "stop it within 5 s or give a way to pause it (WCAG 2.2.2) (en_US, large)")
        #expect(try Self.found(Self.longMover) == "error [motion-duration] ZStack/Frame[2]: still moves at 6 s of its 60 s timeline, longer than 5 s; "
                + "stop it within 5 s or give a way to pause it (WCAG 2.2.2) (en_US, large)")
    }

    @Test func anAnimationEndingInTheWrongStateFails() throws {
        #expect(try Self.found(Self.wrongEnd) == #"error [motion-end-state] Text: the motion ends at 0.5 s reading text "1" where the model's end state reads text "2" (en_US, large)"#)
    }

    /// The frames sampled: 1/30 s apart to the end, then 5 s and 5.5 s; a long timeline to 6 s.
    @Test func timelinesAreSampledAt30FramesASecond() {
        #expect(Self.mover.sampledTimes.count == 33)
        #expect(Self.mover.sampledTimes.suffix(3) == [.seconds(1), .seconds(5), .milliseconds(5500)])
        #expect(Self.longMover.sampledTimes.count == 181)
        #expect(Self.longMover.sampledTimes.last == .seconds(6))
    }

    /// A matrix samples motion in the cells it picks, apart from shared layouts, and counts the frames.
    @Test func theMatrixSamplesMotionInChosenCells() async throws {
        var matrix = AuditMatrix(
            scenes: [AuditScene("mover", timeline: Self.mover) { _ in Self.screen(x: 50, color: .black) }],
            locales: [try LocaleID("en_US")], dynamicTypeSizes: [.large, .xLarge],
            axes: [AuditAxis("motion", [.environment("animated", \.reduceMotion, false), .environment("reduced", \.reduceMotion, true)])]
        )
        let report = try await matrix.run(engine: LayoutEngine())
        // 4 cells, each sampling 33 moments and the end state.
        #expect(report.motionFrameCount == 4 * 34)
        #expect(report.results.map { $0.findings.map(\.rule.identifier) } == [[], [], ["motion-reduce"], ["motion-reduce"]])
        matrix.motionCellsPerState = 2
        let fewer = try await matrix.run(engine: LayoutEngine())
        // Cells 0 and 2 of 4: one animated, one reduced.
        #expect(fewer.motionFrameCount == 2 * 34)
        #expect(fewer.results.map { $0.findings.map(\.rule.identifier) } == [[], [], ["motion-reduce"], []])
        let serial = try matrix.cells.map { try matrix.audit($0, engine: LayoutEngine()) }
        #expect(serial == fewer.results)
    }
}
