public import StepperKitLocalization
public import StepperKitText

/// Lays out and audits scenes over locales × Dynamic Type sizes × control sizes × styles, cells in
/// parallel across the machine's cores, results in a fixed order.
///
/// ```swift
/// let matrix = AuditMatrix(
///     scenes: [stepper],
///     locales: [try LocaleID("en_US"), try LocaleID("es_ES")],
///     dynamicTypeSizes: [.xSmall, .large, .accessibility3],
///     styleNames: ["capsule", "bordered"]
/// )
/// let report = try await matrix.run(engine: try LayoutEngine())
/// print(report.summary)   // "12 cells, 3 with findings: …", then the count of each rule that fired
/// ```
///
/// Cells run in a task group of at most `maxConcurrentCells` tasks (the active core count by
/// default); each lays out its scene and audits the result, and ``AuditReport/results`` lists them
/// in ``cells`` order, so a run gives the same report however its cells were scheduled.
public struct AuditMatrix: Sendable {
    /// The scenes, each with its own name.
    public var scenes: [AuditScene]
    /// The locales.
    public var locales: [LocaleID]
    /// The Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The control sizes.
    public var controlSizes: [ControlSize]
    /// Names of styles in ``registry``; empty to keep the environment's style.
    public var styleNames: [String]
    /// Where style names are looked up.
    public var registry: StepperStyleRegistry
    /// The environment every cell starts from (tint, Reduce Motion, fonts…).
    public var environment: EnvironmentValues
    /// The size offered to each scene, such as a phone's width.
    public var proposal: ProposedSize
    /// The audit run on each cell.
    public var audit: AccessibilityAudit

    /// A matrix over the given axes.
    public init(
        scenes: [AuditScene], locales: [LocaleID], dynamicTypeSizes: [DynamicTypeSize], controlSizes: [ControlSize] = [.regular],
        styleNames: [String] = [], registry: StepperStyleRegistry = StepperStyleRegistry(),
        environment: EnvironmentValues = EnvironmentValues(), proposal: ProposedSize = .unspecified,
        audit: AccessibilityAudit = AccessibilityAudit()
    ) {
        self.scenes = scenes
        self.locales = locales
        self.dynamicTypeSizes = dynamicTypeSizes
        self.controlSizes = controlSizes
        self.styleNames = styleNames
        self.registry = registry
        self.environment = environment
        self.proposal = proposal
        self.audit = audit
    }

    /// Every cell, scene by scene, then style, locale, Dynamic Type size and control size.
    public var cells: [AuditCell] {
        let styles: [String?] = styleNames.isEmpty ? [nil] : styleNames
        var cells: [AuditCell] = []
        for scene in scenes {
            for style in styles {
                for locale in locales {
                    for size in dynamicTypeSizes {
                        for controlSize in controlSizes {
                            cells.append(AuditCell(scene: scene.name, style: style, locale: locale, dynamicTypeSize: size, controlSize: controlSize))
                        }
                    }
                }
            }
        }
        return cells
    }

    /// Lays out and audits one cell, on the calling thread.
    ///
    /// ```swift
    /// let serial = try matrix.cells.map { try matrix.audit($0, engine: engine) }
    /// ```
    public func audit(_ cell: AuditCell, engine: LayoutEngine) throws(AuditMatrixError) -> AuditCellResult {
        guard let scene = scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
        var environment = environment.with {
            $0.locale = cell.locale
            $0.dynamicTypeSize = cell.dynamicTypeSize
            $0.controlSize = cell.controlSize
        }
        if let style = cell.style {
            do {
                environment.stepperStyle = try registry.style(named: style)
            } catch {
                throw .style(error)
            }
        }
        let result: LayoutResult
        do {
            result = try engine.layout(scene.node(in: environment), in: environment, proposal: proposal)
        } catch {
            throw .layout(cell, error)
        }
        return AuditCellResult(cell: cell, findings: audit.findings(in: result))
    }

    /// Runs every cell, at most `maxConcurrentCells` at a time, and reports them in ``cells`` order.
    ///
    /// An empty axis (no scenes, locales, Dynamic Type sizes or control sizes), unknown style names
    /// and duplicate scene names fail before any cell runs; otherwise the first failing cell in
    /// ``cells`` order is thrown after the others finish.
    public func run(
        engine: LayoutEngine, maxConcurrentCells: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws(AuditMatrixError) -> AuditReport {
        try validate()
        let cells = self.cells
        let width = min(max(1, maxConcurrentCells), cells.count)
        var outcomes = [Result<AuditCellResult, AuditMatrixError>?](repeating: nil, count: cells.count)
        await withTaskGroup(of: (Int, Result<AuditCellResult, AuditMatrixError>).self) { group in
            var next = 0
            func start(_ index: Int) {
                group.addTask { (index, Result { () throws(AuditMatrixError) in try self.audit(cells[index], engine: engine) }) }
            }
            while next < width {
                start(next)
                next += 1
            }
            while let (index, outcome) = await group.next() {
                outcomes[index] = outcome
                if next < cells.count {
                    start(next)
                    next += 1
                }
            }
        }
        var results: [AuditCellResult] = []
        for outcome in outcomes {
            guard let outcome else { continue }
            results.append(try outcome.get())
        }
        return AuditReport(results: results)
    }

    /// Every axis non-empty, style names all registered, scene names unique.
    private func validate() throws(AuditMatrixError) {
        let axes = [("scenes", scenes.isEmpty), ("locales", locales.isEmpty), ("Dynamic Type sizes", dynamicTypeSizes.isEmpty),
                    ("control sizes", controlSizes.isEmpty)]
        if let (axis, _) = axes.first(where: \.1) { throw .emptyAxis(axis) }
        for name in styleNames {
            do {
                _ = try registry.style(named: name)
            } catch {
                throw .style(error)
            }
        }
        var seen: Set<String> = []
        for scene in scenes where !seen.insert(scene.name).inserted {
            throw .duplicateScene(scene.name)
        }
    }
}

import Foundation
