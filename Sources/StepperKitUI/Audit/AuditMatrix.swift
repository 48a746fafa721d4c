internal import Foundation
import Synchronization
public import StepperKitLocalization
public import StepperKitText
import StepperKitSupport

/// Lays out and audits scenes over axes of environment variants, cells in parallel, results in a fixed order.
///
/// The axes are locales × Dynamic Type sizes × control sizes × whatever else an app varies; cells run in
/// parallel across the machine's cores.
///
/// ```swift
/// let matrix = AuditMatrix(
///     scenes: [AuditScene("stepper") { _ in AddToCartStepper(quantity: 3) }],
///     locales: [try LocaleID("en_US"), try LocaleID("es_ES")],
///     dynamicTypeSizes: [.xSmall, .large, .accessibility3],
///     axes: [AuditAxis("motion", [.environment("reduced", \.reduceMotion, true)])]
/// )
/// let report = try await matrix.run(engine: LayoutEngine())
/// print(report.summary)   // "6 cells, 0 with findings: 0 errors, 0 warnings"
/// ```
///
/// Cells run in a task group of at most `maxConcurrentCells` tasks (the active core count by
/// default); each lays out its scene and audits the result, and ``AuditReport/results`` lists them
/// in ``cells`` order, so a run gives the same report however its cells were scheduled.
///
/// A layout depends only on the environment values it reads. While a cell is laid out, the matrix
/// records the keys read; a later cell of the same scene and state whose variants differ only on
/// axes writing keys that layout never read (a style the scene has no stepper for, Reduce Motion on
/// a screen that does not animate), or read only by class with values of one class (large and extra
/// large control sizes a style draws as regular), gets the same findings without a layout of its own. Variants
/// must therefore write their keys whatever the environment holds, as ``AuditVariant/environment(_:_:_:)`` does.
public struct AuditMatrix: Sendable {
    /// The scenes, each with its own name.
    public var scenes: [AuditScene]
    /// The axes, outermost first: a cell takes one variant of each.
    public var axes: [AuditAxis]
    /// The environment every cell starts from (tint, Reduce Motion, fonts…).
    public var environment: EnvironmentValues
    /// The size offered to each scene, such as a phone's width.
    public var proposal: ProposedSize
    /// Screen widths in points, each cell laid out at one of them; empty for the proposal alone.
    ///
    /// The proposal's height is kept. Cells at a width have a coordinate on the ``widthAxis``.
    ///
    /// ```swift
    /// var matrix = AuditMatrix(scenes: [], locales: [.defaultFormatting], dynamicTypeSizes: [.large])
    /// matrix.widths = [320, 375, 390, 393, 430]   // iPhone SE to Pro Max
    /// ```
    public var widths: [Double] = []
    /// The axis name of a cell's screen width, whose variants are widths such as 320.
    ///
    /// See ``widths``.
    public static let widthAxis = "width"
    /// The audit run on each cell.
    public var audit: AccessibilityAudit
    /// How many cells of each scene state with a timeline also sample its motion (4 by default).
    ///
    /// The cells are spread evenly over the state's widths and combinations of variants, so with Reduce
    /// Motion as an early axis some sample with it off and some with it on; each lays out the timeline's
    /// ``AuditTimeline/sampledTimes`` and its end state for the motion rules. 0 samples none; `.max` every cell.
    ///
    /// ```swift
    /// var matrix = AuditMatrix(scenes: [], locales: [.defaultFormatting], dynamicTypeSizes: [.large])
    /// matrix.motionCellsPerState = 2
    /// ```
    public var motionCellsPerState = 4

    /// A matrix over any axes, in the given order (the first varies slowest).
    public init(
        scenes: [AuditScene], axes: [AuditAxis], environment: EnvironmentValues = EnvironmentValues(),
        proposal: ProposedSize = .unspecified, audit: AccessibilityAudit = AccessibilityAudit()
    ) {
        self.scenes = scenes
        self.axes = axes
        self.environment = environment
        self.proposal = proposal
        self.audit = audit
    }

