public import StepperKitLocalization
public import StepperKitText

/// One problem the accessibility audit found: which rule, how serious, what and where.
///
/// The message names the node by its path in the laid-out tree and the locale and Dynamic Type size
/// the screen was laid out in:
///
/// ```swift
/// for finding in AccessibilityAudit().findings(in: result) {
///     print(finding)
/// }
/// // error [truncation] Background/HStack/Text: text "Añadir al carrito" is truncated to "Añadir…" (es_ES, accessibility3)
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule that failed.
    public let rule: AuditRule
    /// Whether the finding fails the audit.
    public let severity: DiagnosticSeverity
    /// Where: the node's kinds and tags from the root, such as "Background/HStack/Button#decrement".
    public let path: String
    /// What is wrong, such as "hit area 37×44 pt is smaller than 44×44 pt".
    public let detail: String
    /// The locale the screen was laid out in.
    public let locale: LocaleID
    /// The Dynamic Type size the screen was laid out in.
    public let dynamicTypeSize: DynamicTypeSize
    /// The scene of the matrix cell the finding was made in; nil for a screen audited on its own.
    public let scene: String?
    /// The cell's variant on each axis — its state, style, locale, sizes… — in the matrix's order;
    /// empty for a screen audited on its own.
    public let variants: [AuditCell.Coordinate]

    /// Creates a finding; the audit does this, and a matrix adds its cell's scene and variants.
    public init(
        rule: AuditRule, severity: DiagnosticSeverity, path: String, detail: String, locale: LocaleID, dynamicTypeSize: DynamicTypeSize,
        scene: String? = nil, variants: [AuditCell.Coordinate] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.detail = detail
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.scene = scene
        self.variants = variants
    }

    /// The name of the variant the finding's cell takes on an axis, such as its "style" or "state".
    ///
    /// ```swift
    /// let finding = report.findings[0]   // of a matrix with a style axis
    /// finding.variant(of: "style")       // "capsule"
    /// ```
    public func variant(of axis: String) -> String? {
        variants.first { $0.axis == axis }?.variant
    }

    /// The same finding, placed in a matrix cell (whose locale and size it takes).
    func located(in cell: AuditCell) -> AuditFinding {
        located(in: cell, variants: cell.variants)
    }

    /// The same finding, placed in a matrix cell whose variants, joined once for all its findings, are `variants`.
    func located(in cell: AuditCell, variants: [AuditCell.Coordinate]) -> AuditFinding {
        AuditFinding(
            rule: rule, severity: severity, path: path, detail: detail, locale: cell.locale, dynamicTypeSize: cell.dynamicTypeSize,
            scene: cell.scene, variants: variants
        )
    }

    /// The finding in the vocabulary the kit's tools share: located at its node, its cell the scene,
    /// language, Dynamic Type size and each variant.
    ///
    /// ```swift
    /// let finding = report.findings[0]
    /// finding.diagnostic.description
    /// // Background/HStack/Button#increment: error: es-ES · scene addToCart · size accessibility3 · style capsule: hit area 37×44 pt … [target-size]
    /// ```
    public var diagnostic: Diagnostic {
        var coordinates: [DiagnosticCell.Coordinate] = []
        if let scene { coordinates.append(.init("scene", scene)) }
        coordinates.append(.init("size", dynamicTypeSize.rawValue))
        for variant in variants where variant.axis != AuditAxis.localeName && variant.axis != AuditAxis.dynamicTypeSizeName {
            coordinates.append(.init(variant.axis, variant.variant))
        }
        return Diagnostic(rule: rule.diagnosticRule, severity: severity, location: DiagnosticLocation(nodePath: path),
                          cell: DiagnosticCell(language: locale.languageTag, coordinates: coordinates), message: detail)
    }

    /// What and where: "path: detail (locale, size)".
    public var message: String { "\(path): \(detail) (\(locale), \(dynamicTypeSize.rawValue))" }

    /// "severity [rule] message".
    public var description: String { "\(severity) [\(rule)] \(message)" }
}
