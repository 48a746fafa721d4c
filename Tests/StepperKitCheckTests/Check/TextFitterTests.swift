import Testing
import StepperKitCheck

struct TextFitterTests {
    static let dejaVu = FontRequest.family("DejaVu Sans")

    /// The font the fitter must use for body text at a size, opened independently.
    static func bodyFont(_ size: DynamicTypeSize) throws -> Font {
        let metrics = try DynamicTypeTable.standard().metrics(for: .body, size: size)
        return try Font(dejaVu, size: metrics.pointSize, weight: metrics.weight)
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3])
    func overflowSaysTheMeasuredWidthAndHowFarOver(_ size: DynamicTypeSize) throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 100, font: Self.dejaVu, dynamicTypeSizes: [size])
        let measured = try #require(try fitter.measure("Añadir al carrito", against: requirement).first)
        let width = try Self.bodyFont(size).width(of: "Añadir al carrito")
        #expect(measured.measuredWidth == width)
        #expect(measured.problems == [.overflow(measured: width, width: 100)])
        #expect(measured.description == "body at \(size.rawValue): measures \(FitProblem.points(width)) pt, "
                + "\(FitProblem.points(width - 100)) pt over 100 pt")
    }

    /// Characters no installed font has (Kawi) make every width a width of boxes: said once, at
    /// the first size, with the code points; Arabic, which DejaVu Sans draws for Inter, is fine.
    @Test func charactersNoFontDrawsAreReportedOnce() throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 300, font: .default, dynamicTypeSizes: [.large, .accessibility1])
        let measured = try fitter.measure("Kawi 𑼄𑼅", against: requirement)
        #expect(measured.map(\.problems) == [[.missingGlyphs(characters: ["\u{11F04}", "\u{11F05}"])], []])
        #expect(measured[0].problems[0].rule == .missingFont)
        #expect(measured[0].problems[0].description
                == "no installed font draws U+11F04, U+11F05: it shows boxes and its widths are not the text's; install a font that has them")
        #expect(try fitter.measure("المجموع ١٢٫٥٠", against: requirement).allSatisfy(\.fits))
    }

    @Test func aTextThatFitsHasNoProblems() throws {
        var fitter = try TextFitter()
        let measured = try fitter.measure("Add", against: FitRequirement(width: 100, font: Self.dejaVu, dynamicTypeSizes: [.large]))
        #expect(measured.map(\.fits) == [true])
    }

    @Test func aWordWiderThanTheWidthIsSplit() throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 60, lineLimit: nil, font: Self.dejaVu, dynamicTypeSizes: [.large])
        let measured = try #require(try fitter.measure("Warenkorbübersicht öffnen", against: requirement).first)
        let wordWidth = try Self.bodyFont(.large).width(of: "Warenkorbübersicht")
        #expect(measured.problems == [.wordSplit(word: "Warenkorbübersicht", measured: wordWidth, width: 60)])
    }

    /// An Arabic word split in Inter is measured as drawn, in the face that has its letters, not as
    /// Inter's missing-glyph boxes.
    @Test func aSplitWordIsMeasuredInTheFaceThatDrawsIt() throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 30, lineLimit: nil, font: .default, dynamicTypeSizes: [.large])
        let measured = try #require(try fitter.measure("المجموع", against: requirement).first)
        let inter = try Font(.default, size: 17)
        let drawn = try inter.layout("المجموع").width
        #expect(measured.problems == [.wordSplit(word: "المجموع", measured: drawn, width: 30)])
        #expect(drawn != inter.width(of: "المجموع"))
    }

    /// A word wider than the width, broken at a point of the locale's dictionary with a hyphen, is
    /// not a split; in a locale without a dictionary it is.
    @Test func aHyphenatedWordIsNotASplit() throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 80, lineLimit: nil, font: Self.dejaVu, dynamicTypeSizes: [.large, .accessibility3])
        let spanish = try fitter.measure("Caminos de senderismo", against: requirement, locale: LocaleID("es_ES"))
        let arabic = try fitter.measure("Caminos de senderismo", against: requirement, locale: LocaleID("ar_EG"))
        #expect(spanish.map(\.shown) == ["Caminos\nde\nsenderis‐\nmo", "Ca‐\nmi‐\nnos\nde\nsen\nde‐\nris‐\nmo"])
        #expect(spanish[0].problems.isEmpty)
        // At AX3 even "sen‐" is wider than 80 pt: "sen" ends in an emergency break, reported.
        let large = try Self.bodyFont(.large), accessibility3 = try Self.bodyFont(.accessibility3)
        #expect(spanish[1].problems == [.wordSplit(word: "senderismo", measured: accessibility3.width(of: "senderismo"), width: 80)])
        #expect(arabic.map(\.shown) == ["Caminos\nde\nsenderis\nmo", "Ca\nmin\nos\nde\nsen\nderi\nsm\no"])
        #expect(arabic.map(\.problems) == [
            [.wordSplit(word: "senderismo", measured: large.width(of: "senderismo"), width: 80)],
            [.wordSplit(word: "Caminos", measured: accessibility3.width(of: "Caminos"), width: 80)],
        ])
    }

    @Test func wrappedTextBeyondTheLineLimitIsTruncated() throws {
        var fitter = try TextFitter()
        let text = "Añadir al carrito de la compra ahora mismo"
        let requirement = FitRequirement(width: 90, lineLimit: 2, font: Self.dejaVu, dynamicTypeSizes: [.large])
        let measured = try #require(try fitter.measure(text, against: requirement).first)
        let needed = try Self.bodyFont(.large).layout(text, in: TextContainer(width: 90)).lines.count
        let shown = try Self.bodyFont(.large).layout(text, in: TextContainer(width: 90, lineLimit: 2)).lines.map(\.text)
        #expect(needed > 2)
        #expect(measured.problems == [.truncated(linesNeeded: needed, lineLimit: 2, shown: shown.joined(separator: "\n"))])
    }

    /// The word reported is the one the layout had to break between graphemes; breaks at spaces and
    /// between Japanese characters (which UAX #14 allows) are not splits.
    @Test(arguments: [
        ("Warenkorb", 40.0, "Warenkorb"),
        ("add to cart", 50.0, nil),
        // Japanese breaks between characters.
        ("カートに追加", 40.0, nil),
    ] as [(String, Double, String?)])
    func findsAWordBrokenAcrossLines(_ text: String, _ width: Double, _ split: String?) throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: width, lineLimit: nil, font: Self.dejaVu, dynamicTypeSizes: [.large])
        let measured = try #require(try fitter.measure(text, against: requirement).first)
        let words = measured.problems.compactMap { problem -> String? in
            if case .wordSplit(let word, _, _) = problem { return word }
            return nil
        }
        #expect(words.first == split)
        #expect(measured.shown.split(separator: "\n").count > 1)
    }

    @Test func aButtonSlotLaysOutTheRealComponent() throws {
        var fitter = try TextFitter()
        let slot = FitSlot.button(style: AnyStepperStyle(.capsule, name: "capsule"))
        let requirement = FitRequirement(width: 120, dynamicTypeSizes: [.large], slot: slot)
        let wide = try #require(try fitter.measure("Añadir al carrito", against: requirement).first)
        let narrow = try #require(try fitter.measure("Add", against: requirement).first)
        // The button's natural width: its text, the icon, the spacing and the padding.
        let button = try LayoutEngine().layout(AddToCartStepper(quantity: 0, title: LocalizedText(verbatim: "Añadir al carrito")),
                                              in: EnvironmentValues()).root.frame.width
        #expect(wide.problems == [.overflow(measured: button, width: 120)])
        #expect(narrow.problems == [])
    }
}

