import Testing
import StepperKitLocalization

/// The printf grammar Apple's catalogs use, parsed with argument types and positions.
struct FormatStringTests {
    @Test(arguments: [
        ("%@", ArgumentType.object, nil as Int?, nil as Int?),
        ("%d", .integer, nil, 32),
        ("%i", .integer, nil, 32),
        ("%u", .integer, nil, 32),
        ("%ld", .integer, nil, 64),
        ("%lld", .integer, nil, 64),
        ("%llu", .integer, nil, 64),
        ("%x", .integer, nil, 32),
        ("%f", .floating, nil, nil),
        ("%lf", .floating, nil, nil),
        ("%.2f", .floating, nil, nil),
        ("%e", .floating, nil, nil),
        ("%c", .character, nil, nil),
        ("%s", .cString, nil, nil),
        ("%1$@", .object, 1, nil),
        ("%2$lld", .integer, 2, 64),
        ("%'lld", .integer, nil, 64),  // the grouping flag
        ("%-05.3hd", .integer, nil, 32),
    ])
    func parsesEachSpecifierWithItsArgumentType(text: String, type: ArgumentType, position: Int?, bits: Int?) throws {
        let specifier = try FormatSpecifier(text)
        #expect(specifier.argumentType == type)
        #expect(specifier.position == position)
        #expect(specifier.bitWidth == bits)
        #expect(specifier.text == text)
    }

    @Test func readsASubstitutionsSpecifierWithoutPercent() throws {
        #expect(try FormatSpecifier("lld").argumentType == .integer)
        #expect(try FormatSpecifier("@").argumentType == .object)
    }

    @Test func splitsTextSpecifiersPercentAndReferences() throws {
        let format = try FormatString("%1$@: %#@items@ (100%%) %arg, %2$#@bags@")
        #expect(format.segments == [
            .specifier(try FormatSpecifier("%1$@")), .text(": "), .substitution(name: "items", position: nil), .text(" (100"),
            .percent, .text(") "), .substitutionArgument, .text(", "), .substitution(name: "bags", position: 2),
        ])
        #expect(format.substitutionNames == ["items", "bags"])
        #expect(format.percentLiteralCount == 1)
    }

    @Test(arguments: [
        ("Found %lld matches in “%@”", [1: ArgumentType.integer, 2: .object]),
        ("%2$@ has %1$lld", [1: .integer, 2: .object]),
        ("%@ %@ %1$@", [1: .object, 2: .object]),   // a position can be read twice
        ("No specifiers", [:]),
    ])
    func countsArgumentPositionsLikeApple(text: String, expected: [Int: ArgumentType]) throws {
        #expect(try FormatString(text).argumentTypes == expected)
    }

    @Test func plainTextIsOneSegment() throws {
        let format = try FormatString("Añadir al carrito")
        #expect(format.segments == [.text("Añadir al carrito")])
        #expect(format.isPlainText)
    }

    @Test(arguments: [
        ("Save 50%", FormatStringError.Reason.danglingPercent, 7),
        ("%y", .unknownConversion("%y"), 0),
        ("%lly", .unknownConversion("%lly"), 0),
        ("ok %n", .writeBack, 3),
        ("%*d", .variableWidth, 0),
        ("%.*f", .variableWidth, 0),
        ("%0$@", .invalidPosition("%0$"), 0),
        ("%100$@", .invalidPosition("%100$"), 0),
        ("%#@items", .unterminatedSubstitution, 0),
        ("%#@@", .emptySubstitutionName, 0),
        ("ñ %é", .unknownConversion("%é"), 2),   // positions count characters, not bytes
        // More digits than a number holds: an error rather than 20 digits silently.
        ("%.1000f", .precisionTooLarge("%.1000f", limit: 20), 0),
        ("x %1$.21e", .precisionTooLarge("%1$.21e", limit: 20), 2),
    ])
    func rejectsWhatPrintfWouldMisread(text: String, reason: FormatStringError.Reason, position: Int) {
        #expect(throws: FormatStringError(text: text, reason: reason, position: position)) { try FormatString(text) }
    }

    @Test func acceptsPrecisionsUpToTheLimitAndForText() throws {
        #expect(try FormatSpecifier("%.20f").precision == 20)
        // For text the precision is the most characters shown, which may be long.
        #expect(try FormatSpecifier("%.1000@").precision == 1000)
    }

    @Test func explainsAnUnescapedPercent() {
        do {
            _ = try FormatString("Save 50%")
        } catch {
            #expect(error.description == #""Save 50%": a "%" ends the text; write "%%" for a percent sign"#)
        }
    }

    /// Found by the FuzzFormatString target: a line break in the text broke the message over two lines.
    @Test(arguments: [
        ("Save\n50%", #""Save\n50%": a "%" ends the text; write "%%" for a percent sign"#),
        ("Ma\n\0r %2$\u{97}", #""Ma\n\u{0}r %2$\u{97}": "%2$\u{97}" at character 7 is not a format specifier; write "%%" for a percent sign"#),
    ])
    func describesTheErrorInOneLine(text: String, message: String) {
        #expect(throws: FormatStringError.self) { try FormatString(text) }
        do {
            _ = try FormatString(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aSpaceAfterAPercentIsASpecifierThatReadsAnArgument() throws {
        // "50% off" is "% o" (space flag, octal): the classic lost "%%".
        let format = try FormatString("50% off")
        #expect(format.specifiers.map(\.text) == ["% o"])
        #expect(format.argumentTypes == [1: .integer])
    }
}
