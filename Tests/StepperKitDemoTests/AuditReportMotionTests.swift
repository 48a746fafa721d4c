import Foundation
import Testing
import TestSupport
import StepperKit
import StepperKitCheck
@testable import StepperKitDemo

/// The HTML audit report plays a cell's timeline: an animated SVG of 15 frames a second, repeats merged,
/// ids prefixed per cell, and Chromium shows the frame the timeline says at each time.
struct AuditReportMotionTests {
    static func report() async throws -> HTMLReport {
        let matrix = AuditMatrix(
            scenes: [DemoScene.addToCart.auditScene(states: true)], locales: [try LocaleID("en_US")], dynamicTypeSizes: [.large],
            proposal: DemoScene.screenProposal
        )
        let engine = try Demo.engine()
        let report = try await matrix.run(engine: engine)
        #expect(report.summary.errors == 0)
        // One cell with a timeline ("quantity 0"): 36 moments and the end, then 5 s, 5.5 s and the end state.
        #expect(report.motionFrameCount == 40)
        return try HTMLReport.audit(report, of: matrix, engine: engine)
    }

    /// The frames' times in a cell's drawing, in order.
    static func frameTimes(_ svg: String) -> [Double] {
        svg.components(separatedBy: #"class="frame" data-time=""#).dropFirst().compactMap { Double($0.prefix { $0 != "s" }) }
    }

    @Test func onlyTheCellWithATimelineIsAnimated() async throws {
        let html = try await Self.report()
        #expect(html.cells.map { $0.animationDuration } == [.microseconds(1_176_493), nil, nil, nil])
        let animated = try #require(html.cells[0].svg)
        let times = Self.frameTimes(animated)
        // 18 moments 1/15 s apart and the end, less any frame drawn as the one before (the morph's
        // capsule keeps resizing on the spring's tail, so few or none are).
        #expect(times.first == 0 && times.last == 1.176)
        #expect(times.count <= 19 && times.count > 4)
        #expect(animated.contains(#"id="cell-0-gradient-1""#) && !animated.contains(#"id="gradient-1""#))
        #expect(html.cells[1].svg?.contains(#"id="cell-1-gradient-1""#) == true)
        #expect(html.html().components(separatedBy: #"class="replay""#).count == 2)
    }

    /// Paused at 0.1 s the page shows the frame of 0.067 s or later before 0.1 s; at 0.7 s one of the roll; at 5 s the end.
    @Test(.enabled(if: HeadlessChromium.path != nil, "needs Debian's chromium package (make test installs it)"))
    func theReportPlaysTheTimelineInChromium() async throws {
        let html = try await Self.report()
        let times = Self.frameTimes(try #require(html.cells[0].svg))
        func shown(at time: Double) -> String {
            let frame = times.last { $0 <= time } ?? 0
            let label = time == time.rounded() ? "\(Int(time))" : "\(time)"
            return "\(label)=" + (frame == frame.rounded() ? "\(Int(frame))s" : "\(frame)s")
        }
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let directory = URL(filePath: temporary.path)
        let page = html.html().replacingOccurrences(of: "</body></html>", with: Self.probe + "</body></html>")
        let file = directory.appending(path: "index.html")
        try Data(page.utf8).write(to: file)
        let dom = try HeadlessChromium.run(["--dump-dom", file.absoluteString], in: directory).output
        let seen = try #require(dom.range(of: #"data-seen="[^"]*""#, options: .regularExpression).map { String(dom[$0]) })
        #expect(seen == "data-seen=\"\([0.1, 0.7, 5].map(shown).joined(separator: " "))\"")
        // The two moments show different frames: the stepper at 1 while Add fades, then "2" rolling in.
        #expect(shown(at: 0.1) != shown(at: 0.7))
    }

    /// Pauses the first cell's drawing (its inner SVG, which holds the animation's clock in Chromium), sets each time, and records which of its frames are visible.
    static let probe = """
        <script>
        var root = document.querySelector('#cell-0 svg.drawing svg'); root.pauseAnimations();
        var times = [0.1, 0.7, 5], seen = [];
        function step(i) {
          if (i >= times.length) { document.body.setAttribute('data-seen', seen.join(' ')); return; }
          root.setCurrentTime(times[i]);
          setTimeout(function () { setTimeout(function () {
            var shown = [...root.querySelectorAll('g.frame')].filter(function (g) { return getComputedStyle(g).visibility === 'visible'; });
            seen.push(times[i] + '=' + shown.map(function (g) { return g.getAttribute('data-time'); }).join('+'));
            step(i + 1);
          }, 20); }, 20);
        }
        step(0);
        </script>
        """
}
