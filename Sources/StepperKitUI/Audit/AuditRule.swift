/// One check the accessibility audit runs, such as target size or contrast.
///
/// Rules have stable identifiers for reports and configuration, and a fixed order that findings and
/// summaries follow:
///
/// ```swift
/// AuditRule.contrast.identifier                 // "contrast"
/// AccessibilityAudit(rules: [.targetSize, .truncation])   // run only these two
/// AuditRule.all.map(\.identifier)
/// // ["target-size", "target-size-minimum", "contrast", "names", "value", "adjustable-actions",
/// //  "unique-names", "truncation", "word-split", "missing-glyph", "offscreen", "hidden-action",
/// //  "state-mismatch", "enabled-state", "motion-reduce", "motion-duration", "motion-flash", "motion-end-state"]
/// ```
public struct AuditRule: Hashable, Comparable, Sendable, CustomStringConvertible {
    private enum Kind: String, CaseIterable, Hashable, Sendable {
        case targetSize = "target-size"
        case minimumTargetSize = "target-size-minimum"
        case contrast
        case names
        case value
        case adjustableActions = "adjustable-actions"
        case uniqueNames = "unique-names"
        case truncation
        case wordSplit = "word-split"
        case missingGlyph = "missing-glyph"
        case offscreen
        case hiddenAction = "hidden-action"
        case stateMismatch = "state-mismatch"
        case enabledState = "enabled-state"
        case motionReduce = "motion-reduce"
        case motionDuration = "motion-duration"
        case motionFlash = "motion-flash"
        case motionEndState = "motion-end-state"
    }

    private let kind: Kind

    /// Every enabled button's hit area, less what overlapping neighbours take, is at least 44×44 pt
    /// (Apple's minimum; WCAG 2.2 SC 2.5.5 AAA).
    public static let targetSize = AuditRule(kind: .targetSize)
    /// WCAG 2.2 SC 2.5.8 (AA): a hit area under 24×24 pt needs a 24 pt circle around its centre that
    /// meets no other target — the stricter failure.
    public static let minimumTargetSize = AuditRule(kind: .minimumTargetSize)
    /// Text contrasts 4.5:1 with the paint behind it (3:1 when large), icons 3:1 (SC 1.4.3, 1.4.11).
    ///
    /// Disabled controls, drawn dimmed, are exempt: SC 1.4.3 exempts inactive user interface components.
    public static let contrast = AuditRule(kind: .contrast)
    /// Every interactive element has a non-empty name that is not just an icon's.
    public static let names = AuditRule(kind: .names)
    /// Every adjustable element's value is discoverable: an accessibility value, or in the name.
    public static let value = AuditRule(kind: .value)
    /// Every element with the adjustable trait has increment and decrement actions.
    public static let adjustableActions = AuditRule(kind: .adjustableActions)
    /// Interactive elements of one role have unique names on a screen.
    public static let uniqueNames = AuditRule(kind: .uniqueNames)
    /// No text is truncated or overflows its container; text shrunk to fit is a warning.
    public static let truncation = AuditRule(kind: .truncation)
    /// No visible text is broken into lines inside a word (between two letters or digits where ICU's
    /// line breaker offers no opportunity).
    public static let wordSplit = AuditRule(kind: .wordSplit)
    /// No visible text has a character that no installed font draws (shown as a missing-glyph box).
    ///
    /// Characters the text's font lacks but another installed face has are drawn with that face.
    public static let missingGlyph = AuditRule(kind: .missingGlyph)
    /// Nothing visible is drawn beyond the screen's width; findings give the overflow in points.
    public static let offscreen = AuditRule(kind: .offscreen)
    /// Every action a key or assistive technology reaches has a shown, enabled control doing the same.
    public static let hiddenAction = AuditRule(kind: .hiddenAction)
    /// What is drawn agrees with the model: a shown value reads as the model's, and values computed
    /// from a model value use the one on screen.
    public static let stateMismatch = AuditRule(kind: .stateMismatch)
    /// A button is drawn dimmed, and does not respond, exactly when its model says it cannot be used now.
    ///
    /// Components declare what their model allows with ``View/modelEnables(_:)``; the rule checks
    /// it as `state-mismatch` checks values.
    public static let enabledState = AuditRule(kind: .enabledState)

