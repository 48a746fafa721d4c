public import StepperKit
public import Testing

/// Expects a screen to have no audit findings in any cell of its environment matrix.
///
/// The matrix is locales × Dynamic Type sizes × control sizes × the given variants (stepper styles,
/// themes, any environment axis).
///
/// Each finding is an issue at the caller's line, with its cell; a finding found alike in several
/// cells (at every control size, say) is one issue that lists the values it was found at, as
/// `stepperkit audit` prints it:
///
/// ```swift
/// @Test func cartIsAccessibleEverywhere() async throws {
///     try await expectNoAuditFindings(
///         AuditScene("cart") { _ in CartBadge(count: 3) },
///         locales: [LocaleID("en"), LocaleID("ar")], dynamicTypeSizes: DynamicTypeSize.allCases,
///         variants: [.stepperStyles(["capsule", "bordered"], in: StepperStyleRegistry())])
/// }
/// ```
///
/// - Returns: The audit's report, for further expectations.
@discardableResult
public func expectNoAuditFindings(
    _ scene: AuditScene, locales: [LocaleID], dynamicTypeSizes: [DynamicTypeSize], controlSizes: [ControlSize] = [.regular],
    variants: [AuditAxis] = [], proposal: ProposedSize = .unspecified, audit: AccessibilityAudit = AccessibilityAudit(),
    engine: LayoutEngine? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> AuditReport? {
    let matrix = AuditMatrix(scenes: [scene], locales: locales, dynamicTypeSizes: dynamicTypeSizes, controlSizes: controlSizes,
                             axes: variants, proposal: proposal, audit: audit)
    do {
        let report = try await matrix.run(engine: engine ?? LayoutEngine(services: LayoutServices.kit()))
        for group in DiagnosticCellGroup.grouping(report.findings.lazy.map(\.diagnostic)) {
            Issue.record(Comment(rawValue: group.description), sourceLocation: sourceLocation)
        }
        return report
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
        return nil
    }
}