    /// A matrix over the given axes, then locales, Dynamic Type sizes and control sizes.
    public init(
        scenes: [AuditScene], locales: [LocaleID], dynamicTypeSizes: [DynamicTypeSize], controlSizes: [ControlSize] = [.regular],
        axes: [AuditAxis] = [], environment: EnvironmentValues = EnvironmentValues(), proposal: ProposedSize = .unspecified,
        audit: AccessibilityAudit = AccessibilityAudit()
    ) {
        self.init(
            scenes: scenes,
            axes: axes + [.locales(locales), .dynamicTypeSizes(dynamicTypeSizes), .controlSizes(controlSizes)],
            environment: environment, proposal: proposal, audit: audit
        )
    }

    /// Every cell, scene by scene, then state by state (for a scene with states), then each axis in order
    /// (the last varies fastest).
    public var cells: [AuditCell] {
        cells(combinations: combinations())
    }

    /// The cells, given the matrix's combinations of axis variants (``combinations()``): each scene's
    /// states and widths repeat the same combinations, so their environments are made once.
    private func cells(combinations: [Combination]) -> [AuditCell] {
        let runs = runs()
        return (0..<(runs.count * combinations.count)).map { cell(at: $0, runs: runs, combinations: combinations) }
    }

    /// Each run of the axes' combinations, in cell order: its scene and the coordinates of its state and width.
    private func runs() -> [(scene: String, prefix: [AuditCell.Coordinate])] {
        var runs: [(scene: String, prefix: [AuditCell.Coordinate])] = []
        // The screen width varies after the state: each width is a layout of its own.
        let widths: [[AuditCell.Coordinate]] = self.widths.isEmpty
            ? [[]]
            : self.widths.map { [AuditCell.Coordinate(axis: Self.widthAxis, variant: Self.name(ofWidth: $0))] }
        for scene in scenes {
            // A scene's own states vary slowest after the scene; a scene without states has no state coordinate.
            let states: [[AuditCell.Coordinate]] = scene.hasStates
                ? scene.states.map { [AuditCell.Coordinate(axis: AuditScene.stateAxis, variant: $0)] }
                : [[]]
            for state in states {
                for width in widths { runs.append((scene.name, state + width)) }
            }
        }
        return runs
    }

    /// The cell at an index of ``cells``: its run's scene, state and width, then its combination.
    private func cell(at index: Int, runs: [(scene: String, prefix: [AuditCell.Coordinate])], combinations: [Combination]) -> AuditCell {
        let run = runs[index / combinations.count]
        let combination = combinations[index % combinations.count]
        return AuditCell(
            scene: run.scene, leading: run.prefix, trailing: combination.coordinates, locale: combination.locale,
            dynamicTypeSize: combination.dynamicTypeSize, controlSize: combination.controlSize
        )
    }

    /// How many runs of the axes' combinations the cells hold: one per scene, state and width.
    private var groupCount: Int {
        scenes.reduce(0) { $0 + max($1.hasStates ? $1.states.count : 1, 1) } * max(widths.count, 1)
    }

    /// Lays out and audits one cell, on the calling thread.
    ///
    /// ```swift
    /// let serial = try matrix.cells.map { try matrix.audit($0, engine: engine) }
    /// ```
    ///
    /// A cell chosen to sample motion (see ``motionCellsPerState``) also gets the motion rules' findings.
    public func audit(_ cell: AuditCell, engine: LayoutEngine) throws(AuditMatrixError) -> AuditCellResult {
        let still = try audit(cell, engine: engine, readLog: nil)
        guard let ordinal = motionOrdinal(of: cell), samplesMotion(ordinal: ordinal),
              let motion = try motionFindings(cell, engine: engine) else { return still }
        return AuditCellResult(cell: cell, findings: still.findings + motion.findings)
    }

    // MARK: - Motion

    /// How many cells one scene state holds: every width and combination of the axes' variants.
    private var cellsPerState: Int {
        max(widths.count, 1) * axes.reduce(1) { $0 * max($1.variants.count, 1) }
    }