    /// With Reduce Motion on, no two frames of a timeline differ: every change is drawn at its end at once (WCAG 2.3.3).
    ///
    /// Timelines are sampled at 30 frames a second; see ``AuditTimeline/sampledTimes``.
    public static let motionReduce = AuditRule(kind: .motionReduce)
    /// Nothing moves longer than 5 s (WCAG 2.2.2): no frame after 5 s differs from the one before it.
    ///
    /// A timeline ending before 5 s is also drawn at 5 s and 5.5 s; one lasting longer is sampled to 6 s.
    public static let motionDuration = AuditRule(kind: .motionDuration)
    /// Nothing flashes more than three times in any second over 44×44 pt or more (WCAG 2.3.1), computed from the frames.
    ///
    /// A flash is a pair of opposite changes of relative luminance of at least 0.1, the darker state below 0.8.
    public static let motionFlash = AuditRule(kind: .motionFlash)
    /// A timeline's last frame draws, and reads to assistive technology, the end state its model says.
    public static let motionEndState = AuditRule(kind: .motionEndState)

    /// Every rule, in report order.
    public static let all: [AuditRule] = Kind.allCases.map(AuditRule.init(kind:))

    /// The rule's stable identifier, such as "target-size".
    public var identifier: String { kind.rawValue }

    /// The rule with an identifier, or nil.
    ///
    /// ```swift
    /// AuditRule(identifier: "contrast")   // .contrast
    /// ```
    public init?(identifier: String) {
        guard let kind = Kind(rawValue: identifier) else { return nil }
        self.kind = kind
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Rules sort in report order.
    public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Kind.allCases.firstIndex(of: kind) ?? 0 }

    /// The rule's identifier, such as "contrast".
    public var description: String { identifier }

    /// The rule in the vocabulary the kit's tools share, with what it looks for; its findings are errors
    /// unless the audit says a finding is a warning.
    ///
    /// ```swift
    /// AuditRule.contrast.diagnosticRule.summary   // "Text contrasts 4.5:1 with the paint behind it (3:1 when large), icons 3:1."
    /// ```
    public var diagnosticRule: DiagnosticRule {
        DiagnosticRule(identifier, .error, summary)
    }

    private var summary: String {
        switch kind {
        case .targetSize: "Every enabled button's hit area is at least 44×44 pt."
        case .minimumTargetSize: "A hit area under 24×24 pt has a 24 pt circle around its centre that meets no other target (WCAG 2.5.8)."
        case .contrast: "Text contrasts 4.5:1 with the paint behind it (3:1 when large), icons 3:1."
        case .names: "Every interactive element has a name that is not just an icon's."
        case .value: "Every adjustable element's value is discoverable."
        case .adjustableActions: "Every adjustable element has increment and decrement actions."
        case .uniqueNames: "Interactive elements of one role have unique names on a screen."
        case .truncation: "No text is truncated or overflows its container."
        case .wordSplit: "No visible text is broken into lines inside a word."
        case .missingGlyph: "No visible text has a character no installed font draws."
        case .offscreen: "Nothing visible is drawn beyond the screen's width."
        case .hiddenAction: "Every action a key or assistive technology reaches has a shown, enabled control."
        case .stateMismatch: "What is drawn agrees with the model."
        case .enabledState: "A control is drawn dimmed exactly when its model says it cannot be used."
        case .motionReduce: "With Reduce Motion on, nothing moves: no two frames of a timeline differ (WCAG 2.3.3)."
        case .motionDuration: "Nothing moves longer than 5 s (WCAG 2.2.2)."
        case .motionFlash: "Nothing flashes more than three times in any second (WCAG 2.3.1)."
        case .motionEndState: "Every animation ends in the state its model says."
        }
    }
}
