import Testing
@testable import StepperKitText

/// The stepper finds the graphemes `String` finds, in texts mixing the characters it answers
/// itself with every kind that extends, joins, prepends or controls.
@Suite(.tags(.layout))
struct GraphemeStepperTests {
    /// Characters from both sides of every range edge, and the ones UAX #29 treats specially.
    static let pool: [Unicode.Scalar] = [
        "a", "Z", " ", "~", "\u{7F}", "\u{0D}", "\u{0A}", "\u{0B}", "\u{85}", "\u{A0}", "\u{AC}", "\u{AD}", "\u{AE}", "é", "ß",
        "\u{2FF}", "\u{300}", "\u{301}", "\u{36F}", "\u{370}", "Ω", "Я", "\u{482}", "\u{483}", "\u{489}", "\u{48A}", "\u{52F}",
        "\u{530}", "\u{5D0}", "\u{591}", "\u{600}", "\u{627}", "\u{64B}", "\u{6DD}", "\u{915}", "\u{93F}", "\u{94D}",
        "\u{E33}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{200C}", "\u{200D}", "\u{2028}", "\u{2029}", "\u{3000}", "\u{3029}",
        "\u{302A}", "\u{3041}", "\u{3096}", "\u{3099}", "\u{309A}", "\u{30A0}", "\u{30FF}", "\u{4E00}", "\u{9FFF}",
        "\u{AC00}", "\u{AC01}", "\u{D7A3}", "\u{FE0F}", "\u{FF01}", "\u{FF9D}", "\u{FF9E}", "\u{FF9F}", "\u{1F1E6}",
        "\u{1F1EA}", "\u{1F3FB}", "\u{1F468}", "\u{1F6D2}", "\u{E0020}", "©", "\u{20E3}", "1", "#",
    ]

    static func graphemeEnds(of text: String) -> [Int] {
        var ends: [Int] = []
        var offset = 0
        for character in text {
            offset += character.utf8.count
            ends.append(offset)
        }
        return ends
    }

    static func stepperEnds(of text: String) -> (ends: [Int], newlines: [Bool]) {
        var text = text
        text.makeContiguousUTF8()
        let stepper = GraphemeStepper(text: text)
        var ends: [Int] = []
        var newlines: [Bool] = []
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            while offset < bytes.count {
                let (end, isNewline) = stepper.grapheme(at: offset, in: bytes)
                ends.append(end)
                newlines.append(isNewline)
                offset = end
            }
        }
        return (ends, newlines)
    }

    @Test func randomMixturesBreakAsStringDoes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        for _ in 0..<4000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + next() % 12) { scalars.append(Self.pool[next() % Self.pool.count]) }
            let text = String(scalars)
            let stepped = Self.stepperEnds(of: text)
            #expect(stepped.ends == Self.graphemeEnds(of: text), "\(text.unicodeScalars.map(\.codePointName))")
            #expect(stepped.newlines == text.map(\.isNewline), "\(text.unicodeScalars.map(\.codePointName))")
        }
    }

    @Test(arguments: ["Añadir al carrito", "Создать документ", "カートに追加 3 点", "장바구니에 추가", "e\u{301}le\u{300}ve",
                      "a\r\nb", "👨‍👩‍👧 🇪🇸", "ｶﾞｷﾞ", "1️⃣#️⃣", "\u{600}1", ""])
    func knownTextsBreakAsStringDoes(text: String) {
        #expect(Self.stepperEnds(of: text).ends == Self.graphemeEnds(of: text))
    }

    /// Scalars of one to four bytes decode to their values; a cut-off sequence or a byte that
    /// cannot start one reads as U+FFFD, one byte long.
    @Test func decodesScalarsFromTheBytes() {
        let bytes: [UInt8] = Array("aé€😀".utf8) + [0x80] + [0xC3]
        bytes.withUnsafeBufferPointer { buffer in
            var decoded: [UInt32] = []
            var offset = 0
            while offset < buffer.count {
                let (value, length) = buffer.scalar(at: offset)
                decoded.append(value)
                offset += length
            }
            #expect(decoded == [0x61, 0xE9, 0x20AC, 0x1F600, 0xFFFD, 0xFFFD])
        }
        let cut: [UInt8] = [0xE2, 0x82]
        cut.withUnsafeBufferPointer { #expect($0.scalar(at: 0) == (0xFFFD, 1)) }
    }

    @Test func answersTheCommonScriptsItself() {
        #expect(GraphemeStepper.standsAlone(0x61))
        #expect(GraphemeStepper.standsAlone(0x42F))
        #expect(GraphemeStepper.standsAlone(0x4E00))
        #expect(!GraphemeStepper.standsAlone(0x301))
        #expect(!GraphemeStepper.standsAlone(0xAD))
        #expect(!GraphemeStepper.standsAlone(0x0A))
    }
}