    /// Whether the cell at a position within its scene state samples motion: positions i·n/k for i below k.
    private func samplesMotion(ordinal: Int) -> Bool {
        let total = cellsPerState
        let count = min(motionCellsPerState, total)
        guard count > 0, ordinal >= 0, ordinal < total else { return false }
        // The smallest i with ⌊i·total/count⌋ ≥ ordinal; the cell is chosen when that floor is the ordinal.
        let i = (ordinal * count + total - 1) / total
        return i < count && i * total / count == ordinal
    }

    /// A cell's position within its scene state: its width, then its variant of each axis in mixed radix.
    private func motionOrdinal(of cell: AuditCell) -> Int? {
        var ordinal = 0
        if !widths.isEmpty {
            guard let name = cell.variant(of: Self.widthAxis), let width = widths.firstIndex(where: { Self.name(ofWidth: $0) == name }) else { return nil }
            ordinal = width
        }
        for axis in axes {
            guard let name = cell.variant(of: axis.name), let variant = axis.variants.firstIndex(where: { $0.name == name }) else { return nil }
            ordinal = ordinal * axis.variants.count + variant
        }
        return ordinal
    }

    /// The motion rules' findings in a cell whose scene state has a timeline, placed in the cell, and the frames laid out.
    private func motionFindings(_ cell: AuditCell, engine: LayoutEngine) throws(AuditMatrixError) -> (findings: [AuditFinding], frames: Int)? {
        guard let scene = scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
        let environment = try environment(of: cell)
        guard let timeline = scene.timeline(in: environment, state: scene.hasStates ? cell.variant(of: AuditScene.stateAxis) : nil) else {
            return nil
        }
        do {
            let motion = try MotionCheck(audit: audit).findings(of: timeline, in: environment, proposal: proposal(of: cell), engine: engine)
            return (motion.findings.map { $0.located(in: cell) }, motion.frames)
        } catch {
            throw .layout(cell, error)
        }
    }

    /// Lays out and audits one cell, recording the environment keys the layout reads in `readLog`.
    private func audit(_ cell: AuditCell, engine: LayoutEngine, readLog: EnvironmentReadLog?) throws(AuditMatrixError) -> AuditCellResult {
        try audit(widthsOf: cell, [cell], engine: engine, readLog: readLog)[0]
    }

    /// Lays out and audits cells that differ from `cell` only in their width, from one set of elements
    /// (``LayoutEngine/layout(_:in:proposals:)``), recording the keys any of the layouts reads in `readLog`.
    private func audit(
        widthsOf cell: AuditCell, _ cells: [AuditCell], engine: LayoutEngine, readLog: EnvironmentReadLog?
    ) throws(AuditMatrixError) -> [AuditCellResult] {
        guard let scene = scenes.first(where: { $0.name == cell.scene }) else { throw .unknownScene(cell.scene) }
        var environment = try environment(of: cell)
        environment.readLog = readLog
        let node: AnyView
        if let state = cell.variant(of: AuditScene.stateAxis), scene.hasStates {
            guard let built = scene.node(in: environment, state: state) else {
                throw .unknownVariant(axis: AuditScene.stateAxis, variant: state)
            }
            node = built
        } else {
            node = scene.node(in: environment)
        }
        let results: [LayoutResult]
        do {
            results = try engine.layout(node, in: environment, proposals: cells.map(proposal(of:)))
        } catch {
            throw .layout(cell, error)
        }
        return zip(cells, results).map { cell, result in
            let findings = audit.findings(in: result)
            let variants = findings.isEmpty ? [] : cell.variants
            return AuditCellResult(cell: cell, findings: findings.map { $0.located(in: cell, variants: variants) })
        }
    }

    /// The size a cell's scene is offered: the matrix's proposal, at the cell's width when it has one.
    public func proposal(of cell: AuditCell) -> ProposedSize {
        guard let name = cell.variant(of: Self.widthAxis), let width = widths.first(where: { Self.name(ofWidth: $0) == name }) else {
            return proposal
        }
        return ProposedSize(width: width, height: proposal.height)
    }

