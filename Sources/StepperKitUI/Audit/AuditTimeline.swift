/// A scene's motion for the audit: how long it lasts, the screen at any moment, and the model's end state.
///
/// The audit's motion rules sample it at 30 frames a second from 0 to its end (see ``sampledTimes``) and
/// compare the last frame with the end state laid out still.
///
/// ```swift
/// let fade = AuditTimeline(duration: .milliseconds(300), end: { _ in Text(verbatim: "Added") }) {
///     (time, environment, proposal, engine) throws(LayoutError) in
///     let opacity = environment.reduceMotion || time >= .milliseconds(300) ? 1.0 : 0.5
///     return try engine.layout(Text(verbatim: "Added").opacity(opacity), in: environment, proposal: proposal)
/// }
/// fade.sampledTimes.count   // 12: every 1/30 s before 0.3 s, then 0.3 s, 5 s and 5.5 s
/// ```
public struct AuditTimeline: Sendable {
    /// Lays out the screen at a moment of the timeline.
    public typealias Moment = @Sendable (Duration, EnvironmentValues, ProposedSize, LayoutEngine) throws(LayoutError) -> LayoutResult

    /// When the motion ends: the last change comes to rest.
    public let duration: Duration
    private let moment: Moment
    private let end: @Sendable (EnvironmentValues) -> AnyView

    /// A timeline of a duration, its end state as the model says it, and its screen at a moment.
    ///
    /// ```swift
    /// AuditTimeline(duration: .seconds(1), end: { _ in EmptyView() }) { (_, environment, proposal, engine) throws(LayoutError) in
    ///     try engine.layout(EmptyView(), in: environment, proposal: proposal)
    /// }
    /// ```
    public init<End: View>(
        duration: Duration, end: @escaping @Sendable (EnvironmentValues) -> End, moment: @escaping Moment
    ) {
        self.duration = max(duration, .zero)
        self.moment = moment
        self.end = { AnyView(end($0)) }
    }

    /// The screen at a moment of the timeline.
    ///
    /// ```swift
    /// let start = try timeline.layout(at: .zero, in: EnvironmentValues(), proposal: .unspecified, engine: LayoutEngine())
    /// ```
    public func layout(at time: Duration, in environment: EnvironmentValues, proposal: ProposedSize, engine: LayoutEngine) throws(LayoutError) -> LayoutResult {
        try moment(time, environment, proposal, engine)
    }

    /// The end state the model says the motion reaches, as a still screen.
    ///
    /// ```swift
    /// let node = timeline.endState(in: EnvironmentValues())
    /// ```
    public func endState(in environment: EnvironmentValues) -> AnyView {
        end(environment)
    }

    // MARK: - Sampling

    /// How often the audit samples a timeline: 30 frames a second.
    public static let framesPerSecond = 30
    /// The longest motion WCAG 2.2.2 allows without a way to pause it: 5 s.
    public static let longestMotion = Duration.seconds(5)
    /// How far past 5 s the audit looks for motion that never stops: 1 s.
    public static let lookPast = Duration.seconds(1)

    /// The moments the audit lays out: every 1/30 s to the end (or to 6 s for a longer timeline), then 5 s and 5.5 s.
    ///
    /// A timeline that ends before 5 s is also drawn at 5 s and 5.5 s, where nothing may have moved since its end.
    ///
    /// ```swift
    /// timeline.sampledTimes.first   // 0 seconds
    /// ```
    public var sampledTimes: [Duration] {
        let cap = Self.longestMotion + Self.lookPast
        let last = min(duration, cap)
        var times: [Duration] = []
        var index: Int64 = 0
        while true {
            let time = Duration.microseconds(index * 1_000_000 / Int64(Self.framesPerSecond))
            guard time < last else { break }
            times.append(time)
            index += 1
        }
        times.append(last)
        if duration < Self.longestMotion {
            times += [Self.longestMotion, Self.longestMotion + Self.lookPast / 2]
        }
        return times
    }
}
