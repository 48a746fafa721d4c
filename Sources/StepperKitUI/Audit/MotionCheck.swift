/// The motion rules over a timeline's frames: nothing moves with Reduce Motion on (WCAG 2.3.3), nothing moves
/// longer than 5 s (2.2.2), nothing flashes more than three times a second (2.3.1), and the motion ends in
/// the state the model says.
///
/// Frames are compared by their tree dump (every node's frame, opacity, fill and content), so two frames
/// differ exactly when something is drawn differently; the dump's lines are compared by the fields they
/// print and written out only where those differ (``TreeDump/firstDifference(_:_:)``). Flashes are computed from the frames: the colour
/// of the shapes composited at points 11 pt apart, their relative luminance followed over time.
struct MotionCheck {
    /// One sampled moment: its time, the laid-out screen and what its dump lines are written from.
    struct Frame {
        let time: Duration
        let result: LayoutResult
        let entries: [TreeDump.Entry]

        init(time: Duration, result: LayoutResult) {
            self.time = time
            self.result = result
            entries = TreeDump.entries(of: result.root)
        }
    }

    /// The grid flashes are sampled on, in points: 11, so 16 points cover a 44×44 pt region.
    static let gridSpacing = 11.0
    /// The smallest area that may not flash: 44×44 pt.
    static let flashArea = 44.0 * 44.0
    /// A change of relative luminance that counts toward a flash (WCAG 2.3.1's 10%).
    static let flashLuminanceChange = 0.1
    /// WCAG's darker-state bound: a change counts only when the darker state is below 0.8.
    static let flashDarkerBound = 0.8
    /// The most flashes allowed in any second: 3.
    static let flashesPerSecond = 3

    let audit: AccessibilityAudit

    /// The findings of a timeline laid out in an environment at a proposal, and how many frames were laid out.
    func findings(
        of timeline: AuditTimeline, in environment: EnvironmentValues, proposal: ProposedSize, engine: LayoutEngine
    ) throws(LayoutError) -> (findings: [AuditFinding], frames: Int) {
        var frames: [Frame] = []
        for time in timeline.sampledTimes {
            let result = try timeline.layout(at: time, in: environment, proposal: proposal, engine: engine)
            frames.append(Frame(time: time, result: result))
        }
        let end = try engine.layout(timeline.endState(in: environment), in: environment, proposal: proposal)
        var findings: [AuditFinding] = []
        // The frames of the timeline itself, without the look past its end.
        let last = frames.lastIndex { $0.time <= min(timeline.duration, AuditTimeline.longestMotion + AuditTimeline.lookPast) } ?? 0
        let checksReduce = audit.rules.contains(.motionReduce) && environment.reduceMotion
        if checksReduce || audit.rules.contains(.motionDuration) {
            // Each frame against the one before, once for both rules: the first line they differ at.
            let changes = Changes(frames.indices.dropFirst().map { TreeDump.firstDifference(frames[$0 - 1].entries, frames[$0].entries) })
            if checksReduce {
                findings += reduceMotionFindings(frames, changes: changes, environment: environment)
            }
            if audit.rules.contains(.motionDuration) {
                findings += durationFindings(frames, changes: changes, timeline: timeline, environment: environment)
            }
        }
        if audit.rules.contains(.motionFlash) {
            findings += flashFindings(Array(frames[...last]), environment: environment)
        }
        if audit.rules.contains(.motionEndState), timeline.duration <= AuditTimeline.longestMotion + AuditTimeline.lookPast {
            findings += endStateFindings(frames[last], end: end, environment: environment)
        }
        return (findings, frames.count + 1)
    }

    // MARK: - Rules

    /// With Reduce Motion on, no two frames differ.
    private func reduceMotionFindings(_ frames: [Frame], changes: Changes, environment: EnvironmentValues) -> [AuditFinding] {
        let changed = changes.frames
        guard let first = changed.first else { return [] }
        return [finding(
            .motionReduce, at: Self.path(at: changes.line(at: first), in: frames[first]), environment,
            "with Reduce Motion on, the screen changes between \(Self.seconds(frames[first - 1].time)) and \(Self.seconds(frames[first].time)) "
                + "(\(changed.count) of \(frames.count - 1) frame changes); draw each change at its end at once (WCAG 2.3.3)"
        )]
    }

