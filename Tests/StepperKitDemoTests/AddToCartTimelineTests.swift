import Testing
import StepperKit
@testable import StepperKitDemo
@testable import StepperKitUI

/// The add-to-cart scene along its timeline (reference document 000): Add at 0 s morphing into the stepper
/// on a bouncy 0.35 s spring, "+" at 0.6 s rolling the count from 1 to 2 and replacing the trash with minus.
struct AddToCartTimelineTests {
    static func moment(_ milliseconds: Int, reduceMotion: Bool = false) throws -> LayoutResult {
        var environment = try environment()
        environment.reduceMotion = reduceMotion
        return try DemoScene.addToCart.layout(at: .milliseconds(milliseconds), in: environment, engine: try Demo.engine())
    }

    static func still(quantity: Int) throws -> LayoutResult {
        try layout(DemoScene.addToCart.node(DemoState(quantity: quantity)), in: try environment(), proposal: DemoScene.screenProposal)
    }

    /// The opacities of the texts drawn with a content, in tree order.
    static func opacities(of text: String, in result: LayoutResult) -> [Double] {
        var visitor = OpacityCollector(text: text)
        result.root.walk(with: &visitor)
        return visitor.found
    }

    @Test func theTimelineLastsUntilTheSecondSpringRests() {
        let settle = Transition.stepperAnimation.settlingDuration
        #expect(settle == .microseconds(576_493))
        #expect(DemoScene.addToCart.timelineDuration == .microseconds(1_176_493))
    }

    /// At 0 s Add is drawn whole and the stepper not at all; the spring then carries the stepper in and
    /// Add out (0.2597 of the way at 50 ms); after it rests the screen is the still one at 1.
    @Test func addMorphsIntoTheStepper() throws {
        let start = try Self.moment(0)
        #expect(Self.opacities(of: "Add", in: start) == [1])
        #expect(Self.opacities(of: "1", in: start) == [0])
        let early = try Self.moment(50)
        let progress = Transition.stepperAnimation.progress(at: .milliseconds(50))
        #expect(abs(progress - 0.2597) < 0.0001)
        #expect(Self.opacities(of: "Add", in: early).map { ($0 * 1000).rounded() } == [(1000 * (1 - progress)).rounded()])
        #expect(try Self.moment(580).root.dump() == (try Self.still(quantity: 1)).root.dump())
    }

    /// The capsules drawn in the add-to-cart stepper, with the opacity each is drawn at.
    static func capsules(in result: LayoutResult) throws -> [(frame: Rect, opacity: Double)] {
        var visitor = CapsuleCollector()
        try #require(result.root.first(tagged: "addToCartStepper")).walk(with: &visitor)
        return visitor.found
    }

    /// The capsule is one background around content that changes (document 000), so the morph draws
    /// one capsule whose width moves from Add's to the stepper's on the spring, past it while the
    /// spring overshoots, centred where both are. Before, the two states' capsules were drawn one
    /// over the other, each half transparent.
    @Test(arguments: [20, 50, 120, 200, 300])
    func theMorphResizesOneCapsule(milliseconds: Int) throws {
        let add = try #require(try Self.capsules(in: try Self.still(quantity: 0)).first?.frame)
        let stepper = try #require(try Self.capsules(in: try Self.still(quantity: 1)).first?.frame)
        let progress = Transition.stepperAnimation.progress(at: .milliseconds(milliseconds))
        let capsules = try Self.capsules(in: try Self.moment(milliseconds))
        #expect(capsules.count == 1)
        let capsule = try #require(capsules.first)
        #expect(capsule.opacity == 1)
        #expect(abs(capsule.frame.width - (add.width + (stepper.width - add.width) * progress)) < 1e-9)
        #expect(abs(capsule.frame.midX - stepper.midX) < 1e-9)
        #expect(abs(capsule.frame.height - stepper.height) < 1e-9)
    }