    /// A width's variant name: whole points without a fraction ("320"), others as written ("320.5").
    static func name(ofWidth width: Double) -> String {
        width == width.rounded() && abs(width) < 1e15 ? String(Int(width)) : String(width)
    }

    /// The environment a cell is laid out in: the matrix's, with the cell's variants applied in axis order.
    public func environment(of cell: AuditCell) throws(AuditMatrixError) -> EnvironmentValues {
        var environment = self.environment
        try cell.forEachVariant { coordinate throws(AuditMatrixError) in
            guard coordinate.axis != AuditScene.stateAxis && coordinate.axis != Self.widthAxis else { return }
            guard let axis = axes.first(where: { $0.name == coordinate.axis }),
                  let variant = axis.variants.first(where: { $0.name == coordinate.variant }) else {
                throw .unknownVariant(axis: coordinate.axis, variant: coordinate.variant)
            }
            variant.apply(to: &environment)
        }
        return environment
    }

    /// One variant of every axis, with what its environment sets that a cell shows.
    private struct Combination {
        let coordinates: [AuditCell.Coordinate]
        let locale: LocaleID
        let dynamicTypeSize: DynamicTypeSize
        let controlSize: ControlSize
    }

    /// Every combination of one variant per axis, the last axis varying fastest.
    private func combinations() -> [Combination] {
        var combinations: [Combination] = []
        combinations.reserveCapacity(axes.reduce(1) { $0 * $1.variants.count })
        func visit(_ axisIndex: Int, _ coordinates: [AuditCell.Coordinate], _ environment: EnvironmentValues) {
            guard axisIndex < axes.count else {
                combinations.append(Combination(
                    coordinates: coordinates, locale: environment.locale,
                    dynamicTypeSize: environment.dynamicTypeSize, controlSize: environment.controlSize
                ))
                return
            }
            let axis = axes[axisIndex]
            for variant in axis.variants {
                var changed = environment
                variant.apply(to: &changed)
                visit(axisIndex + 1, coordinates + [AuditCell.Coordinate(axis: axis.name, variant: variant.name)], changed)
            }
        }
        visit(0, [], environment)
        return combinations
    }