    /// Nothing changes after 5 s.
    private func durationFindings(_ frames: [Frame], changes: Changes, timeline: AuditTimeline, environment: EnvironmentValues) -> [AuditFinding] {
        guard let change = changes.frames.last, frames[change].time > AuditTimeline.longestMotion else { return [] }
        let what = timeline.duration < AuditTimeline.longestMotion
            ? "still changes at \(Self.seconds(frames[change].time)), after its \(Self.seconds(timeline.duration)) timeline ended"
            : "still moves at \(Self.seconds(frames[change].time)) of its \(Self.seconds(timeline.duration)) timeline"
        return [finding(
            .motionDuration, at: Self.path(at: changes.line(at: change), in: frames[change]), environment,
            "\(what), longer than 5 s; stop it within 5 s or give a way to pause it (WCAG 2.2.2)"
        )]
    }

    /// No region of 44×44 pt or more flashes more than three times in any second.
    private func flashFindings(_ frames: [Frame], environment: EnvironmentValues) -> [AuditFinding] {
        guard frames.count > 2, let screen = frames.first?.result.root.frame, !screen.isEmpty else { return [] }
        let columns = Int((screen.width / Self.gridSpacing).rounded(.up))
        let rows = Int((screen.height / Self.gridSpacing).rounded(.up))
        guard columns > 0, rows > 0, columns * rows <= 100_000 else { return [] }
        let grid = Grid(origin: Point(x: screen.minX, y: screen.minY), columns: columns, rows: rows)
        let points = grid.points
        // A frame that paints the shapes the one before did has its luminances: still stretches of a
        // timeline are painted once.
        var luminances: [[Double]] = []
        var previous: [PaintedShape]?
        for frame in frames {
            let shapes = Self.shapes(in: frame.result)
            if let last = luminances.last, shapes == previous {
                luminances.append(last)
            } else {
                luminances.append(Self.luminances(on: grid, of: shapes, background: audit.screenBackground))
            }
            previous = shapes
        }
        let times = frames.map(\.time)
        var flashing: [Point] = []
        var most = 0
        for index in points.indices {
            // A point whose luminance never changes has no transitions, so no flashes.
            let first = luminances[0][index]
            guard luminances.contains(where: { $0[index] != first }) else { continue }
            let flashes = Self.mostFlashesInASecond(luminances.map { $0[index] }, times: times)
            if flashes > Self.flashesPerSecond {
                flashing.append(points[index])
                most = max(most, flashes)
            }
        }
        // Each point stands for its 11×11 pt cell, cut at the screen's edges.
        let half = Self.gridSpacing / 2
        let cells = flashing.map { point in
            let minX = max(point.x - half, screen.minX), minY = max(point.y - half, screen.minY)
            return Rect(x: minX, y: minY, width: min(point.x + half, screen.maxX) - minX, height: min(point.y + half, screen.maxY) - minY)
        }
        let area = cells.reduce(0) { $0 + $1.width * $1.height }
        guard area >= Self.flashArea else { return [] }
        let minX = cells.map(\.minX).min() ?? 0, maxX = cells.map(\.maxX).max() ?? 0
        let minY = cells.map(\.minY).min() ?? 0, maxY = cells.map(\.maxY).max() ?? 0
        let region = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return [finding(
            .motionFlash, at: "\(frames[0].result.root.kindDescription)", environment,
            "\(AuditFormat.points(area)) pt² in \(AuditFormat.size(region.size)) pt at (\(AuditFormat.points(region.minX)), "
                + "\(AuditFormat.points(region.minY))) flashes \(most) times in a second, more than 3 (WCAG 2.3.1)"
        )]
    }

