import Foundation

extension Decimal {
    /// Calls `body` with the exact value as ASCII text ICU reads, such as "12345E-1" for 1234.5.
    ///
    /// Foundation's `description` is exact but costs microseconds on Linux (it divides the 128-bit
    /// mantissa digit by digit), as do `NSDecimalNumber` conversions and `Decimal` comparisons. So
    /// the text is written on the stack from the parts `Decimal` stores: its mantissa and exponent.
    /// Those are read from its memory, in the layout Foundation uses (exponent, length and sign,
    /// mantissa words); ``DecimalLayout/isVerified`` checks that layout once against values built
    /// through public API, and if it ever differs — or the mantissa exceeds 64 bits — `description`
    /// is used instead.
    func withExactASCII<R>(_ body: (UnsafePointer<CChar>, Int32) -> R) -> R {
        guard DecimalLayout.isVerified, let parts = DecimalLayout.parts(of: self),
              let mantissa = UInt64(exactly: parts.mantissa)
        else {
            let text = description
            return text.withCString { body($0, Int32(text.utf8.count)) }
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            // Written backwards from the end: exponent, "E", mantissa digits, sign. At most
            // 3 + 1 + 1 + 20 + 1 bytes: an exponent of -128 and a 20-digit mantissa.
            let end = buffer.baseAddress! + buffer.count
            var start = end
            Self.writeDigits(UInt64(parts.exponent.magnitude), before: &start)
            if parts.exponent < 0 { Self.write(0x2D, before: &start) }  // "-"
            Self.write(0x45, before: &start)  // "E"
            Self.writeDigits(mantissa, before: &start)
            if parts.negative { Self.write(0x2D, before: &start) }
            return body(start, Int32(end - start))
        }
    }

    @inline(__always)
    private static func write(_ byte: UInt8, before start: inout UnsafeMutablePointer<CChar>) {
        start -= 1
        start.pointee = CChar(bitPattern: byte)
    }

    @inline(__always)
    private static func writeDigits(_ value: UInt64, before start: inout UnsafeMutablePointer<CChar>) {
        var value = value
        repeat {
            let (quotient, digit) = value.quotientAndRemainder(dividingBy: 10)
            write(UInt8(truncatingIfNeeded: digit) + 0x30, before: &start)
            value = quotient
        } while value > 0
    }

    /// The exact value as text ICU reads; see ``withExactASCII(_:)``.
    var exactText: String {
        withExactASCII { pointer, length in
            String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
        }
    }
}

/// Reads a `Decimal`'s stored parts, after proving once that the layout is the expected one.
enum DecimalLayout {
    struct Parts: Equatable {
        var negative: Bool
        var mantissa: UInt128
        var exponent: Int
    }

    /// The parts of a finite decimal; nil for NaN or if the bytes make no sense.
    static func parts(of value: Decimal) -> Parts? {
        guard MemoryLayout<Decimal>.size == 20 else { return nil }
        return withUnsafeBytes(of: value) { bytes -> Parts? in
            let exponent = Int(Int8(bitPattern: bytes[0]))
            let length = Int(bytes[1] >> 4)
            let negative = bytes[1] & 0b0000_1000 != 0
            guard length <= 8 else { return nil }
            if length == 0 { return negative ? nil : Parts(negative: false, mantissa: 0, exponent: 0) }
            var mantissa: UInt128 = 0
            for word in stride(from: length - 1, through: 0, by: -1) {
                let low = UInt128(bytes[4 + 2 * word])
                let high = UInt128(bytes[5 + 2 * word])
                mantissa = mantissa << 16 | high << 8 | low
            }
            return Parts(negative: negative, mantissa: mantissa, exponent: exponent)
        }
    }

    /// The fraction digits a decimal needs, trailing zeros aside (1 for 3.50, 0 for 1200), from its
    /// stored mantissa and exponent: no rounding, no `Decimal` arithmetic, no allocation. Nil for NaN
    /// or when ``isVerified`` is false.
    static func fractionDigits(of value: Decimal) -> Int? {
        guard isVerified, let parts = parts(of: value) else { return nil }
        var mantissa = parts.mantissa
        var exponent = parts.exponent
        guard mantissa != 0 else { return 0 }
        while exponent < 0, mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        return max(0, -exponent)
    }

    /// Whether ``parts(of:)`` reads this Foundation's decimals right, checked once on known values
    /// built through public API only.
    static let isVerified: Bool = {
        let probes: [(Decimal, Parts)] = [
            (Decimal(sign: .plus, exponent: -1, significand: 12345), Parts(negative: false, mantissa: 12345, exponent: -1)),
            (Decimal(sign: .minus, exponent: -3, significand: 1), Parts(negative: true, mantissa: 1, exponent: -3)),
            (Decimal(65536), Parts(negative: false, mantissa: 65536, exponent: 0)),
            (Decimal(UInt64.max), Parts(negative: false, mantissa: UInt128(UInt64.max), exponent: 0)),
            (Decimal(UInt64.max) + 1, Parts(negative: false, mantissa: UInt128(1) << 64, exponent: 0)),
            (Decimal(sign: .plus, exponent: 30, significand: 7), Parts(negative: false, mantissa: 7, exponent: 30)),
            (Decimal.zero, Parts(negative: false, mantissa: 0, exponent: 0)),
        ]
        return probes.allSatisfy { parts(of: $0.0) == $0.1 } && parts(of: .nan) == nil
    }()
}
