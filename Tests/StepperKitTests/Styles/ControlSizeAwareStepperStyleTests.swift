import Testing
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct ControlSizeAwareStepperStyleTests {
    /// Seed 004: vertical padding 4 / 6 / 8 (twice that horizontally), fonts footnote / callout / body.
    @Test(arguments: [
        (ControlSize.mini, 4.0, TextFont.footnote),
        (.small, 6.0, .callout),
        (.regular, 8.0, .body),
        (.large, 8.0, .body),
        (.extraLarge, 8.0, .body),
    ])
    func paddingAndFontFollowTheControlSize(controlSize: ControlSize, padding: Double, font: TextFont) throws {
        let environment = try environment(controlSize: controlSize)
        let stepper = QuantityStepper(value: 10, in: 0...100, label: "Copies").stepperStyle(.controlSizeAware)
        let root = try layout(stepper, in: environment, proposal: ProposedSize(width: 320, height: nil)).root
        let value = try #require(root.first(tagged: "value")?.firstText)
        #expect(value.font == font)
        // The capsule is the controls' row plus the padding.
        let capsule = try #require(root.allNodes.first { node in
            if case .shape(let shape) = node.content { shape.kind == .capsule } else { false }
        })
        let row = try #require(root.first(tagged: "decrement")).frame
        #expect(abs(capsule.frame.height - (value.layout.height + 2 * padding)) < 0.001)
        #expect(abs(row.minX - capsule.frame.minX - 2 * padding) < 0.001)
    }

    @Test(arguments: ControlSize.allCases)
    func theControlSizeNeverChangesTheLabel(controlSize: ControlSize) throws {
        let stepper = QuantityStepper(value: 10, in: 0...100, label: "Copies").stepperStyle(.controlSizeAware)
        let root = try layout(stepper, in: try environment(controlSize: controlSize), proposal: ProposedSize(width: 320, height: nil)).root
        let label = try #require(root.allNodes.compactMap(\.firstText).first { $0.fullText == "Copies" })
        #expect(label.font == .body)
    }

    @Test func anExplicitFontWinsOverTheControlSize() throws {
        let stepper = QuantityStepper(value: 10, in: 0...100, label: "Copies")
            .stepperStyle(.controlSizeAware)
            .controlSize(.mini)
            .font(.title2)
        let root = try layout(stepper, in: try environment(), proposal: ProposedSize(width: 320, height: nil)).root
        #expect(root.first(tagged: "value")?.firstText?.font == .title2)
    }

    @Test(arguments: ControlSize.allCases, [DynamicTypeSize.xSmall, .large, .accessibility2])
    func hitAreasStay44PointsAndApart(controlSize: ControlSize, size: DynamicTypeSize) throws {
        let stepper = QuantityStepper(value: 3, in: 0...9, label: "Copies").stepperStyle(.controlSizeAware)
        let root = try layout(stepper, in: try environment(size: size, controlSize: controlSize), proposal: ProposedSize(width: 390, height: nil)).root
        let hits = root.buttons.compactMap { $0.button?.hitArea }
        #expect(hits.count == 2)
        #expect(hits.allSatisfy { $0.width >= 44 && $0.height >= 44 })
        #expect(!hits[0].intersects(hits[1]))
    }

    @Test func theRepeatingStyleMarksItsButtonsAsRepeating() throws {
        let stepper = QuantityStepper(value: 3, in: 0...9, label: "Copies").stepperStyle(.repeating)
        let root = try layout(stepper, in: try environment()).root
        #expect(root.buttons.map { $0.button?.repeatsWhileHeld } == [true, true])
        let plain = try layout(QuantityStepper(value: 3, in: 0...9, label: "Copies").stepperStyle(.controlSizeAware), in: try environment()).root
        #expect(plain.buttons.map { $0.button?.repeatsWhileHeld } == [false, false])
    }

    @Test func theLabelMovesAboveTheControlWhenTheyDoNotFitSideBySide() throws {
        let stepper = QuantityStepper(value: 10, in: 0...100, label: "Copies").stepperStyle(.controlSizeAware)
        let wide = try layout(stepper, in: try environment(), proposal: ProposedSize(width: 320, height: nil)).root
        let narrow = try layout(stepper, in: try environment(size: .accessibility5), proposal: ProposedSize(width: 320, height: nil)).root
        func labelAndControl(_ root: LaidOutNode) throws -> (Rect, Rect) {
            let label = try #require(root.allNodes.first { $0.firstText?.fullText == "Copies" && $0.kind == .text })
            return (label.frame, try #require(root.first(tagged: "decrement")).frame)
        }
        let (wideLabel, wideControl) = try labelAndControl(wide)
        #expect(wideControl.minX > wideLabel.maxX)
        let (narrowLabel, narrowControl) = try labelAndControl(narrow)
        #expect(narrowControl.minY >= narrowLabel.maxY)
        #expect(narrow.allNodes.compactMap(\.firstText).allSatisfy { !$0.isTruncated })
    }
}