    /// The bouncy spring carries the capsule past the stepper's width before it rests on it.
    @Test func theCapsuleOvershootsOnTheBouncySpring() throws {
        let add = try #require(try Self.capsules(in: try Self.still(quantity: 0)).first?.frame)
        let stepper = try #require(try Self.capsules(in: try Self.still(quantity: 1)).first?.frame)
        let moments = Array(stride(from: 20, through: 580, by: 20))
        let widths = try moments.map { try #require(try Self.capsules(in: try Self.moment($0)).first).frame.width }
        let peak = moments.map { Transition.stepperAnimation.progress(at: .milliseconds($0)) }.max()!
        #expect(peak > 1.03)
        #expect(abs(widths.max()! - (add.width + (stepper.width - add.width) * peak)) < 1e-9)
        #expect(widths.max()! > stepper.width + 0.5)
        #expect(abs(widths.last! - stepper.width) < 1e-9)
    }

    /// What only one state has fades: Add out, hidden from assistive technology, the stepper's parts in.
    @Test func theMorphHidesTheOutgoingAddButton() throws {
        let transcript = AccessibilityTranscript(try Self.moment(120)).text(in: .english)
        #expect(!transcript.contains("Add"))
        #expect(transcript.contains("Increase quantity"))
    }

    /// At 0.65 s "1" rolls up and out as "2" comes in from below, and trash and minus cross-fade; at rest it is the still 2.
    @Test func plusRollsTheCountAndReplacesTheTrash() throws {
        let rolling = try Self.moment(650)
        let progress = Transition.stepperAnimation.progress(at: .milliseconds(50))
        func text(_ content: String) -> LaidOutNode? {
            rolling.root.allNodes.first { if case .text(let text) = $0.content { text.fullText == content } else { false } }
        }
        let old = try #require(text("1"))
        let new = try #require(text("2"))
        #expect(old.frame.minY < new.frame.minY)
        #expect(Self.opacities(of: "1", in: rolling).map { ($0 * 1000).rounded() } == [(1000 * (1 - progress)).rounded()])
        let icons = rolling.root.allNodes.compactMap { node -> String? in if case .icon(let icon) = node.content { icon.name.rawValue } else { nil } }
        #expect(icons.contains("trash") && icons.contains("minus"))
        #expect(try Self.moment(1177).root.dump() == (try Self.still(quantity: 2)).root.dump())
    }

    /// The symbol replace is Down-Up, SwiftUI's default: the trash scales down as it fades, minus scales
    /// up from half its size, both about the button's centre (before: a cross-fade at full size).
    @Test func theTrashScalesDownAsMinusScalesUp() throws {
        let still = try Self.still(quantity: 2)
        func icon(_ name: String, in result: LayoutResult) -> LaidOutNode? {
            result.root.allNodes.first { if case .icon(let icon) = $0.content { icon.name.rawValue == name } else { false } }
        }
        let full = try #require(icon("minus", in: still)).frame
        let progress = Transition.stepperAnimation.progress(at: .milliseconds(50))
        let rolling = try Self.moment(650)
        let trash = try #require(icon("trash", in: rolling)).frame
        let minus = try #require(icon("minus", in: rolling)).frame
        #expect(abs(minus.width - full.width * (0.5 + 0.5 * progress)) < 1e-9)
        #expect(abs(minus.midX - full.midX) < 1e-9 && abs(minus.midY - full.midY) < 1e-9)
        #expect(trash.width < full.width && abs(trash.midX - full.midX) < 1e-9)
    }

    /// The subtotal's text changes inside the animation, so it cross-fades on the same spring, as SwiftUI
    /// cross-fades a text whose content changes: €3.50 out and €7.00 in at 0.65 s (before: €7.00 at once).
    @Test func theSubtotalCrossFadesWhenPlusChangesIt() throws {
        let rolling = try Self.moment(650)
        let progress = Transition.stepperAnimation.progress(at: .milliseconds(50))
        #expect(Self.opacities(of: "Subtotal €3.50", in: rolling).map { ($0 * 1000).rounded() } == [(1000 * (1 - progress)).rounded()])
        #expect(Self.opacities(of: "Subtotal €7.00", in: rolling).map { ($0 * 1000).rounded() } == [(1000 * progress).rounded()])
        // Assistive technology reads the new amount only.
        #expect(AccessibilityTranscript(rolling).text(in: .english).contains("Subtotal €7.00"))
        #expect(!AccessibilityTranscript(rolling).text(in: .english).contains("Subtotal €3.50"))
        // Before "+", one subtotal at full opacity.
        #expect(Self.opacities(of: "Subtotal €3.50", in: try Self.moment(590)) == [1])
    }

    /// With Reduce Motion every moment is the end state: the still stepper at 2.
    @Test(arguments: [0, 200, 600, 800, 1177])
    func withReduceMotionEveryMomentIsTheEnd(milliseconds: Int) throws {
        #expect(try Self.moment(milliseconds, reduceMotion: true).root.dump() == (try Self.still(quantity: 2)).root.dump())
    }
}

/// The opacity each text with some content is drawn at (its own and its ancestors' together).
private struct OpacityCollector: LaidOutNodeVisitor {
    let text: String
    var found: [Double] = []

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        if case .text(let laidOut) = node.content, laidOut.fullText == text { found.append(context.opacity) }
        return .visitChildren
    }

