import StepperKitLocalization
import StepperKitText
import Testing
@testable import StepperKitUI

/// A text's line breaks in a dump or a finding are each one "⏎", whatever the break: "\r\n" is one
/// Character, so replacing the string "\n" missed it and left a raw CR in the dump's line.
struct OneLineTextTests {
    @Test func everyLineBreakIsOneMarkInTheDump() throws {
        let result = try engine().layout(Text(verbatim: "Pay\r\nnow\rplease\u{2028}thanks"), in: EnvironmentValues(locale: try LocaleID("en_US")))
        let dump = result.root.dump()
        #expect(!dump.contains("\r") && !dump.contains("\u{2028}"))
        let text = try #require(result.root.allNodes.compactMap { node -> LaidOutText? in
            if case .text(let text) = node.content { text } else { nil }
        }.first)
        #expect(text.shownTextOnOneLine == "Pay⏎now⏎please⏎thanks")
        #expect(dump.contains("\"Pay⏎now⏎please⏎thanks\""))
    }
}
