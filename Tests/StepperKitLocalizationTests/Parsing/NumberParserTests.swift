import Foundation
import Testing
@testable import StepperKitLocalization

@Suite(.tags(.icu))
struct NumberParserTests {
    @Test(arguments: [
        ("es_ES", "1.234", "1234"),
        ("es_ES", "1234", "1234"),
        ("es_ES", "2,5", "2.5"),
        ("es_ES", "-7", "-7"),
        ("en_US", "1,234", "1234"),
        ("en_US", "1234", "1234"),
        ("en_US", "1.234", "1.234"),
        ("es_MX", "1,234.5", "1234.5"),
        ("de_DE", "1.234,5", "1234.5"),
        // White space around the number is trimmed, including a no-break space.
        ("en_US", "  42 ", "42"),
        ("es_ES", "\u{A0}42\t", "42"),
        // Large but exact: 30 digits.
        ("en_US", "123456789012345678901234567890", "123456789012345678901234567890"),
    ])
    func parsesTheLocalesNotation(locale identifier: String, text: String, expected: String) throws {
        let parser = try NumberParser(locale: locale(identifier))
        #expect(try parser.decimal(from: text) == decimal(expected))
    }

    @Test(arguments: [
        ("es_ES", "1.234", 1234),
        ("en_US", "1,234", 1234),
        ("en_US", "9223372036854775807", Int.max),
        ("en_US", "-9223372036854775808", Int.min),
    ])
    func parsesWholeNumbers(locale identifier: String, text: String, expected: Int) throws {
        #expect(try NumberParser(locale: locale(identifier)).integer(from: text) == expected)
    }

    @Test(arguments: [
        ("", NumberParseError.Reason.empty, Int?.none),
        ("   ", .empty, nil),
        ("12abc", .unexpectedCharacter("a"), 2),
        // ICU takes the first "-" as the sign and stops at the second.
        ("--1", .unexpectedCharacter("-"), 1),
        ("abc", .unexpectedCharacter("a"), 0),
        // The position counts characters of the text as given, leading spaces included.
        ("  1x", .unexpectedCharacter("x"), 3),
        ("1e999999", .outOfRange, nil),
    ])
    func rejectsTextThatIsNotANumber(text: String, reason: NumberParseError.Reason, position: Int?) throws {
        let parser = try NumberParser(locale: locale("en_US"))
        #expect(throws: NumberParseError(input: text, reason: reason, position: position)) {
            try parser.decimal(from: text)
        }
    }

    @Test(arguments: [
        ("9223372036854775808", NumberParseError.Reason.outOfRange),
        ("99999999999999999999999", .outOfRange),
        ("2.5", .notAWholeNumber),
    ])
    func wholeNumbersMustFitAndHaveNoFraction(text: String, reason: NumberParseError.Reason) throws {
        let parser = try NumberParser(locale: locale("en_US"))
        #expect(throws: NumberParseError(input: text, reason: reason, position: nil)) { try parser.integer(from: text) }
    }

    // ICU reports the start of "1.5" in es_ES, where "." groups thousands: the digit is not the culprit.
    @Test(arguments: [
        ("es_ES", "1.5", Character("."), 1),
        ("en_US", "1,5", Character(","), 1),
        ("es_ES", "12.34", Character("."), 2),
    ])
    func pointsAtTheSeparatorNotTheDigitBeforeIt(locale identifier: String, text: String, character: Character, position: Int) throws {
        let parser = try NumberParser(locale: locale(identifier))
        #expect(throws: NumberParseError(input: text, reason: .unexpectedCharacter(character), position: position)) {
            try parser.decimal(from: text)
        }
    }

    // Longer than any number: refused at once, whatever its length, for typed and plain numbers alike.
    @Test func refusesTextLongerThanAnyNumber() throws {
        let digits = String(repeating: "1", count: 1_000_000)
        #expect(throws: NumberParseError(input: digits, reason: .tooLong(characters: 1_000_000), position: nil)) {
            try NumberParser(locale: locale("en_US")).decimal(from: digits)
        }
        #expect(throws: NumberParseError(input: digits, reason: .tooLong(characters: 1_000_000), position: nil)) {
            try DecimalLiteral(digits)
        }
        #expect(NumberParseError(input: digits, reason: .tooLong(characters: 1_000_000), position: nil).description
            == "The text is 1000000 characters long, too long for a number (at most 1024).")
        // At the limit, leading zeros and all, it is still a number.
        #expect(try DecimalLiteral(String(repeating: "0", count: 1023) + "7").value == 7)
    }

    @Test func quotesTheInputOnOneLine() {
        #expect(NumberParseError(input: "1\n2", reason: .unexpectedCharacter("\n"), position: 1).description
            == "\"1\\n2\" is not a number: unexpected \"\\n\" at character 2.")
    }

    @Test func errorsNameTheInputAndPosition() {
        let error = NumberParseError(input: "12abc", reason: .unexpectedCharacter("a"), position: 2)
        #expect(error.description == "\"12abc\" is not a number: unexpected \"a\" at character 3.")
    }

    /// Found by the FuzzNumberParser target: a line break in the input broke the message over two lines.
    @Test(arguments: [
        (NumberParseError(input: "G\n", reason: .unexpectedCharacter("G"), position: 0),
         #""G\n" is not a number: unexpected "G" at character 1."#),
        (NumberParseError(input: "1\u{2028}2", reason: .unexpectedCharacter("\u{2028}"), position: 1),
         #""1\u{2028}2" is not a number: unexpected "\u{2028}" at character 2."#),
        (NumberParseError(input: "\t9\r", reason: .outOfRange, position: nil),
         #""\t9\r" is out of range: it is too large or has too many digits to hold exactly."#),
    ])
    func errorsStayOnOneLine(error: NumberParseError, message: String) {
        #expect(error.description == message)
    }

    @Test func aLiteralWithALineBreakIsAnErrorOnOneLine() {
        #expect(throws: NumberParseError(input: "G\n", reason: .unexpectedCharacter("G"), position: 0)) {
            try DecimalLiteral("G\n")
        }
    }
}

struct DecimalLiteralTests {
    @Test(arguments: [
        ("3.50", "3.5", 2),
        ("+3", "3", 0),
        ("-0.001", "-0.001", 3),
        ("1.0", "1", 1),
        ("1e6", "1000000", 0),
        ("1.5E-3", "0.0015", 4),
        ("1.25e1", "12.5", 1),
        ("-0", "0", 0),
        ("00012", "12", 0),
        ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678", 0),
    ])
    func readsExactDecimals(text: String, value: String, fractionDigits: Int) throws {
        let literal = try DecimalLiteral(text)
        #expect(literal.value == Decimal(string: value))
        #expect(literal.fractionDigits == fractionDigits)
    }

    @Test(arguments: [
        ("", NumberParseError.Reason.empty, Int?.none),
        ("1.", .unexpectedEnd, 2),
        (".5", .unexpectedCharacter("."), 0),
        ("1,5", .unexpectedCharacter(","), 1),
        ("1e", .unexpectedEnd, 2),
        ("--1", .unexpectedCharacter("-"), 1),
        ("1 ", .unexpectedCharacter(" "), 1),
        // 39 significant digits do not fit Decimal exactly.
        ("123456789012345678901234567890123456789", .outOfRange, nil),
        ("1e200", .outOfRange, nil),
        ("1e99999", .outOfRange, nil),
    ])
    func rejectsAnythingElse(text: String, reason: NumberParseError.Reason, position: Int?) {
        #expect(throws: NumberParseError(input: text, reason: reason, position: position)) { try DecimalLiteral(text) }
    }
}
