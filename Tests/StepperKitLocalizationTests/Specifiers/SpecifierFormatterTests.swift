import Foundation
import Testing
@testable import StepperKitLocalization

/// Specifiers are filled in Swift with ICU digits for the locale, matching Apple's output.
struct SpecifierFormatterTests {
    private func format(_ specifier: String, _ argument: LocalizationArgument, _ locale: String) throws -> String {
        let formatter = SpecifierFormatter(locale: try LocaleID(locale))
        let parsed = try FormatSpecifier(specifier)
        do throws(SpecifierFormatter.Failure) {
            return try formatter.format(argument, with: parsed, position: 1)
        } catch {
            throw LocalizationError(key: specifier, language: locale, reason: error.reason)
        }
    }

    @Test(arguments: [
        ("%lld", LocalizationArgument.integer(1_000_000), "es", "1000000"),   // Apple: no grouping for %lld
        ("%lld", .integer(-1234), "en", "-1234"),
        ("%d", .integer(5_000_000_000), "en", "5000000000"),                 // Swift Int in full, not truncated
        ("%'lld", .integer(1234), "es", "1234"),                             // grouping flag; es groups from 5 digits
        ("%'lld", .integer(12345), "es", "12.345"),
        ("%'lld", .integer(12345), "en", "12,345"),
        ("%lld", .integer(123), "ar", "١٢٣"),                                // the locale's digits
        ("%+d", .integer(42), "en", "+42"),
        ("% d", .integer(42), "en", " 42"),
        ("%5d", .integer(42), "en", "   42"),
        ("%-5d|", .integer(42), "en", "42   "),
        ("%05d", .integer(-42), "en", "-0042"),
        ("%.3d", .integer(7), "en", "007"),
        ("%u", .integer(-1), "en", "4294967295"),
        ("%llu", .integer(-1), "en", "18446744073709551615"),
        ("%x", .integer(255), "en", "ff"),
        ("%#X", .integer(255), "en", "0XFF"),
        ("%o", .integer(8), "en", "10"),
        ("%c", .integer(65), "en", "A"),
        ("%f", .double(3.5), "en", "3.500000"),
        ("%f", .double(3.5), "es", "3,500000"),
        ("%.2f", .double(1234.5), "es", "1234,50"),                          // no grouping, like printf
        ("%.2f", .decimal(Decimal(string: "0.125")!), "en", "0.12"),        // exact decimal, half-even
        ("%.0f", .double(2.5), "en", "2"),
        ("%lf", .double(-0.5), "en", "-0.500000"),
        ("%e", .double(12345.678), "en", "1.234568e+04"),
        ("%E", .double(0.00012), "es", "1,200000E-04"),
        ("%g", .double(100000), "en", "100000"),
        ("%g", .double(1234567), "en", "1.23457e+06"),
        ("%g", .double(0.0001234), "en", "0.0001234"),
        ("%g", .double(0.5), "es", "0,5"),
        ("%f", .double(.infinity), "en", "inf"),
        ("%@", .string("12,50 €"), "es", "12,50 €"),                         // pre-formatted text kept as is
        ("%.3@", .string("abcdef"), "en", "abc"),
        ("%8@|", .string("abc"), "en", "     abc"),
        ("%s", .string("text"), "en", "text"),
    ])
    func formatsLikeApple(specifier: String, argument: LocalizationArgument, locale: String, expected: String) throws {
        let spec = specifier.hasSuffix("|") ? String(specifier.dropLast()) : specifier
        #expect(try format(spec, argument, locale) == expected)
    }

    @Test(arguments: [
        ("%lld", LocalizationArgument.string("three")),
        ("%lld", .double(2.5)),
        ("%f", .integer(3)),
        ("%@", .integer(3)),
        ("%s", .double(1)),
        ("%c", .double(1)),
    ])
    func refusesAnArgumentOfTheWrongType(specifier: String, argument: LocalizationArgument) {
        #expect(throws: LocalizationError(key: specifier, language: "en",
                                          reason: .argumentTypeMismatch(position: 1, specifier: specifier, argument: argument))) {
            try format(specifier, argument, "en")
        }
    }

    @Test func doesNotFormatHexadecimalFloatingPoint() {
        #expect(throws: LocalizationError(key: "%a", language: "en", reason: .unsupportedSpecifier("%a"))) {
            try format("%a", .double(1), "en")
        }
    }
}