    /// Runs every cell, a bounded number at a time, and reports them in the order of the matrix's cells.
    ///
    /// At most `maxConcurrentCells` cells (by default the active core count) run at once. A cell that
    /// shares no earlier layout's findings is laid out with its other ``widths`` from one set of
    /// elements (``LayoutEngine/layout(_:in:proposals:)``); the findings are those of each cell alone.
    ///
    /// Unknown style names and duplicate scene names fail before any cell runs; otherwise the first
    /// failing cell in ``cells`` order is thrown after the others finish.
    public func run(
        engine: LayoutEngine, maxConcurrentCells: Int? = nil
    ) async throws(AuditMatrixError) -> AuditReport {
        try validate()
        let combinations = combinations()
        let runs = runs()
        // Cells are made by the tasks that run them, from their index: one by one they cost little, but
        // a matrix may hold half a million.
        let cellCount = runs.count * combinations.count
        let makeCell: @Sendable (Int) -> AuditCell = { index in self.cell(at: index, runs: runs, combinations: combinations) }
        let width = max(1, min(maxConcurrentCells ?? ProcessInfo.processInfo.activeProcessorCount, cellCount))
        let shared = SharedLayouts(variants: variantEnvironments(), groups: groupCount, combinations: combinations.count)
        var results: [AuditCellResult] = []
        var failure: AuditMatrixError?
        let widthCount = max(widths.count, 1)
        let perRun = max(combinations.count, 1)
        // Cells go to tasks in runs: most cells find their layout shared and cost less than a task of their own.
        let itemsPerTask = OrderedConcurrentMap.itemsPerTask(count: cellCount, width: width)
        await OrderedConcurrentMap.run(Array(0..<cellCount), width: width, itemsPerTask: itemsPerTask) { index in
            Result { () throws(AuditMatrixError) in
                let cell = makeCell(index)
                let still: AuditCellResult
                if let findings = shared.findings(for: index) {
                    let variants = findings.isEmpty ? [] : cell.variants
                    still = AuditCellResult(cell: cell, findings: findings.map { $0.located(in: cell, variants: variants) })
                } else {
                    // The same cell at every other width whose findings are not known yet is laid out
                    // with it, from one set of elements: what a view builds does not depend on the width
                    // it is offered. Each is remembered with the keys any of the layouts read, which
                    // shares it with no cell it would not share with alone.
                    let widthIndex = (index / perRun) % widthCount
                    let first = index - widthIndex * perRun
                    let siblings = (0..<widthCount).map { first + $0 * perRun }
                        .filter { $0 == index || shared.findings(for: $0) == nil }
                    let log = EnvironmentReadLog()
                    if let laidOut = try? self.audit(widthsOf: cell, siblings.map(makeCell), engine: engine, readLog: log) {
                        shared.add(zip(siblings, laidOut).map { ($0, $1.findings) }, read: log.recorded)
                        still = laidOut[siblings.firstIndex(of: index) ?? 0]
                    } else {
                        // A width failed to lay out: the cell alone, so an error is the failing cell's own.
                        let alone = EnvironmentReadLog()
                        still = try self.audit(cell, engine: engine, readLog: alone)
                        shared.add([(index, still.findings)], read: alone.recorded)
                    }
                }
                // Motion is sampled apart from the shared layouts: a still screen that reads no Reduce Motion
                // may still move differently with it on.
                let ordinal = (index / perRun) % widthCount * perRun + index % perRun
                guard self.samplesMotion(ordinal: ordinal), let motion = try self.motionFindings(cell, engine: engine) else { return still }
                shared.addMotionFrames(motion.frames)
                return AuditCellResult(cell: cell, findings: still.findings + motion.findings)
            }
        } consume: { outcome in
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error): if failure == nil { failure = error }
            }
        }
        if let failure { throw failure }
        return AuditReport(results: results, laidOutCellCount: shared.count, motionFrameCount: shared.motionFrames)
    }

    /// What each variant of each axis writes, by axis and variant in the axes' order: the variant applied
    /// to an empty environment.
    private func variantEnvironments() -> [[EnvironmentValues]] {
        axes.map { axis in
            axis.variants.map { variant in
                var environment = EnvironmentValues()
                variant.apply(to: &environment)
                return environment
            }
        }
    }

    /// At least one scene and one variant per axis; scene, axis and variant names unique.
    private func validate() throws(AuditMatrixError) {
        guard !scenes.isEmpty else { throw .empty(axis: "scenes") }
        var seenScenes: Set<String> = []
        for scene in scenes {
            guard seenScenes.insert(scene.name).inserted else { throw .duplicateScene(scene.name) }
            guard !scene.hasStates || !scene.states.isEmpty else { throw .empty(axis: "\(scene.name) \(AuditScene.stateAxis)") }
            var seenStates: Set<String> = []
            for state in scene.states where !seenStates.insert(state).inserted {
                throw .duplicateVariant(axis: "\(scene.name) \(AuditScene.stateAxis)", variant: state)
            }
        }
        var seenWidths: Set<String> = []
        for width in widths {
            guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
            guard seenWidths.insert(Self.name(ofWidth: width)).inserted else { throw .duplicateVariant(axis: Self.widthAxis, variant: Self.name(ofWidth: width)) }
        }
        // A scene's state and the width are axes of their own; another axis by either name would be ambiguous.
        var seenAxes: Set<String> = [AuditScene.stateAxis, Self.widthAxis]
        for axis in axes {
            guard seenAxes.insert(axis.name).inserted else { throw .duplicateAxis(axis.name) }
            guard !axis.variants.isEmpty else { throw .empty(axis: axis.name) }
            var seenVariants: Set<String> = []
            for variant in axis.variants where !seenVariants.insert(variant.name).inserted {
                throw .duplicateVariant(axis: axis.name, variant: variant.name)
            }
        }
    }
}

