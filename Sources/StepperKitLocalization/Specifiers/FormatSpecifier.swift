/// One printf-style conversion such as %lld, %2$@ or %.2f, with its position and argument type.
///
/// Apple's catalogs use the C grammar `%[position$][flags][width][.precision][length]conversion`
/// with `@` for objects. The kit parses it itself and formats in Swift; it never hands a catalog
/// string to C `printf`.
///
/// ```swift
/// let count = try FormatSpecifier("%2$lld")
/// count.position       // 2
/// count.argumentType   // .integer
/// count.bitWidth       // 64
/// try FormatSpecifier("lf").argumentType   // .floating (a substitution's formatSpecifier has no "%")
/// ```
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The flags between the position and the width.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The flags' bits.
        public let rawValue: UInt8

        /// Flags from their bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The minus flag: pad on the right.
        public static let leftAlign = Flags(rawValue: 1 << 0)
        /// The plus flag: a sign for positive numbers too.
        public static let plusSign = Flags(rawValue: 1 << 1)
        /// The space flag: a space where a plus sign would go.
        public static let spaceSign = Flags(rawValue: 1 << 2)
        /// The hash flag: the alternate form, such as a 0x prefix for hexadecimal.
        public static let alternate = Flags(rawValue: 1 << 3)
        /// The zero flag: pad numbers with zeros.
        public static let zeroPad = Flags(rawValue: 1 << 4)
        /// The apostrophe flag: group digits with the locale's separator.
        public static let grouping = Flags(rawValue: 1 << 5)
    }

    /// A length modifier, which sets the size of an integer argument.
    public enum Length: String, Hashable, Sendable {
        /// No modifier: a C int for integers, a double for floating point.
        case none = ""
        /// The hh modifier: a char-sized integer, promoted to 32 bits.
        case hh
        /// The h modifier: a short integer, promoted to 32 bits.
        case h
        /// The l modifier: a long, 64 bits on Apple's 64-bit platforms.
        case l
        /// The ll modifier: a long long, 64 bits; Swift's integers interpolate with it.
        case ll
        /// The q modifier: BSD's quad, 64 bits.
        case q
        /// The L modifier: a long double.
        case L
        /// The z modifier: a size, 64 bits.
        case z
        /// The t modifier: a pointer difference, 64 bits.
        case t
        /// The j modifier: the widest integer, 64 bits.
        case j
    }

    /// The specifier as written, such as "%2$lld".
    public let text: String
    /// The explicit 1-based argument position (2 in %2$@), or nil for the next argument in order.
    public let position: Int?
    /// The flags.
    public let flags: Flags
    /// The minimum width in characters.
    public let width: Int?
    /// The precision: fraction digits for %f and %e, significant digits for %g, minimum digits for integers.
    ///
    /// For strings it is the most characters shown.
    public let precision: Int?
    /// The length modifier.
    public let length: Length
    /// The conversion character, such as "d", "f" or "@".
    public let conversion: Character

    /// The kind of argument the specifier reads.
    public var argumentType: ArgumentType {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floating
        case "c", "C": .character
        case "s", "S": .cString
        default: .object
        }
    }

    /// For integers, the bits the specifier reads: 64 with the l, ll, q, z, t and j modifiers, else 32.
    public var bitWidth: Int? {
        guard argumentType == .integer else { return nil }
        switch length {
        case .l, .ll, .q, .z, .t, .j: return 64
        default: return conversion == "D" || conversion == "U" || conversion == "O" ? 64 : 32
        }
    }

    /// Whether an argument for the other specifier can be read by this one: same type, same integer size.
    public func reads(sameArgumentAs other: FormatSpecifier) -> Bool {
        argumentType == other.argumentType && bitWidth == other.bitWidth
    }

    /// The specifier as written.
    public var description: String { text }

    /// The most fraction (or significant) digits a floating-point specifier may ask for.
    ///
    /// A `Double` holds 17 significant digits, and the kit's number styles show at most 20 fraction digits.
    /// `%.1000f` is an error, in lookups and in `catalog lint` alike, rather than 20 digits silently.
    public static let maximumFloatingPrecision = 20

    /// Parses one specifier, with or without its leading "%" ("%lld" or "lld").
    public init(_ text: String) throws(FormatStringError) {
        let full = text.hasPrefix("%") ? text : "%" + text
        let utf8 = Array(full.utf8)
        var index = 1
        guard let specifier = try Self.parse(utf8, at: &index, in: full), index == utf8.count else {
            throw FormatStringError(text: text, reason: .unknownConversion(text), position: 0)
        }
        self = specifier
    }

    init(text: String, position: Int?, flags: Flags, width: Int?, precision: Int?, length: Length, conversion: Character) {
        self.text = text
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
    }

    /// The same specifier without a position, for formatting an argument already chosen.
    var withoutPosition: FormatSpecifier {
        FormatSpecifier(text: text, position: nil, flags: flags, width: width, precision: precision, length: length,
                        conversion: conversion)
    }

    // MARK: - Parsing

    /// Parses the specifier whose "%" is at `index - 1`, leaving `index` after it. Returns nil for a
    /// position followed by "#@" (a substitution reference, which ``FormatString`` reads).
    static func parse(_ utf8: [UInt8], at index: inout Int, in text: String) throws(FormatStringError) -> FormatSpecifier? {
        let start = index - 1
        func fail(_ reason: FormatStringError.Reason) -> FormatStringError {
            FormatStringError(text: text, reason: reason, position: characterOffset(ofByte: start, in: utf8))
        }
        func written(upTo end: Int) -> String {
            String(decoding: utf8[start..<min(end, utf8.count)], as: UTF8.self)
        }
        func number() -> Int? {
            var value = 0
            var digits = 0
            while index < utf8.count, let digit = asciiDigit(utf8[index]) {
                if digits < 6 { value = value * 10 + digit }
                digits += 1
                index += 1
            }
            return digits > 0 ? (digits < 6 ? value : Int.max) : nil
        }

        var position: Int?
        let afterPercent = index
        if let value = number(), index < utf8.count, utf8[index] == UInt8(ascii: "$") {
            index += 1
            guard (1...99).contains(value) else { throw fail(.invalidPosition(written(upTo: index))) }
            position = value
            if index + 1 < utf8.count, utf8[index] == UInt8(ascii: "#"), utf8[index + 1] == UInt8(ascii: "@") { return nil }
        } else {
            index = afterPercent
        }

        var flags: Flags = []
        flagLoop: while index < utf8.count {
            switch utf8[index] {
            case UInt8(ascii: "-"): flags.insert(.leftAlign)
            case UInt8(ascii: "+"): flags.insert(.plusSign)
            case UInt8(ascii: " "): flags.insert(.spaceSign)
            case UInt8(ascii: "#"): flags.insert(.alternate)
            case UInt8(ascii: "0"): flags.insert(.zeroPad)
            case UInt8(ascii: "'"): flags.insert(.grouping)
            default: break flagLoop
            }
            index += 1
        }
        if index < utf8.count, utf8[index] == UInt8(ascii: "*") { throw fail(.variableWidth) }
        let width = number()
        var precision: Int?
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            if index < utf8.count, utf8[index] == UInt8(ascii: "*") { throw fail(.variableWidth) }
            precision = number() ?? 0
        }
        if (width ?? 0) > 1024 || (precision ?? 0) > 1024 { throw fail(.unknownConversion(written(upTo: index))) }

        var length = Length.none
        if index < utf8.count {
            let next = index + 1 < utf8.count ? utf8[index + 1] : 0
            switch utf8[index] {
            case UInt8(ascii: "h"):
                length = next == UInt8(ascii: "h") ? .hh : .h
            case UInt8(ascii: "l"):
                length = next == UInt8(ascii: "l") ? .ll : .l
            case UInt8(ascii: "q"): length = .q
            case UInt8(ascii: "L"): length = .L
            case UInt8(ascii: "z"): length = .z
            case UInt8(ascii: "t"): length = .t
            case UInt8(ascii: "j"): length = .j
            default: break
            }
            index += length.rawValue.utf8.count
        }

        guard index < utf8.count else {
            throw fail(index == afterPercent ? .danglingPercent : .unknownConversion(written(upTo: index)))
        }
        let conversionByte = utf8[index]
        index += 1
        switch conversionByte {
        case UInt8(ascii: "n"):
            throw fail(.writeBack)
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"),
             UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"),
             UInt8(ascii: "@"):
            let specifier = FormatSpecifier(text: written(upTo: index), position: position, flags: flags, width: width,
                                            precision: precision, length: length,
                                            conversion: Character(Unicode.Scalar(conversionByte)))
            if specifier.argumentType == .floating, let precision, precision > maximumFloatingPrecision {
                throw fail(.precisionTooLarge(specifier.text, limit: maximumFloatingPrecision))
            }
            return specifier
        default:
            // Show the whole character, even when it is not ASCII.
            var end = index
            while end < utf8.count, utf8[end] & 0xC0 == 0x80 { end += 1 }
            throw fail(.unknownConversion(written(upTo: end)))
        }
    }

    static func asciiDigit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// The character offset of a byte offset in UTF-8 text (counting Unicode scalars).
    static func characterOffset(ofByte offset: Int, in utf8: [UInt8]) -> Int {
        utf8[..<min(offset, utf8.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
