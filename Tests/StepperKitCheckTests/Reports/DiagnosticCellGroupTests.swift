import Foundation
import Testing
import StepperKitLocalization
@testable import StepperKitCheck

/// A finding found alike in many cells of an audit is one group: one line of text with the values
/// each coordinate took, the other formats untouched.
struct DiagnosticCellGroupTests {
    static let rule = DiagnosticRule("truncation", .warning, "Text is not cut.")

    /// A truncation at one node, in the cell of the given style and control size (and language).
    static func finding(
        style: String, size: String, language: String = "es-MX", path: String = "VStack/Text", message: String = #"text "Subtotal" is shrunk to 93%"#
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, location: DiagnosticLocation(nodePath: path),
            cell: DiagnosticCell(language: language, coordinates: [.init("scene", "addToCart"), .init("style", style), .init("controlSize", size)]),
            message: message
        )
    }

    @Test func findingsThatDifferOnlyInTheirCoordinatesAreOneGroup() {
        let findings = ["capsule", "bordered"].flatMap { style in ["mini", "small", "regular"].map { Self.finding(style: style, size: $0) } }
        let groups = DiagnosticCellGroup.grouping(findings)
        #expect(groups.count == 1)
        #expect(groups[0].count == 6)
        #expect(groups[0].combinations == 6)
        #expect(groups[0].values == [["addToCart"], ["capsule", "bordered"], ["mini", "small", "regular"]])
        #expect(groups[0].first == findings[0])
        #expect(groups[0].description
            == #"VStack/Text: warning: es-MX · scene addToCart · style capsule, bordered · controlSize mini, small, regular (6 cells): text "Subtotal" is shrunk to 93% [truncation]"#)
    }

    /// The documentation's example, as written there.
    @Test func theDocumentedLineIsTheOneWritten() {
        let findings = ["mini", "small"].map { size in
            Diagnostic(rule: Self.rule, location: DiagnosticLocation(nodePath: "VStack/Text"),
                       cell: DiagnosticCell(language: "es-MX", coordinates: [.init("controlSize", size)]), message: "text is shrunk to 93%")
        }
        #expect(DiagnosticCellGroup.grouping(findings)[0].description
            == "VStack/Text: warning: es-MX · controlSize mini, small (2 cells): text is shrunk to 93% [truncation]")
    }

    @Test func aGroupInSomeOfItsCombinationsSaysSo() {
        let findings = [
            Self.finding(style: "capsule", size: "mini"), Self.finding(style: "capsule", size: "small"), Self.finding(style: "bordered", size: "mini"),
        ]
        let group = DiagnosticCellGroup.grouping(findings)[0]
        #expect(group.count == 3)
        #expect(group.combinations == 4)
        #expect(group.description.contains("style capsule, bordered · controlSize mini, small (3 of the 4 combinations): "))
    }

    @Test func aCellThatFindsTheSameThingTwiceIsCountedAsFindings() {
        let finding = Self.finding(style: "capsule", size: "mini")
        let group = DiagnosticCellGroup.grouping([finding, finding, Self.finding(style: "capsule", size: "small")])[0]
        #expect(group.count == 3)
        #expect(group.combinations == 2)
        #expect(group.description.contains("controlSize mini, small (3 findings in 2 cells): "))
    }

    @Test func anotherPlaceLanguageOrMessageIsAnotherGroupInTheOrderMet() {
        let findings = [
            Self.finding(style: "capsule", size: "mini"),
            Self.finding(style: "capsule", size: "mini", language: "es-ES"),
            Self.finding(style: "bordered", size: "mini"),
            Self.finding(style: "capsule", size: "mini", path: "VStack/Text[2]"),
            Self.finding(style: "capsule", size: "mini", message: "text is cut"),
        ]
        let groups = DiagnosticCellGroup.grouping(findings)
        #expect(groups.map(\.count) == [2, 1, 1, 1])
        #expect(groups.map(\.first) == [findings[0], findings[1], findings[3], findings[4]])
        // A group of one reads as its finding.
        #expect(groups[1].description == findings[1].description)
    }

    @Test func theAuditsTextGroupsAndItsOtherFormatsListEveryFinding() {
        let spool = DiagnosticSpool()
        for size in ["mini", "small"] { spool.append(Self.finding(style: "capsule", size: size)) }
        var report = DiagnosticReport(tool: "audit", files: [], cellCount: 2, diagnostics: spool)
        func written(_ format: ReportFormat) -> [String] {
            format.render(report).split(separator: "\n").map(String.init)
        }
        #expect(written(.text).filter { $0.hasPrefix("VStack/Text") }.count == 2)
        report.groupsCells = true
        #expect(written(.text).filter { $0.hasPrefix("VStack/Text") } == [
            #"VStack/Text: warning: es-MX · scene addToCart · style capsule · controlSize mini, small (2 cells): text "Subtotal" is shrunk to 93% [truncation]"#,
        ])
        #expect(written(.xcode).count == 2)
    }
}
