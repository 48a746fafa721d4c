import Foundation
import StepperKit
import Testing
@testable import SwiftUIShapedViews

/// The README's first example is `QuantityPicker.swift`, and what the README says of it holds.
struct ReadmeExampleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's first Swift block is the view's file without its doc comment.
    @Test func theReadmesFirstExampleIsTheQuantityPicker() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let opening = try #require(readme.range(of: "```swift\n"))
        let closing = try #require(readme.range(of: "\n```", range: opening.upperBound..<readme.endIndex))
        let example = String(readme[opening.upperBound..<closing.lowerBound])
        let file = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/SwiftUIShapedViews/QuantityPicker.swift"), encoding: .utf8
        )
        let source = file.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("///") }.joined(separator: "\n")
        #expect(example + "\n" == source)
    }

    /// Each file of the target imports the engine and nothing else: `import SwiftUI` in its place is
    /// the one change an app would make to share it.
    @Test func theViewsImportOnlyTheEngine() throws {
        let folder = Self.root.appendingPathComponent("Examples/SwiftUIShapedViews")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == 10)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") }
            #expect(imports.allSatisfy { $0 == "import StepperKitUI" }, "\(file): \(imports)")
        }
    }

    /// With the kit's services, as the README lays it out: no finding, and a press shows 2 next time.
    @Test func theReadmesClaimsHold() throws {
        let engine = try LayoutEngine()
        let screen = try engine.layout(QuantityPicker(), in: EnvironmentValues())
        #expect(AccessibilityAudit().findings(in: screen) == [])
        try screen.pressButton(named: "Add one")
        let next = try engine.layout(QuantityPicker(), in: EnvironmentValues())
        #expect(next.root.dump().contains(#""2" headline"#))
    }
}
