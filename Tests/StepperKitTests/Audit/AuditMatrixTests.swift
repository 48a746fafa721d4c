import Foundation
import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct AuditMatrixTests {
    /// The stepper at 3 in each cell's style, alone and beside a product name on a 320 pt row.
    static let scenes = [
        AuditScene("stepper") { environment in
            environment.stepperStyle.makeBody(configuration: AccessibilityFixtures.stepperConfiguration(quantity: 3, in: environment))
        },
        AuditScene("product row") { environment in
            HStack {
                Text("Double shot, velvety milk").lineLimit(1)
                Spacer()
                environment.stepperStyle.makeBody(configuration: AccessibilityFixtures.stepperConfiguration(quantity: 3, in: environment))
            }
        },
    ]

    static func matrix() throws -> AuditMatrix {
        AuditMatrix(
            scenes: scenes, locales: [try LocaleID("en_US"), try LocaleID("es_ES")],
            dynamicTypeSizes: [.large, .xLarge, .accessibility3],
            axes: [try .stepperStyles(["capsule", "controlSizeAware"], in: StepperStyleRegistry())],
            proposal: ProposedSize(width: 320, height: nil)
        )
    }

    @Test func cellsRunInAFixedOrder() throws {
        let cells = try Self.matrix().cells
        #expect(cells.count == 24)
        #expect(cells.prefix(4).map(\.description) == [
            "stepper · capsule · en_US · large · regular",
            "stepper · capsule · en_US · xLarge · regular",
            "stepper · capsule · en_US · accessibility3 · regular",
            "stepper · capsule · es_ES · large · regular",
        ])
    }

    @Test func concurrentRunMatchesSerialRun() async throws {
        let matrix = try Self.matrix()
        let engine = try LayoutEngine()
        var serial: [AuditCellResult] = []
        for cell in matrix.cells { serial.append(try matrix.audit(cell, engine: engine)) }
        let concurrent = try await matrix.run(engine: engine, maxConcurrentCells: 4)
        #expect(concurrent.results == serial)
        #expect(concurrent.results.map(\.cell) == matrix.cells)
        #expect(try await matrix.run(engine: engine, maxConcurrentCells: 1) == concurrent)
    }

    /// What the matrix finds in the built-in styles: the stepper alone passes everywhere (the audit
    /// once caught the capsule's count on SwiftUI's 15% gradient top at 4.49:1, and the
    /// control-size-aware buttons' hit areas overlapping by 0.09 pt; both are fixed), while the
    /// product name has no room beside the stepper on a 320 pt row at xLarge and above.
    @Test func summaryCountsFindingsByRule() async throws {
        let report = try await Self.matrix().run(engine: try LayoutEngine())
        #expect(report.summary.description == """
            24 cells, 12 with findings: 12 errors, 2 warnings
              truncation: 14
            """)
        let stepper = try #require(report.results.first { $0.cell.description == "stepper · controlSizeAware · es_ES · large · regular" })
        #expect(stepper.findings.isEmpty)
        let row = try #require(report.results.first { $0.cell.description == "product row · capsule · en_US · accessibility3 · regular" })
        #expect(row.findings.map(\.description) == [
            // The capsule keeps within the row by dropping its count's scaled minimum width and
            // narrowing its buttons toward 44 pt, so the name keeps "Dou" (it kept only "…" while the
            // buttons held their scaled 96 pt); the row, offering the less flexible stepper its share
            // first, still leaves the count too little: it shrinks as far as it may.
            "error [truncation] HStack/Text: text \"Double shot, velvety milk\" is truncated to \"Dou…\" (en_US, accessibility3)",
            "warning [truncation] HStack/Background/ViewThatFits/HStack/Text#value: text \"3\" is shrunk to 60% (24 pt) to fit (en_US, accessibility3)",
        ])
        // Cells without findings are reported too.
        #expect(report.results.filter(\.findings.isEmpty).map(\.cell.description) == [
            "stepper · capsule · en_US · large · regular",
            "stepper · capsule · en_US · xLarge · regular",
            "stepper · capsule · en_US · accessibility3 · regular",
            "stepper · capsule · es_ES · large · regular",
            "stepper · capsule · es_ES · xLarge · regular",
            "stepper · capsule · es_ES · accessibility3 · regular",
            "stepper · controlSizeAware · en_US · large · regular",
            "stepper · controlSizeAware · en_US · xLarge · regular",
            "stepper · controlSizeAware · en_US · accessibility3 · regular",
            "stepper · controlSizeAware · es_ES · large · regular",
            "stepper · controlSizeAware · es_ES · xLarge · regular",
            "stepper · controlSizeAware · es_ES · accessibility3 · regular",
        ])
    }

    /// Several screen widths are an axis of their own: each cell is laid out at its width, and cells
    /// share a layout only at one width (the product row's name keeps more of itself at 430 pt).
    @Test func eachWidthIsLaidOutOnItsOwn() async throws {
        var matrix = try Self.matrix()
        matrix.widths = [320, 430]
        let cells = matrix.cells
        #expect(cells.count == 48)
        #expect(cells.prefix(2).map(\.description) == [
            "stepper · 320 · capsule · en_US · large · regular",
            "stepper · 320 · capsule · en_US · xLarge · regular",
        ])
        #expect(matrix.proposal(of: cells[0]) == ProposedSize(width: 320, height: nil))
        // 12 cells a width and scene: 2 styles × 2 locales × 3 sizes.
        #expect(matrix.proposal(of: cells[12]) == ProposedSize(width: 430, height: nil))
        let report = try await matrix.run(engine: try LayoutEngine())
        let name = { (width: String) in
            report.results.first { $0.cell.description == "product row · \(width) · capsule · en_US · xLarge · regular" }?.findings.map(\.description)
        }
        #expect(name("320") == ["error [truncation] HStack/Text: text \"Double shot, velvety milk\" is truncated to \"Double s…\" (en_US, xLarge)"])
        #expect(name("430") == ["error [truncation] HStack/Text: text \"Double shot, velvety milk\" is truncated to \"Double shot,…\" (en_US, xLarge)"])
        matrix.widths = [320, 0]
        await #expect(throws: AuditMatrixError.invalidWidth(0)) { try await matrix.run(engine: try LayoutEngine()) }
        matrix.widths = [320, 320]
        await #expect(throws: AuditMatrixError.duplicateVariant(axis: "width", variant: "320")) { try await matrix.run(engine: try LayoutEngine()) }
    }

    @Test func widthsLaidOutTogetherFindWhatEachCellFindsAlone() async throws {
        // A run lays out a cell's widths from one set of elements; each cell audited alone lays out
        // its own width only.
        var matrix = try Self.matrix()
        matrix.widths = [320, 375, 430]
        let engine = try LayoutEngine()
        let report = try await matrix.run(engine: engine)
        let alone = try matrix.cells.map { try matrix.audit($0, engine: engine) }
        #expect(report.results.map(\.cell.description) == alone.map(\.cell.description))
        #expect(report.results.map { $0.findings.map(\.description) } == alone.map { $0.findings.map(\.description) })
        #expect(report.results.contains { !$0.findings.isEmpty })
    }

    /// A style that reads the control size only through the metrics it picks shares one layout among
    /// the sizes that pick the same: the control-size-aware look draws regular, large and extra large
    /// alike (3 layouts for 5 sizes), a theme with small and regular metrics draws the rest as regular
    /// (2), the capsule never reads the size (1); a scene that reads the size itself lays out all 5. In
    /// every case each cell finds what it finds audited alone.
    @Test func sizesAStyleDrawsAlikeShareALayout() async throws {
        let stepper = Self.scenes[0]
        let shown = AuditScene("size shown") { environment in
            VStack {
                Text(verbatim: environment.controlSize.rawValue)
                environment.stepperStyle.makeBody(configuration: AccessibilityFixtures.stepperConfiguration(quantity: 3, in: environment))
            }
        }
        var registry = StepperStyleRegistry()
        try registry.register(theme: try StepperTheme(json: Data("""
            {"controlSizes": {"small": {"vertical": 2, "horizontal": 6, "font": "subheadline"},
                              "regular": {"vertical": 4, "horizontal": 8, "font": "headline"}}}
            """.utf8)), as: "twoSizes")
        let engine = try LayoutEngine()
        func laidOut(_ scene: AuditScene, style: String) async throws -> Int {
            let matrix = AuditMatrix(
                scenes: [scene], locales: [try LocaleID("es_ES")], dynamicTypeSizes: [.large, .accessibility3],
                controlSizes: ControlSize.allCases, axes: [try .stepperStyles([style], in: registry)],
                proposal: ProposedSize(width: 320, height: nil)
            )
            // One cell at a time: cells running at once may each lay out what the other would have shared.
            let report = try await matrix.run(engine: engine, maxConcurrentCells: 1)
            let alone = try matrix.cells.map { try matrix.audit($0, engine: engine) }
            #expect(report.results == alone)
            return report.laidOutCellCount
        }
        var counts: [String: Int] = [:]
        for style in ["controlSizeAware", "repeating", "twoSizes", "capsule"] {
            counts[style] = try await laidOut(stepper, style: style)
            counts["shown " + style] = try await laidOut(shown, style: style)
        }
        // Two Dynamic Type sizes, each with its own layouts.
        #expect(counts == [
            "controlSizeAware": 2 * 3, "repeating": 2 * 3, "twoSizes": 2 * 2, "capsule": 2 * 1,
            "shown controlSizeAware": 2 * 5, "shown repeating": 2 * 5, "shown twoSizes": 2 * 5, "shown capsule": 2 * 5,
        ])
    }

    /// A cart at rest and a fly button with no copy in flight draw alike with Reduce Motion off and on,
    /// and read it only while they move: their cells share a layout; a bump or a flight splits them.
    @Test func componentsAtRestShareALayoutAcrossReduceMotion() async throws {
        let bumping = CartBadgeModel(count: 0).send(.countChanged(to: 1, now: .zero)).state
        let flying = FlyButtonModel(cartFrame: Rect(x: 340, y: 10, width: 30, height: 30), sourceFrame: Rect(x: 24, y: 120, width: 342, height: 260))
            .send(.add(now: .zero)).state
        #expect(flying.flights.count == 1)
        let scenes = [
            AuditScene("cart at rest") { _ in CartBadge(count: 3) },
            AuditScene("button at rest") { _ in AddToCartFlyButton(model: FlyButtonModel(), image: IconName("cart")) },
            AuditScene("cart bumping") { _ in CartBadge(model: bumping, time: .milliseconds(70)) },
            AuditScene("button with a copy in flight") { _ in AddToCartFlyButton(model: flying, image: IconName("cart"), time: .milliseconds(300)) },
        ]
        let engine = try LayoutEngine()
        var counts: [String: Int] = [:]
        for scene in scenes {
            let matrix = AuditMatrix(
                scenes: [scene], locales: [try LocaleID("en_US")], dynamicTypeSizes: [.large],
                axes: [AuditAxis("motion", [.environment("animated", \.reduceMotion, false), .environment("reduceMotion", \.reduceMotion, true)])],
                proposal: ProposedSize(width: 390, height: nil)
            )
            let report = try await matrix.run(engine: engine, maxConcurrentCells: 1)
            #expect(report.results == (try matrix.cells.map { try matrix.audit($0, engine: engine) }))
            counts[scene.name] = report.laidOutCellCount
        }
        #expect(counts == ["cart at rest": 1, "button at rest": 1, "cart bumping": 2, "button with a copy in flight": 2])
    }

    /// Two reads of one key by class keep the finer split: values share a class only when both reads agree.
    @Test func classifiedReadsOfOneKeyKeepTheFinerSplit() throws {
        let log = EnvironmentReadLog()
        var environment = EnvironmentValues()
        environment.readLog = log
        // mini, small, regular, large, extraLarge
        #expect(environment.controlSize { $0 == .mini ? "mini" : "other" } == "other")
        #expect(environment.controlSize { $0 == .extraLarge } == false)
        let reads = log.recorded
        #expect(reads.keys.isEmpty)
        #expect(reads.classified.values.map(\.classes) == [[0, 1, 1, 1, 4]])
        #expect(EnvironmentReadLog.meet([0, 0, 0, 3], [0, 1, 1, 1]) == [0, 1, 1, 3])
        #expect(EnvironmentReadLog.meet([0, 1, 2], [0, 0, 0]) == [0, 1, 2])
        // A read of the whole value is recorded as one.
        _ = environment.controlSize
        #expect(log.recorded.keys.count == 1)
        #expect(log.read.count == 1)
    }

    @Test func unknownStylesFailWhenTheAxisIsMade() {
        #expect(throws: StepperStyleRegistryError.unknown("pil", registered: StepperStyleRegistry().names)) {
            try AuditAxis.stepperStyles(["capsule", "pil"], in: StepperStyleRegistry())
        }
    }

    @Test func duplicateScenesAndVariantsFailBeforeRunning() async throws {
        var matrix = try Self.matrix()
        matrix.scenes = Self.scenes + Self.scenes.prefix(1)
        await #expect(throws: AuditMatrixError.duplicateScene("stepper")) {
            try await matrix.run(engine: try LayoutEngine())
        }
        matrix.scenes = Self.scenes
        matrix.axes.append(AuditAxis("motion", [.environment("reduced", \.reduceMotion, true), .environment("reduced", \.reduceMotion, false)]))
        await #expect(throws: AuditMatrixError.duplicateVariant(axis: "motion", variant: "reduced")) {
            try await matrix.run(engine: try LayoutEngine())
        }
        let stray = AuditCell(scene: "checkout", variants: [], locale: try LocaleID("en_US"), dynamicTypeSize: .large, controlSize: .regular)
        #expect(throws: AuditMatrixError.unknownScene("checkout")) {
            try matrix.audit(stray, engine: try LayoutEngine())
        }
    }

    /// An empty axis or no scene at all is a typed error, never a trap on a missing first cell.
    @Test(arguments: ["scenes", "locale", "dynamicTypeSize", "controlSize", "style"])
    func anEmptyAxisIsAnError(axis: String) async throws {
        var matrix = try Self.matrix()
        if axis == "scenes" {
            matrix.scenes = []
        } else {
            matrix.axes = matrix.axes.map { $0.name == axis ? AuditAxis(axis, []) : $0 }
        }
        #expect(matrix.cells.isEmpty)
        await #expect(throws: AuditMatrixError.empty(axis: axis)) {
            try await matrix.run(engine: try LayoutEngine())
        }
    }

    @Test func anEmptyMatrixSaysWhatIsMissing() {
        #expect(AuditMatrixError.empty(axis: "scenes").description == "The audit matrix has no scene to try; give it at least one.")
        #expect(AuditMatrixError.empty(axis: "locale").description == "The audit matrix has no locale variant to try; give it at least one.")
    }

    @Test func noConcurrencyRunsOneCellAtATime() async throws {
        let report = try await Self.matrix().run(engine: try LayoutEngine(), maxConcurrentCells: 0)
        #expect(report.results.count == 24)
    }

    @Test func cellsNameTheirStyleAndEveryVariant() throws {
        let cell = try #require(try Self.matrix().cells.first)
        #expect(cell.style == "capsule")
        #expect(cell.variant(of: "dynamicTypeSize") == "large")
        #expect(cell.variants.map(\.axis) == ["style", "locale", "dynamicTypeSize", "controlSize"])
    }
}

struct AuditSceneStateTests {
    /// A scene's own states: the add-to-cart stepper at 0 and 1 on a 60 pt column, where the trash
    /// state fits and the Add button reaches past the screen.
    static let cart = AuditScene("cart", states: [("quantity 0", 0), ("quantity 1", 1)]) { _, quantity in
        AddToCartStepper(quantity: quantity)
    }

    static func matrix() throws -> AuditMatrix {
        AuditMatrix(
            scenes: [cart], locales: [try LocaleID("en_US")], dynamicTypeSizes: [.large],
            axes: [try .stepperStyles(["capsule"], in: StepperStyleRegistry())],
            proposal: ProposedSize(width: 60, height: nil)
        )
    }

    @Test func cellsTakeEachStateOfTheirScene() throws {
        #expect(try Self.matrix().cells.map(\.description) == [
            "cart · quantity 0 · capsule · en_US · large · regular",
            "cart · quantity 1 · capsule · en_US · large · regular",
        ])
    }

    @Test func findingsCarryTheirCell() async throws {
        let report = try await Self.matrix().run(engine: try LayoutEngine())
        let finding = try #require(report.findings.first { $0.rule == .offscreen })
        #expect(finding.scene == "cart")
        #expect(finding.variant(of: AuditScene.stateAxis) == "quantity 0")
        #expect(finding.variant(of: "style") == "capsule")
        #expect(finding.variants.map(\.axis) == ["state", "style", "locale", "dynamicTypeSize", "controlSize"])
    }

    @Test func duplicateStatesAndAStateAxisAreRefused() async throws {
        var matrix = try Self.matrix()
        matrix.scenes = [AuditScene("cart", states: [("one", 1), ("one", 2)]) { _, quantity in AddToCartStepper(quantity: quantity) }]
        await #expect(throws: AuditMatrixError.duplicateVariant(axis: "cart state", variant: "one")) {
            try await matrix.run(engine: try LayoutEngine())
        }
        matrix = try Self.matrix()
        matrix.axes.append(AuditAxis("state", [.environment("on", \.reduceMotion, true)]))
        await #expect(throws: AuditMatrixError.duplicateAxis("state")) {
            try await matrix.run(engine: try LayoutEngine())
        }
    }
}