    /// The last frame draws, and reads to assistive technology, what the model's end state does.
    private func endStateFindings(_ last: Frame, end: LayoutResult, environment: EnvironmentValues) -> [AuditFinding] {
        let endFrame = Frame(time: last.time, result: end)
        guard let line = TreeDump.firstDifference(last.entries, endFrame.entries) else { return [] }
        let read = AccessibilityTranscript(last.result).text(in: .english)
        let expected = AccessibilityTranscript(end).text(in: .english)
        if read != expected {
            let (got, want) = Self.firstDifferentLine(read, expected)
            return [finding(
                .motionEndState, at: Self.path(at: line, in: endFrame), environment,
                "the motion ends at \(Self.seconds(last.time)) reading \(got.isEmpty ? "nothing" : got) where the model's end state reads \(want.isEmpty ? "nothing" : want)"
            )]
        }
        return [finding(
            .motionEndState, at: Self.path(at: line, in: endFrame), environment,
            "the motion ends at \(Self.seconds(last.time)) drawn otherwise than the model's end state"
        )]
    }

    // MARK: - Internal

    private func finding(_ rule: AuditRule, at path: String, _ environment: EnvironmentValues, _ detail: String) -> AuditFinding {
        AuditFinding(rule: rule, severity: .error, path: path, detail: detail, locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize)
    }

    /// Which frames differ from the one before, and the first dump line each differs at.
    struct Changes {
        /// The first differing line of each frame after the first against the one before; nil where equal.
        private let lines: [Int?]

        init(_ lines: [Int?]) {
            self.lines = lines
        }

        /// The indices of the frames that differ from the one before.
        var frames: [Int] { lines.indices.filter { lines[$0] != nil }.map { $0 + 1 } }

        /// The first line at which a changed frame differs from the one before.
        func line(at frame: Int) -> Int { lines[frame - 1] ?? 0 }
    }

    /// The path of the node at a line of a frame's dump (nodes in the dump's order, which is paint
    /// order): where two frames are first drawn differently; the root's kind past the dump's end.
    static func path(at line: Int, in frame: Frame) -> String {
        var paths = PathCollector(stop: line)
        frame.result.root.walk(with: &paths)
        return paths.path ?? frame.result.root.kindDescription
    }

