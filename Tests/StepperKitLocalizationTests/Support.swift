import Foundation
import Testing
@testable import StepperKitLocalization

// Expected strings in these tests are what the system ICU 72 (CLDR 42) produces on Debian 12.
// Other ICU versions differ in places (ICU 76 writes "€3.50" for es_US), so they name their platform.

/// U+00A0 NO-BREAK SPACE, which Spanish puts between an amount and "€".
let nbsp = "\u{A0}"

/// A locale for tests; the identifiers here are all valid.
func locale(_ identifier: String) throws -> LocaleID {
    try LocaleID(identifier)
}

/// An exact decimal from its text, never through Double.
func decimal(_ text: String) throws -> Decimal {
    try DecimalLiteral(text).value
}

extension Tag {
    @Tag static var icu: Self
    @Tag static var concurrency: Self
}
