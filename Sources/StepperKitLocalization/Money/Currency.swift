internal import CICU

/// A validated ISO 4217 currency, with its minor units from ICU's currency data.
///
/// ```swift
/// try Currency("eur").code        // "EUR"
/// try Currency("JPY").minorUnits  // 0
/// try Currency("BHD").minorUnits  // 3
/// try Currency("EURO")            // throws CurrencyError.malformed
/// ```
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three-letter upper-case ISO 4217 code, such as "EUR".
    public let code: String
    /// Digits after the decimal separator in ordinary amounts: EUR 2, JPY 0, BHD 3.
    public let minorUnits: Int

    /// Validates a currency code against ICU's currency data; lower case is accepted and normalized.
    public init(_ code: String) throws(CurrencyError) {
        guard !code.isEmpty else { throw .empty }
        guard code.count == 3, code.allSatisfy(\.isASCIILetter) else { throw .malformed(code) }
        let normalized = code.uppercased()
        guard normalized != "XXX" else { throw .noCurrency }
        guard CICU_currencyIsKnown(normalized) else { throw .unknown(code) }
        self.init(known: normalized)
    }

    /// Wraps a code that ICU is known to have.
    private init(known code: String) {
        var status: Int32 = 0
        let digits = CICU_currencyFractionDigits(code, &status)
        self.code = code
        self.minorUnits = status > 0 ? 2 : Int(digits)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        do {
            self = try Currency(code)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    public var description: String { code }

    /// The euro.
    public static let eur = Currency(known: "EUR")
    /// The US dollar.
    public static let usd = Currency(known: "USD")
    /// The pound sterling.
    public static let gbp = Currency(known: "GBP")
    /// The Japanese yen (no minor units).
    public static let jpy = Currency(known: "JPY")
    /// The Mexican peso.
    public static let mxn = Currency(known: "MXN")
}

/// Why a currency code was rejected.
public enum CurrencyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The code was empty.
    case empty
    /// The code is not three ASCII letters.
    case malformed(String)
    /// The code is well formed but ICU's ISO 4217 data does not know it.
    case unknown(String)
    /// The code is "XXX", which ISO 4217 reserves for "no currency".
    case noCurrency

    public var description: String {
        switch self {
        case .empty:
            "The currency code is empty; use a three-letter ISO 4217 code such as \"EUR\"."
        case .malformed(let code):
            "The currency code \"\(code)\" is not three letters; use an ISO 4217 code such as \"EUR\" or \"USD\"."
        case .unknown(let code):
            "\"\(code)\" is not an ISO 4217 currency code ICU knows; use a code such as \"EUR\" or \"USD\"."
        case .noCurrency:
            "\"XXX\" means \"no currency\" in ISO 4217 and cannot price anything."
        }
    }
}