/// The cells already laid out during a run, with what each layout read of its environment, so cells
/// that differ only in what no layout read share findings.
///
/// Two cells of one scene, state and width give the same layout when every axis on which they differ
/// writes only keys the layout never read, or keys it read only by class (`EnvironmentValues.controlSize(classifiedBy:)`)
/// with values of one class. So each axis's variants are numbered by what the layout could tell apart —
/// 0 for a variant writing nothing it read, else one number per class of variants it cannot tell apart —
/// layouts that number them alike form a group, and within a group a cell is looked up by its
/// projection, its variants' numbers: one dictionary lookup per group instead of a comparison per layout.
///
/// Cells are known by their index in ``AuditMatrix/cells``: each scene, state and width (a run) holds
/// every combination of the axes' variants in order, the last axis varying fastest, so a cell's run
/// and its variant of each axis are arithmetic on its index, and a projection is one integer (each
/// axis's number in mixed radix) — no strings hashed per cell.
private final class SharedLayouts: Sendable {
    /// The layouts of one run whose reads number the variants alike, by their cells' projections.
    private struct ReadGroup {
        /// Each variant's number, by axis and variant: 0 when it writes nothing read, else 1 + the index
        /// of the first variant of its axis the layout cannot tell it from.
        let classes: [[Int]]
        var findings: [Int: [AuditFinding]] = [:]
    }

    /// What each variant of each axis writes, by axis and variant index: the variant applied to an empty environment.
    private let variants: [[EnvironmentValues]]
    /// The keys each variant of each axis writes, by axis and variant index.
    private let writtenKeys: [[Set<ObjectIdentifier>]]
    /// How many cells one run holds (every combination of the axes' variants).
    private let combinations: Int
    /// What a step of one variant on each axis moves a cell's index by, within its run.
    private let strides: [Int]
    /// The place value of each axis in a projection; nil when projections would overflow an Int, and then
    /// no cell shares a layout.
    private let projectionStrides: [Int]?
    /// The read groups of each run.
    private let layouts: Mutex<[[ReadGroup]]>
    /// How layouts that read alike number the variants (``classes(read:)``), by what they read: most
    /// layouts read as an earlier one did, and numbering reads each classified key's value per variant.
    private let numbering = Mutex<[ReadSignature: [[Int]]]>([:])

    /// What a layout read, as a key: the keys read whole, and the classes of those read by class.
    private struct ReadSignature: Hashable {
        /// The keys read whole, in the order of their identifiers.
        let keys: [ObjectIdentifier]
        /// The keys read by class, with their classes, in the order of their identifiers.
        let classified: [Classified]

        struct Classified: Hashable {
            let key: ObjectIdentifier
            let classes: [Int]
        }

        /// Sorted arrays rather than a set and a dictionary: hashing a set hashes each member
        /// with a hasher of its own, and comparing two looks each one up (6.5 k instructions a
        /// lookup of the numbering cache, against its arrays' hashes and comparisons).
        init(_ read: EnvironmentReads) {
            keys = read.keys.sorted()
            classified = read.classified.map { Classified(key: $0.key, classes: $0.value.classes) }.sorted { $0.key < $1.key }
        }
    }

    init(variants: [[EnvironmentValues]], groups: Int, combinations: Int) {
        self.variants = variants
        let writtenKeys = variants.map { $0.map(\.writtenKeys) }
        self.writtenKeys = writtenKeys
        self.combinations = max(combinations, 1)
        var strides = [Int](repeating: 1, count: writtenKeys.count)
        var projectionStrides: [Int]? = [Int](repeating: 1, count: writtenKeys.count)
        var stride = 1
        var projectionStride = 1
        for axis in writtenKeys.indices.reversed() {
            strides[axis] = stride
            projectionStrides?[axis] = projectionStride
            stride *= max(writtenKeys[axis].count, 1)
            let (next, overflow) = projectionStride.multipliedReportingOverflow(by: writtenKeys[axis].count + 1)
            if overflow { projectionStrides = nil }
            projectionStride = next
        }
        self.strides = strides
        self.projectionStrides = projectionStrides
        self.layouts = Mutex([[ReadGroup]](repeating: [], count: max(groups, 0)))
    }