/// How a problem reads in reports.
struct FitProblemDescriptionTests {
    @Test(arguments: [
        ("Añadir al\ncarrito…", #"needs 3 lines, 2 allowed: shows "Añadir al⏎carrito…""#),
        ("one\n\nthree", #"needs 3 lines, 2 allowed: shows "one⏎⏎three""#),
        ("Añadir…", #"needs 3 lines, 2 allowed: shows "Añadir…""#),
        ("a\r\nb\n", "needs 3 lines, 2 allowed: shows \"a\r\nb⏎\""),
    ])
    func truncatedShowsTheLinesOnOneLine(shown: String, description: String) {
        #expect(FitProblem.truncated(linesNeeded: 3, lineLimit: 2, shown: shown).description == description)
    }

    @Test func otherProblemsReadAsSentences() {
        #expect(FitProblem.wordSplit(word: "Donaudampf", measured: 130.04, width: 120).description
                == #"the word "Donaudampf" measures 130 pt, 10 pt over 120 pt, so it is split"#)
        #expect(FitProblem.missingGlyphs(characters: ["\u{691C}", "\u{7D22}"]).description
                == "no installed font draws U+691C, U+7D22: it shows boxes and its widths are not the text's; install a font that has them")
    }

    @Test func overflowRoundsToATenthOfAPoint() {
        #expect(FitProblem.overflow(measured: 127.114, width: 120).description == "measures 127.1 pt, 7.1 pt over 120 pt")
    }

    /// Whole points without a decimal, halves away from zero, no "-0", and no trap past Int.
    @Test(arguments: [
        (143.5, "143.5"), (120, "120"), (119.96, "120"), (0.05, "0.1"), (0.04, "0"), (-0.04, "0"),
        (-23.46, "-23.5"), (-7, "-7"), (1e300, "1e+300"), (.infinity, "inf"), (.nan, "nan"),
    ] as [(Double, String)])
    func lengthsHaveAtMostOneDecimal(value: Double, text: String) {
        #expect(FitProblem.overflow(measured: value, width: 0).description.hasPrefix("measures \(text) pt"))
    }
}