    /// The first line where two transcripts differ, each side ("" past its end).
    static func firstDifferentLine(_ a: String, _ b: String) -> (String, String) {
        let left = a.split(separator: "\n").map(String.init), right = b.split(separator: "\n").map(String.init)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : "", r = index < right.count ? right[index] : ""
            if l != r { return (l.trimmingSpaces, r.trimmingSpaces) }
        }
        return ("", "")
    }

    /// "0.3 s": a time in seconds, to the millisecond.
    static func seconds(_ time: Duration) -> String {
        let parts = time.components
        return AuditFormat.points(Double(parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000) / 1000) + " s"
    }

    /// The points flashes are sampled at: the centres of 11 pt cells from an origin, row by row.
    struct Grid {
        let origin: Point
        let columns: Int
        let rows: Int

        /// The point of a column and row: its cell's centre.
        func point(column: Int, row: Int) -> Point {
            Point(x: origin.x + (Double(column) + 0.5) * MotionCheck.gridSpacing, y: origin.y + (Double(row) + 0.5) * MotionCheck.gridSpacing)
        }

        /// Every point, row by row.
        var points: [Point] {
            (0..<rows).flatMap { row in (0..<columns).map { column in point(column: column, row: row) } }
        }

        /// The columns (or rows, from `start` on that axis over `count` of them) whose points may lie in
        /// `low..<high`: one more each side than the arithmetic says, so rounding never drops a point.
        static func indices(from start: Double, count: Int, covering low: Double, _ high: Double) -> Range<Int> {
            let first = ((low - start) / MotionCheck.gridSpacing - 0.5).rounded(.up) - 1
            let last = ((high - start) / MotionCheck.gridSpacing - 0.5).rounded(.up) + 1
            guard first.isFinite, last.isFinite else { return 0..<count }
            let lower = Int(max(0, min(first, Double(count))))
            return lower..<max(lower, Int(max(0, min(last, Double(count)))))
        }
    }

    /// A shape with a fill as painted: its frame, its fill and the opacity it is drawn at.
    ///
    /// Equal shapes paint equal luminances: their values are equal but for 0 and -0, which paint alike
    /// (only a point inside a frame, of positive size, reads its gradient; a colour's luminance
    /// rounds its channels to 8 bits).
    struct PaintedShape: Equatable {
        let frame: Rect
        let fill: ResolvedFill
        let opacity: Double
    }

    /// The painted shapes with a fill, in paint order.
    static func shapes(in result: LayoutResult) -> [PaintedShape] {
        var shapes = ShapeCollector()
        result.root.walk(with: &shapes)
        return shapes.shapes
    }

    /// The relative luminance at each point of a grid: the screen background, then each shape's fill
    /// painted there, in order.
    ///
    /// Each shape paints only the points its frame may hold, a solid fill's colour found once, rather
    /// than every point testing every shape; a run of points of one colour finds its luminance once.
    static func luminances(on grid: Grid, of shapes: [PaintedShape], background: Color) -> [Double] {
        var colors = [Color](repeating: background.composited(over: .white), count: grid.columns * grid.rows)
        for shape in shapes {
            let (frame, fill, opacity) = (shape.frame, shape.fill, shape.opacity)
            let solid: Color?
            if case .solid(let color) = fill { solid = color.opacity(opacity) } else { solid = nil }
            for row in Grid.indices(from: grid.origin.y, count: grid.rows, covering: frame.minY, frame.maxY) {
                for column in Grid.indices(from: grid.origin.x, count: grid.columns, covering: frame.minX, frame.maxX) {
                    let point = grid.point(column: column, row: row)
                    guard frame.containsPoint(point) else { continue }
                    let index = row * grid.columns + column
                    if let solid {
                        colors[index] = solid.composited(over: colors[index])
                    } else if let painted = fill.color(at: point, paintedOver: frame) {
                        colors[index] = painted.opacity(opacity).composited(over: colors[index])
                    }
                }
            }
        }
        var luminances: [Double] = []
        luminances.reserveCapacity(colors.count)
        var last: (color: Color, luminance: Double)?
        for color in colors {
            // Equal colours (0 and -0 alike: channels round to the same byte) have equal luminances.
            if let last, last.color == color {
                luminances.append(last.luminance)
            } else {
                let luminance = color.relativeLuminance
                luminances.append(luminance)
                last = (color, luminance)
            }
        }
        return luminances
    }

    /// The most flashes (pairs of opposite changes of at least 0.1, the darker state under 0.8) in any one second.
    static func mostFlashesInASecond(_ luminance: [Double], times: [Duration]) -> Int {
        guard let first = luminance.first else { return 0 }
        var transitions: [Duration] = []
        var peak = first, trough = first
        var rising: Bool?
        for (value, time) in zip(luminance, times).dropFirst() {
            peak = max(peak, value)
            trough = min(trough, value)
            if rising != true, value - trough >= flashLuminanceChange, trough < flashDarkerBound {
                transitions.append(time)
                rising = true
                peak = value
            } else if rising != false, peak - value >= flashLuminanceChange, value < flashDarkerBound {
                transitions.append(time)
                rising = false
                trough = value
            }
        }
        var most = 0
        var start = 0
        for end in transitions.indices {
            while transitions[end] - transitions[start] >= .seconds(1) { start += 1 }
            most = max(most, (end - start + 1) / 2)
        }
        return most
    }
}

/// The painted shapes with a fill, in paint order, with the opacity they are drawn at.
private struct ShapeCollector: LaidOutNodeVisitor {
    var shapes: [MotionCheck.PaintedShape] = []

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        if context.opacity > 0, case .shape(let shape) = node.content, let fill = shape.fill {
            shapes.append(MotionCheck.PaintedShape(frame: node.frame, fill: fill, opacity: context.opacity))
        }
        return .visitChildren
    }
}

/// The path of the node at a position of the walk.
private struct PathCollector: LaidOutNodeVisitor {
    let stop: Int
    var seen = 0
    var path: String?

    mutating func enter(_ node: LaidOutNode, context: LaidOutNode.WalkContext) -> LaidOutNode.Descent {
        if seen == stop { path = context.path.description }
        seen += 1
        return path == nil ? .visitChildren : .skipChildren
    }
}

extension Rect {
    /// Whether a point lies inside (the minimum edges in, the maximum out).
    fileprivate func containsPoint(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

extension LaidOutNode {
    /// The root's path as findings print it: its kind.
    fileprivate var kindDescription: String { "\(kind)" }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " })
    }
}
