/// Checks a laid-out screen for accessibility and layout problems a person would see.
///
/// The rules cover target sizes, contrast, names, values, uniqueness, truncation, words split across
/// lines, content off screen, actions without a visible control, and drawn state — values, and
/// controls dimmed or not — that disagrees with the model.
///
/// Each finding names its rule, its severity, the node's path in the tree, and the locale and
/// Dynamic Type size of the layout; see ``AuditRule`` for what each rule checks and its thresholds.
///
/// ```swift
/// let environment = EnvironmentValues(locale: try LocaleID("es_ES")).with { $0.dynamicTypeSize = .accessibility3 }
/// let result = try LayoutEngine().layout(AddToCartStepper(quantity: 0), in: environment, proposal: ProposedSize(width: 390, height: nil))
/// let findings = AccessibilityAudit().findings(in: result)
/// findings.isEmpty   // true when the screen passes every rule
/// ```
public struct AccessibilityAudit: Sendable {
    /// The rules to run; findings of other rules are dropped.
    public var rules: [AuditRule]
    /// The smallest hit area a button may have; Apple's 44×44 pt by default.
    public var minimumTargetSize: Size
    /// The colour behind everything, which translucent layers are composited over.
    public var screenBackground: Color

    /// An audit that runs the given rules (all by default) with a minimum target size and a screen background.
    public init(rules: [AuditRule] = AuditRule.all, minimumTargetSize: Size = Button.minimumHitSize, screenBackground: Color = .background) {
        self.rules = rules
        self.minimumTargetSize = minimumTargetSize
        self.screenBackground = screenBackground
    }

    /// The checks, in a fixed table: nothing registers itself.
    private static let checks: [any AuditCheck] = [
        TargetSizeCheck(), ContrastCheck(), NameCheck(), ValueCheck(), UniquenessCheck(), TruncationCheck(),
        WordSplitCheck(), MissingGlyphCheck(), OffscreenCheck(), HiddenActionCheck(), StateMismatchCheck(), EnabledStateCheck(),
    ]

    /// Every finding on a laid-out screen, by rule in the order of all rules, then in tree order.
    ///
    /// ```swift
    /// AccessibilityAudit().findings(in: result).map(\.description)
    /// // ["error [names] HStack/Button: button is named only by its icon \"plus\"; give it an accessibility label (en_US, large)"]
    /// ```
    public func findings(in result: LayoutResult) -> [AuditFinding] {
        let context = AuditContext(result: result, audit: self)
        let found = Self.checks.flatMap { $0.findings(in: context) }.filter { rules.contains($0.rule) }
        // A stable sort keeps each rule's findings in tree order.
        return found.enumerated().sorted { ($0.element.rule, $0.offset) < ($1.element.rule, $1.offset) }.map(\.element)
    }

    /// The motion rules' findings on a timeline laid out in an environment: Reduce Motion, duration, flashes, end state.
    ///
    /// The timeline is sampled at ``AuditTimeline/sampledTimes`` and its end state laid out once; see
    /// ``AuditRule/motionReduce``, ``AuditRule/motionDuration``, ``AuditRule/motionFlash`` and ``AuditRule/motionEndState``.
    ///
    /// ```swift
    /// let findings = try AccessibilityAudit().motionFindings(of: timeline, in: EnvironmentValues(), proposal: .unspecified, engine: LayoutEngine())
    /// ```
    public func motionFindings(
        of timeline: AuditTimeline, in environment: EnvironmentValues, proposal: ProposedSize, engine: LayoutEngine
    ) throws(LayoutError) -> [AuditFinding] {
        try MotionCheck(audit: self).findings(of: timeline, in: environment, proposal: proposal, engine: engine).findings
    }
}