    /// A cell's projection for a read group: its number on each axis.
    private func projection(of cell: Int, classes: [[Int]], strides projectionStrides: [Int]) -> Int {
        let combination = cell % combinations
        var key = 0
        for axis in strides.indices {
            let variant = combination / strides[axis] % writtenKeys[axis].count
            key += classes[axis][variant] * projectionStrides[axis]
        }
        return key
    }

    /// How a layout that read `read` numbers each axis's variants: 0 for one writing nothing read; the
    /// variant's own index + 1 for one writing a key read whole; for one writing keys read only by class,
    /// 1 + the first variant of the axis writing the same keys with values of the same classes.
    private func classes(read: EnvironmentReads) -> [[Int]] {
        /// What a layout can tell of a variant: nothing, all of it, or the classes of the keys it writes.
        enum Seen: Equatable {
            case nothing
            case whole
            case classes([ObjectIdentifier: Int])
        }
        return variants.indices.map { axis in
            let seen: [Seen] = variants[axis].indices.map { variant in
                let written = writtenKeys[axis][variant]
                if !written.isDisjoint(with: read.keys) { return .whole }
                var classes: [ObjectIdentifier: Int] = [:]
                for key in written {
                    guard let classification = read.classified[key] else { continue }
                    guard let index = classification.caseIndex(variants[axis][variant]),
                          classification.classes.indices.contains(index) else { return .whole }
                    classes[key] = classification.classes[index]
                }
                return classes.isEmpty ? .nothing : .classes(classes)
            }
            return seen.indices.map { variant in
                switch seen[variant] {
                case .nothing: 0
                case .whole: variant + 1
                case .classes: (seen.firstIndex(of: seen[variant]) ?? variant) + 1
                }
            }
        }
    }

    /// The findings of a layout that the cell at `index` would repeat, if one was made.
    func findings(for index: Int) -> [AuditFinding]? {
        guard let projectionStrides else { return nil }
        let run = index / combinations
        let groups = layouts.withLock { $0[run] }
        for group in groups {
            if let findings = group.findings[projection(of: index, classes: group.classes, strides: projectionStrides)] {
                return findings
            }
        }
        return nil
    }

    /// How many frames of timelines the motion rules laid out.
    private let motionFrameCounter = Atomic<Int>(0)
    var motionFrames: Int { motionFrameCounter.load(ordering: .relaxed) }

    /// Counts frames the motion rules laid out.
    func addMotionFrames(_ count: Int) {
        motionFrameCounter.add(count, ordering: .relaxed)
    }

    /// How many layouts were remembered: the cells laid out.
    private let added = Atomic<Int>(0)
    var count: Int { added.load(ordering: .relaxed) }

    /// Remembers the layouts of cells laid out together (a cell at each of its widths), each by its
    /// index with its findings, and what the layouts read: how that read numbers the variants is worked
    /// out once for all of them.
    func add(_ cells: [(index: Int, findings: [AuditFinding])], read: EnvironmentReads) {
        added.add(cells.count, ordering: .relaxed)
        guard let projectionStrides, !cells.isEmpty else { return }
        let signature = ReadSignature(read)
        let classes: [[Int]]
        if let known = numbering.withLock({ $0[signature] }) {
            classes = known
        } else {
            classes = self.classes(read: read)
            numbering.withLock { $0[signature] = classes }
        }
        let keys = cells.map { projection(of: $0.index, classes: classes, strides: projectionStrides) }
        layouts.withLock { layouts in
            for (cell, key) in zip(cells, keys) {
                let run = cell.index / combinations
                // Mutated in place: a copy of the group would copy its dictionary on every add.
                if let group = layouts[run].firstIndex(where: { $0.classes == classes }) {
                    layouts[run][group].findings[key] = cell.findings
                } else {
                    layouts[run].append(ReadGroup(classes: classes, findings: [key: cell.findings]))
                }
            }
        }
    }
}
