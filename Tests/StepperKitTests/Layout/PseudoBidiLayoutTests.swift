import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// ar-XB text wraps as its source does and reads from its first line, drawn right to left.
struct PseudoBidiLayoutTests {
    /// "Double shot, velvety milk" at AX5 body in 270 pt: three lines broken between words, the first
    /// holding the first words; each drawn reversed. (When the kit reversed the characters itself, the
    /// first line held "milk", and ",tohs" was glued to the word before it — UAX #14 breaks nowhere
    /// before a comma — so "shot" was split: the audit's word-split rule at AX5 on a 320 pt phone.)
    @Test func wrapsBetweenWordsInReadingOrderAndDrawsRightToLeft() throws {
        let environment = try environment(size: .accessibility5)
        let body = try font(.body, in: environment)
        let text = PseudoLocale.bidi.transform("Double shot, velvety milk")
        let layout = try body.layout(text, in: TextContainer(width: 270), direction: .rightToLeft)
        let visible = { (line: String) in String(line.unicodeScalars.filter { !$0.properties.isBidiControl }.map(Character.init)) }
        #expect(layout.lines.map { visible($0.text).trimmingCharacters(in: .whitespaces) } == ["Double", "shot,", "velvety milk"])
        #expect(layout.wordSplits.isEmpty)
        #expect(visible(layout.visualText(ofLine: 0)).trimmingCharacters(in: .whitespaces) == "elbuoD")
        #expect(visible(layout.visualText(ofLine: 1)).trimmingCharacters(in: .whitespaces) == ",tohs")
        #expect(visible(layout.visualText(ofLine: 2)).trimmingCharacters(in: .whitespaces) == "klim ytevlev")
    }
}
