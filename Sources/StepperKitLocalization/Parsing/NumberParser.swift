public import Foundation
internal import CICU
@_spi(StepperKitSupport) import StepperKitSupport

/// Reads numbers as people type them in a locale, for direct entry fields.
///
/// Grouping and decimal separators follow the locale, and parsing is strict: the whole text (after
/// trimming white space) must be one number, or the error says what is wrong and where.
///
/// ```swift
/// let spanish = try NumberParser(locale: LocaleID("es_ES"))
/// try spanish.integer(from: "1.234")   // 1234
/// try spanish.decimal(from: "2,5")     // 2.5
/// try spanish.integer(from: "12abc")   // throws: unexpected "a" at character 3
/// ```
public struct NumberParser: Sendable {
    /// The locale whose number rules the parser follows.
    public let locale: LocaleID
    private let handle: ICUNumberParser

    /// A parser for a locale; ICU's parser is opened once per locale and shared.
    public init(locale: LocaleID) throws(ICUError) {
        self.locale = locale
        self.handle = try ICUNumberParser.shared(for: locale)
    }

    /// Parses a decimal number exactly.
    public func decimal(from text: String) throws(NumberParseError) -> Decimal {
        try NumberParseError.checkLength(of: text)
        let trimmed = Trimmed(text)
        guard !trimmed.text.isEmpty else { throw NumberParseError(input: text, reason: .empty, position: nil) }
        let utf16 = Array(trimmed.text.utf16)
        let (decimalText, stop) = handle.parse(utf16)
        guard stop == utf16.count, let decimalText else {
            // ICU stops at the first character it cannot use; point at it in the caller's text. When
            // the digits are fine but their arrangement is not ("1.5" in es_ES, where "." groups
            // thousands), ICU reports the start of the number: a digit is never the culprit, so
            // point at the separator or symbol after the digits instead.
            let characters = Array(trimmed.text)
            var offset = trimmed.characterOffset(ofUTF16: stop)
            while offset < characters.count, characters[offset].isNumber { offset += 1 }
            guard offset < characters.count else {
                throw NumberParseError(input: text, reason: .unexpectedEnd, position: trimmed.leading + offset)
            }
            throw NumberParseError(input: text, reason: .unexpectedCharacter(characters[offset]),
                                   position: trimmed.leading + offset)
        }
        do {
            return try DecimalLiteral(decimalText).value
        } catch {
            throw NumberParseError(input: text, reason: .outOfRange, position: nil)
        }
    }

    /// Parses a whole number; a fraction or a value beyond the range of integers is an error.
    public func integer(from text: String) throws(NumberParseError) -> Int {
        let value = try decimal(from: text)
        var rounded = Decimal()
        var input = value
        NSDecimalRound(&rounded, &input, 0, .down)
        guard rounded == value else { throw NumberParseError(input: text, reason: .notAWholeNumber, position: nil) }
        guard value >= Decimal(Int.min), value <= Decimal(Int.max) else {
            throw NumberParseError(input: text, reason: .outOfRange, position: nil)
        }
        // Exact: the value is whole and within Int's range.
        return NSDecimalNumber(decimal: value).intValue
    }
}

/// Text with surrounding white space removed, remembering how much was removed in front.
private struct Trimmed {
    let text: Substring
    let leading: Int

    init(_ text: String) {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        self.text = text[start..<max(start, end)]
        self.leading = text.distance(from: text.startIndex, to: start)
    }

    /// The character offset of a UTF-16 offset into `text`.
    func characterOffset(ofUTF16 offset: Int) -> Int {
        let utf16 = text.utf16
        let clamped = min(max(offset, 0), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        let characterIndex = text.index(index, offsetBy: 0, limitedBy: text.endIndex) ?? text.endIndex
        return text.distance(from: text.startIndex, to: characterIndex)
    }
}

/// ICU's decimal parser for one locale.
///
/// `@unchecked Sendable` is safe: the `UNumberFormat` is configured once in `init` and then only read
/// by `unum_parseDecimal`, a const operation; the handle is freed only in `deinit`.
final class ICUNumberParser: @unchecked Sendable {
    private let handle: OpaquePointer

    private static let cache = BoundedCache<LocaleID, ICUNumberParser>(capacity: 64, remembersLastKey: true)

    static func shared(for locale: LocaleID) throws(ICUError) -> ICUNumberParser {
        // A pseudo-locale parses as the locale it formats as.
        let locale = locale.formattingLocale
        return try cache.value(for: locale) { () throws(ICUError) in try ICUNumberParser(locale: locale) }
    }

    private init(locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        let opened = CICU_numberParserOpen(locale.identifier, &status)
        try ICUStatus.check(status, in: "open a number parser for \(locale)")
        guard let opened else { throw ICUError(code: 0, name: "NULL", operation: "open a number parser for \(locale)") }
        handle = opened
    }

    deinit {
        CICU_numberParserClose(handle)
    }

    /// The parsed number as plain decimal text (nil when ICU found none) and where parsing stopped.
    func parse(_ text: [UInt16]) -> (decimal: String?, stop: Int) {
        var position: Int32 = 0
        let decimal = try? ICUStatus.string("parse a number") { buffer, capacity, status in
            position = 0
            return text.withUnsafeBufferPointer {
                CICU_parseDecimal(handle, $0.baseAddress, Int32($0.count), &position, buffer, capacity, &status)
            }
        }
        return (decimal, Int(position))
    }
}
