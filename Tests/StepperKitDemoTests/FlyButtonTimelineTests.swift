import Foundation
import Testing
import TestSupport
import StepperKit
@testable import StepperKitDemo

/// The fly button scene along its timeline (reference document 001): Add to Cart at 0 s, the copy on its
/// ease-in arc to the cart for 0.65 s, the count up as it lands, the cart and badge bumping until 1.09 s.
struct FlyButtonTimelineTests {
    static func moment(_ milliseconds: Int, reduceMotion: Bool = false) throws -> LayoutResult {
        var environment = try environment()
        environment.reduceMotion = reduceMotion
        return try DemoScene.flyButton.layout(at: .milliseconds(milliseconds), in: environment, engine: try Demo.engine())
    }

    static func badgeCount(_ result: LayoutResult) -> String? {
        result.root.first(tagged: "cartBadge")?.accessibility?.value
    }

    @Test func theTimelineLastsTheFlightAndTheBump() {
        #expect(DemoScene.flyButton.timelineDuration == .milliseconds(1090))
        #expect(DemoScene.labeledStepper.timelineDuration == nil)
    }

    /// The copy starts on the product image's centre, follows the arc (ease-in progress, offset and scale
    /// from `Flight`), and is gone once it lands, when the count goes from 3 to 4.
    @Test(arguments: [0, 150, 300, 500, 649])
    func theCopyFollowsItsArcUntilItLands(milliseconds: Int) throws {
        let still = try Self.moment(0)
        let image = try #require(still.root.first(tagged: "productImage")).frame
        let cart = try #require(still.root.first(tagged: "cartBadge")).frame
        let result = try Self.moment(milliseconds)
        let copy = try #require(result.root.first(tagged: "flight"))
        let progress = Flight.progress(afterElapsed: .milliseconds(milliseconds))
        #expect(abs(progress - Animation.easeIn(duration: 0.65).progress(at: .milliseconds(milliseconds))) < 1e-9)
        let offset = Flight.offset(atProgress: progress, destination: Vector(from: image.mid, to: cart.mid))
        #expect(abs(copy.frame.midX - (image.midX + offset.dx)) < 0.01)
        #expect(abs(copy.frame.midY - (image.midY + offset.dy)) < 0.01)
        #expect(abs(copy.frame.width - Flight.size.width * Flight.scale(atProgress: progress)) < 0.01)
        #expect(Self.badgeCount(result) == "3 items")
    }

    @Test func atLandingTheCountGoesUpAndTheCartBumps() throws {
        let landed = try Self.moment(650)
        #expect(landed.root.first(tagged: "flight") == nil)
        #expect(Self.badgeCount(landed) == "4 items")
        // The bump: the cart's icon drawn 1.3× at its peak, 0.14 s after landing, back to 1 at 1.09 s.
        func cartIcon(_ milliseconds: Int) throws -> Rect {
            let cart = try #require(try Self.moment(milliseconds).root.first(tagged: "cartBadge"))
            return try #require(cart.allNodes.first { if case .icon = $0.content { true } else { false } }).frame
        }
        let rest = try cartIcon(1090)
        let peak = try cartIcon(790)
        #expect(abs(peak.width - 1.3 * rest.width) < 0.01)
        #expect(abs(peak.midX - rest.midX) < 0.01)
        #expect(abs(try cartIcon(650).width - rest.width) < 0.01)
    }

    /// With Reduce Motion nothing flies: the item is in the cart at once.
    @Test func withReduceMotionTheItemIsInTheCartAtOnce() throws {
        let now = try Self.moment(0, reduceMotion: true)
        #expect(now.root.first(tagged: "flight") == nil)
        #expect(Self.badgeCount(now) == "4 items")
        #expect(try Self.moment(300, reduceMotion: true).root.dump() == now.root.dump())
    }

    /// The animated SVG plays in Chromium: paused at a time, exactly one frame shows, the one the
    /// timeline says; the copy is drawn in flight and not after it landed.
    @Test(.enabled(if: HeadlessChromium.path != nil, "needs Debian's chromium package (make test installs it)"))
    func theAnimationPlaysInChromium() throws {
        let engine = try Demo.engine()
        let environment = try environment()
        let times = (0...32).map { Duration.microseconds(Int64($0) * 1_000_000 / 30) } + [.milliseconds(1090)]
        let frames = try times.map { SVGRenderer.Frame(time: $0, root: try DemoScene.flyButton.layout(at: $0, in: environment, engine: engine).root) }
        let svg = SVGRenderer(scale: 1, background: .white).renderAnimation(frames)
        // A renderer without SMIL sees the first frame only.
        #expect(svg.components(separatedBy: "visibility=\"visible\"").count == 2)
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let directory = URL(filePath: temporary.path)
        let page = directory.appending(path: "animation.html")
        let body = String(svg[svg.range(of: "<svg")!.lowerBound...])
        try Data(("<!doctype html><html><body>" + body + Self.probe).utf8).write(to: page)
        let dom = try HeadlessChromium.run(["--dump-dom", page.absoluteString], in: directory).output
        let seen = try #require(dom.range(of: #"data-seen="[^"]*""#, options: String.CompareOptions.regularExpression).map { String(dom[$0]) })
        #expect(seen == #"data-seen="0=0s 0.3=0.3s 0.5=0.5s 0.8=0.8s 5=1.09s""#)
        // The frame at 0.3 s draws the copy's circle; the one at 0.8 s, after landing, does not.
        func frame(_ time: String) -> Substring {
            let start = svg.range(of: "data-time=\"\(time)\"")!.upperBound
            let end = svg.range(of: "class=\"frame\"", range: start..<svg.endIndex)?.lowerBound ?? svg.endIndex
            return svg[start..<end]
        }
        #expect(frame("0.3s").contains("<circle"))
        #expect(!frame("0.8s").contains("<circle"))
    }

    /// Pauses the document's animations, sets each time, waits for the animation to apply, and records
    /// which frames are visible.
    static let probe = """
        <script>
        var root = document.querySelector('svg'); root.pauseAnimations();
        var times = [0, 0.3, 0.5, 0.8, 5], seen = [];
        function step(i) {
          if (i >= times.length) { document.body.setAttribute('data-seen', seen.join(' ')); return; }
          root.setCurrentTime(times[i]);
          setTimeout(function () { setTimeout(function () {
            var shown = [...document.querySelectorAll('g.frame')].filter(function (g) { return getComputedStyle(g).visibility === 'visible'; });
            seen.push(times[i] + '=' + shown.map(function (g) { return g.getAttribute('data-time'); }).join('+'));
            step(i + 1);
          }, 20); }, 20);
        }
        step(0);
        </script></body></html>
        """
}
