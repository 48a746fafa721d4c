import Testing
import StepperKitTesting

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

    /// Characters no installed font has (Tangut) make every width a width of boxes: said once, at
    /// the first size, with the code points; Arabic, which DejaVu Sans draws for Inter, is fine.
    @Test func charactersNoFontDrawsAreReportedOnce() throws {
        var fitter = try TextFitter()
        let requirement = FitRequirement(width: 300, font: .default, dynamicTypeSizes: [.large, .accessibility1])
        let measured = try fitter.measure("Tangut 𗀀𗀁", against: requirement)
        #expect(measured.map(\.problems) == [[.missingGlyphs(characters: ["\u{17000}", "\u{17001}"])], []])
        #expect(measured[0].problems[0].rule == .missingGlyph)
        #expect(measured[0].problems[0].description
                == "no installed font draws U+17000, U+17001: it shows boxes and its widths are not the text's; install a font that has them")
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

    @Test(arguments: [
        ("Warenkorb", ["Waren", "korb"], "Warenkorb"),
        ("add to cart", ["add to", "cart"], nil),
        // Japanese breaks between characters.
        ("カートに追加", ["カートに", "追加"], nil),
    ] as [(String, [String], String?)])
    func findsAWordBrokenAcrossLines(_ text: String, _ lines: [String], _ split: String?) {
        #expect(TextFitter.splitWord(in: text, lines: lines) == split)
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
