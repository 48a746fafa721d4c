import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct WordSplitRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Double
        var findings: [String]
        var testDescription: String { "\"\(text)\" in \(width) pt" }
    }

    static let rows: [Row] = [
        // Too narrow for the word: the layout splits it between graphemes.
        Row(text: "Copies", width: 30, findings: [
            "error [word-split] Frame/Text: text \"Copies\" is broken inside a word: \"Co / pie / s\" (24.293 pt wide) (en_US, large)",
        ]),
        // A number is one word to ICU: no opportunity between its digits and separators.
        Row(text: "1,000,000", width: 40, findings: [
            "error [word-split] Frame/Text: text \"1,000,000\" is broken inside a word: \"1,00 / 0,00 / 0\" (35.763 pt wide) (en_US, large)",
        ]),
        // Breaks at spaces and after a hyphen are opportunities.
        Row(text: "Add to cart", width: 40, findings: []),
        Row(text: "twenty-one", width: 66, findings: []),
        // "twenty-" is wider than 60 pt: the layout has to cut inside it, before the hyphen, which a
        // reader sees as a broken word too.
        Row(text: "twenty-one", width: 60, findings: [
            "error [word-split] Frame/Text: text \"twenty-one\" is broken inside a word: \"twenty / -one\" (55.178 pt wide) (en_US, large)",
        ]),
        // Wide enough: one line.
        Row(text: "Copies", width: 60, findings: []),
    ]

    @Test(arguments: rows)
    func breaksInsideWordsAreErrors(row: Row) throws {
        let screen = Text(verbatim: row.text).frame(width: row.width)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.wordSplit])
        #expect(findings == row.findings)
    }

    /// The one place splits are found: the index of each line that ends inside a word.
    @Test func splitLinesAreFoundFromTheLaidOutLines() throws {
        let result = try AccessibilityFixtures.layout(Text(verbatim: "Copies and Tickets").frame(width: 30))
        let text = try #require(result.root.firstText)
        #expect(text.layout.lines.map(\.text) == ["Co", "pie", "s", "an", "d", "Tic", "ket", "s"])
        #expect(WordSplitCheck.linesSplitInsideWords(text) == [0, 1, 3, 5, 6])
    }

    /// A word broken at a point of its language's dictionary, with a hyphen drawn, is set as a
    /// typesetter sets it: not a finding. The same word in a locale with no dictionary is split
    /// between graphemes, and reported.
    @Test(arguments: [
        ("es_ES", [String]()),
        ("es_MX", []),
        ("ar_EG", ["error [word-split] Frame/Text: text \"senderismo\" is broken inside a word: \"senderi / smo\" (59.548 pt wide) (ar_EG, large)"]),
    ])
    func hyphenatedBreaksAreAcceptedAndOthersReported(locale: String, findings: [String]) throws {
        let screen = Text(verbatim: "senderismo").frame(width: 60)
        let result = try AccessibilityFixtures.layout(screen, locale: locale, size: .large)
        let text = try #require(result.root.firstText)
        // Both are breaks inside the word; only the one without a hyphen is a finding.
        #expect(text.layout.lines.map(\.text) == (findings.isEmpty ? ["sende‐", "rismo"] : ["senderi", "smo"]))
        #expect(text.layout.wordSplits.map(\.isHyphenated) == [findings.isEmpty])
        #expect(WordSplitCheck.linesSplitInsideWords(text) == (findings.isEmpty ? [] : [0]))
        #expect(AccessibilityFixtures.findings(result, rules: [.wordSplit]) == findings)
    }

    /// A hidden text is not seen, so its splits are not reported.
    @Test func transparentTextIsNotChecked() throws {
        let screen = Text(verbatim: "Copies").frame(width: 30).opacity(0)
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(screen), rules: [.wordSplit])
        #expect(findings.isEmpty)
    }
}
