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

    /// Every scalar `Character.isNewline` holds is a break the one-line form marks, and a text without
    /// one is itself (the one-line form looks at its bytes before mapping its characters).
    @Test(arguments: [
        ("Pay\u{0B}now", "Pay⏎now"), ("Pay\u{0C}now", "Pay⏎now"), ("Pay\u{85}now", "Pay⏎now"),
        ("Pay\u{2029}now", "Pay⏎now"), ("Añadir al carrito", "Añadir al carrito"), ("٣ منتجات", "٣ منتجات"),
    ])
    func eachBreakIsOneMarkAndOtherTextsStayAsTheyAre(text: String, oneLine: String) throws {
        let result = try engine().layout(Text(verbatim: text), in: EnvironmentValues(locale: try LocaleID("en_US")))
        let laidOut = try #require(result.root.allNodes.compactMap { node -> LaidOutText? in
            if case .text(let text) = node.content { text } else { nil }
        }.first)
        #expect(laidOut.shownTextOnOneLine == oneLine)
        #expect(!result.root.dump().unicodeScalars.contains { [0x0B, 0x0C, 0x85, 0x2029].contains($0.value) })
    }
}
