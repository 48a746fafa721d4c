import Testing
@testable import StepperKitText

/// Every wrapped line is as wide as its text shaped as a line on its own, also where a word is split
/// between graphemes inside a ligature or a kerning pair (the next line then starts where HarfBuzz
/// marked the text unsafe to break).
@Suite(.tags(.layout))
struct LineStartPieceTests {
    static let texts = [
        "Donaudampfschifffahrtsgesellschaftskapitän fährt über Straßen",
        "affluent efficient offline officially shuffle waffle ﬁne",
        "AVAVAVAVAVAVAVAVAVAV TTTTyyyyyToToToTo WAWAWAWAVAVAVA",
    ]

    @Test(arguments: [0, 1])
    func splitLinesAreAsWideAsTheirTextAlone(fontIndex: Int) throws {
        let font = try fontIndex == 0 ? Fixtures.dejaVuSans(size: 15) : Font(.family("Inter"), size: 17)
        var splitLines = 0
        for text in Self.texts {
            var layouter = try TextLayouter(text, font: font)
            for width in stride(from: 20.0, through: 200, by: 0.5) {
                let layout = layouter.layout(in: TextContainer(width: width))
                for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
                    let alone = try font.layout(line.text).width
                    #expect(abs(line.width - alone) < 1e-9, "\(text) at \(width) pt, line \(index) \"\(line.text)\": \(line.width) pt, alone \(alone) pt")
                    if index > 0, layout.lines[index - 1].endsInsideWord { splitLines += 1 }
                }
            }
        }
        #expect(splitLines > 100)
    }
}