    mutating func leave(_ node: LaidOutNode, context: LaidOutNode.WalkContext) {}
}

/// The kit's timelines pass the motion rules: with Reduce Motion nothing moves, everything rests within
/// 5 s, nothing flashes, and the last frame is the models' end state — in English, Spanish at AX5 on a
/// 320 pt phone, and right to left.
struct DemoMotionAuditTests {
    @Test(arguments: [DemoScene.addToCart, .flyButton], [
        ("en_US", DynamicTypeSize.large, 390.0, false), ("en_US", .large, 390, true),
        ("es_ES", .accessibility5, 320, false), ("ar-XB", .xxxLarge, 375, true),
    ])
    func theKitsTimelinesPassTheMotionRules(scene: DemoScene, cell: (locale: String, size: DynamicTypeSize, width: Double, reduceMotion: Bool)) throws {
        var environment = try environment(cell.locale, size: cell.size)
        environment.reduceMotion = cell.reduceMotion
        let timeline = try #require(scene.auditTimeline(from: DemoState(quantity: 0)))
        let findings = try AccessibilityAudit().motionFindings(
            of: timeline, in: environment, proposal: ProposedSize(width: cell.width, height: nil), engine: try Demo.engine()
        )
        #expect(findings.map(\.description) == [])
    }

    /// Only the add-to-cart scene's empty cart starts its gesture; the fly button flies from every count.
    @Test func whichStatesCarryATimeline() {
        #expect(DemoScene.addToCart.auditTimeline(from: DemoState(quantity: 0))?.duration == .microseconds(1_176_493))
        #expect(DemoScene.addToCart.auditTimeline(from: DemoState(quantity: 2)) == nil)
        #expect(DemoScene.flyButton.auditTimeline(from: DemoState(cartCount: 99))?.duration == .milliseconds(1090))
        #expect(DemoScene.labeledStepper.auditTimeline(from: DemoState()) == nil)
    }
}

/// Every capsule drawn in a subtree, with the opacity it is drawn at.
private struct CapsuleCollector: LaidOutNodeVisitor {
    var found: [(frame: Rect, opacity: Double)] = []

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        if case .shape(let shape) = node.content, shape.kind == .capsule, context.opacity > 0 { found.append((node.frame, context.opacity)) }
        return .visitChildren
    }
}

/// The flash rule's luminance grid, each shape painting only the points its frame may hold, equals
/// every point testing every shape, on every sampled frame of the kit's timelines (the fly button's
/// cup is a gradient), left to right and right to left, on the smallest and largest phones.
struct FlashGridTests {
    @Test(arguments: [DemoScene.addToCart, .flyButton], [("en_US", 320.0), ("ar-XB", 430)])
    func eachShapePaintsWhatEveryPointFindsUnderIt(scene: DemoScene, cell: (locale: String, width: Double)) throws {
        let environment = try environment(cell.locale, size: .accessibility2)
        let timeline = try #require(scene.auditTimeline(from: DemoState(quantity: 0)))
        let engine = try Demo.engine()
        var compared = 0
        for time in timeline.sampledTimes {
            let result = try timeline.layout(at: time, in: environment, proposal: ProposedSize(width: cell.width, height: nil), engine: engine)
            let screen = result.root.frame
            let grid = MotionCheck.Grid(
                origin: Point(x: screen.minX, y: screen.minY),
                columns: Int((screen.width / MotionCheck.gridSpacing).rounded(.up)), rows: Int((screen.height / MotionCheck.gridSpacing).rounded(.up))
            )
            let background = AccessibilityAudit().screenBackground
            #expect(MotionCheck.luminances(on: grid, of: MotionCheck.shapes(in: result), background: background) == Self.luminances(at: grid.points, in: result, background: background))
            compared += grid.points.count
        }
        #expect(compared > 10_000)
    }

    /// Each point testing every painted shape with a fill, in paint order.
    static func luminances(at points: [Point], in result: LayoutResult, background: Color) -> [Double] {
        var shapes: [(Rect, ResolvedFill, Double)] = []
        result.root.walk { node, context in
            if context.opacity > 0, case .shape(let shape) = node.content, let fill = shape.fill { shapes.append((node.frame, fill, context.opacity)) }
        }
        return points.map { point in
            var color = background.composited(over: .white)
            for (frame, fill, opacity) in shapes where point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY {
                guard let painted = fill.colors(in: Rect(x: point.x, y: point.y, width: 0, height: 0), paintedOver: frame).first else { continue }
                color = painted.opacity(opacity).composited(over: color)
            }
            return color.relativeLuminance
        }
    }
}
