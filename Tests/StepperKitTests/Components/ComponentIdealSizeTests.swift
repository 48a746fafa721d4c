import Testing
import StepperKitLocalization
@testable import StepperKit
@testable import StepperKitUI

/// A component laid out at its ideal size keeps its label whole (the stacks' own priorities are
/// tested beside the engine, in StepperKitUITests).
struct ComponentIdealSizeTests {
    @Test(arguments: ["en_US", "es_ES"], DynamicTypeSize.allCases)
    func aQuantityStepperAtItsIdealSizeKeepsItsLabelWhole(locale: String, size: DynamicTypeSize) throws {
        let node = QuantityStepper(value: 2, in: 1...10, label: "Copies")
        let root = try layout(node, in: try environment(locale, size: size)).root
        let label = try #require(root.allNodes.compactMap(\.firstText).first { $0.fullText != "2" })
        #expect(label.layout.lines.count == 1)
        #expect(!label.isTruncated)
    }
}
