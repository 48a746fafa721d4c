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
            24 cells, 12 with findings: 12 errors, 0 warnings
              truncation: 12
            """)
        let stepper = try #require(report.results.first { $0.cell.description == "stepper · controlSizeAware · es_ES · large · regular" })
        #expect(stepper.findings.isEmpty)
        let row = try #require(report.results.first { $0.cell.description == "product row · capsule · en_US · accessibility3 · regular" })
        #expect(row.findings.map(\.description) == [
            "error [truncation] HStack/Text: text \"Double shot, velvety milk\" is truncated to \"…\" (en_US, accessibility3)",
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
