/// One finding of the kit's tools, in the vocabulary they share.
///
/// Its rule and severity, where it is, which case it is about, what is wrong, and what was measured.
///
/// The catalog linter makes them with a catalog path, `stepperkit check` adds the file's line and
/// column and what a person would see, and the accessibility audit's findings become them with the node's
/// path; every report format writes them the same way.
///
/// ```swift
/// diagnostic.description
/// // Localizable.xcstrings:26:9: error: "%lld files" · ru · plural one: the "one" text shows no number, but "one" also covers 21: "один файл" reads wrong for 21 [dropped-number]
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: DiagnosticRule
    /// How serious it is: the rule's severity unless a configuration changed it.
    public var severity: DiagnosticSeverity
    /// Where it is.
    public var location: DiagnosticLocation
    /// Which case it is about.
    public var cell: DiagnosticCell
    /// What is wrong, in a sentence that names what a person would see.
    public var message: String
    /// What was measured or shown, for reports that draw it; nil when nothing was.
    public var evidence: DiagnosticEvidence?

    /// A diagnostic; its severity is the rule's unless given.
    public init(
        rule: DiagnosticRule, severity: DiagnosticSeverity? = nil, location: DiagnosticLocation = .machine, cell: DiagnosticCell = DiagnosticCell(),
        message: String, evidence: DiagnosticEvidence? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.location = location
        self.cell = cell
        self.message = message
        self.evidence = evidence
    }

    /// The catalog key, if any.
    public var key: String? { cell.key }
    /// The language, if any.
    public var language: String? { cell.language }

    /// "location: severity: cell: message [rule]", the parts that are present; one line however the text reads.
    public var description: String {
        var line = ""
        let place = location.description
        if !place.isEmpty { line += place + ": " }
        line += severity.rawValue + ": "
        let cell = cell.description
        if !cell.isEmpty { line += cell + ": " }
        line += message + " [" + rule.identifier + "]"
        return line
    }
}

/// What a diagnostic measured or showed: the text a person would see.
///
/// Its width and the width it was allowed, its line limit, text style and size, its direction — what a report
/// draws next to it.
///
/// ```swift
/// let evidence = DiagnosticEvidence(text: "Añadir al carrito", measuredWidth: 127.1, allowedWidth: 120)
/// evidence.excess   // 7.1
/// ```
public struct DiagnosticEvidence: Hashable, Sendable {
    /// The text a person would see.
    public var text: String?
    /// The text as drawn, when it is cut ("Añadir al…").
    public var shownText: String?
    /// The width the text (or its component) measured, in points.
    public var measuredWidth: Double?
    /// The width it was allowed, in points.
    public var allowedWidth: Double?
    /// The most lines it was allowed; nil for no limit.
    public var lineLimit: Int?
    /// The text style it was measured in, such as "body".
    public var textStyle: String?
    /// The Dynamic Type size it was measured at, such as "accessibility3".
    public var dynamicTypeSize: String?
    /// Whether the text reads right to left.
    public var isRightToLeft: Bool
    /// The component slot it was measured in, such as "button in capsule, regular".
    public var slot: String?
    /// The source language's text it was compared with.
    public var sourceText: String?
    /// The source text's width in the same place, in points.
    public var sourceWidth: Double?

    /// Evidence; every part is optional.
    public init(
        text: String? = nil, shownText: String? = nil, measuredWidth: Double? = nil, allowedWidth: Double? = nil, lineLimit: Int? = nil,
        textStyle: String? = nil, dynamicTypeSize: String? = nil, isRightToLeft: Bool = false, slot: String? = nil,
        sourceText: String? = nil, sourceWidth: Double? = nil
    ) {
        self.text = text
        self.shownText = shownText
        self.measuredWidth = measuredWidth
        self.allowedWidth = allowedWidth
        self.lineLimit = lineLimit
        self.textStyle = textStyle
        self.dynamicTypeSize = dynamicTypeSize
        self.isRightToLeft = isRightToLeft
        self.slot = slot
        self.sourceText = sourceText
        self.sourceWidth = sourceWidth
    }

    /// How far past its allowed width the text reaches, in points; 0 when it fits or nothing was measured.
    public var excess: Double {
        guard let measuredWidth, let allowedWidth else { return 0 }
        return max(0, measuredWidth - allowedWidth)
    }
}
