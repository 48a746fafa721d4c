import Foundation

/// Exact decimal arithmetic for money: a big integer of base-10⁹ limbs times a power of ten.
///
/// Foundation's `Decimal` operations round silently once a result needs more than 38 digits
/// (`NSDecimalMultiply` reports no error for 10³⁸ × `Int.max` on Linux), so the kit computes products
/// and sums here, exactly, and converts back only when the result fits `Decimal` without rounding.
struct ExactDecimal: Equatable {
    private static let base: UInt64 = 1_000_000_000

    /// The magnitude's limbs, least significant first, no leading zero limbs (empty for zero).
    private var limbs: [UInt64]
    private var negative: Bool
    private var exponent: Int

    init(_ value: Decimal) {
        // `description` is exact plain notation, such as "-3.5" or "12000".
        let text = value.description
        negative = text.hasPrefix("-")
        let digits = text.filter(\.isASCIIDigit)
        let fraction = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        exponent = -fraction
        limbs = Self.limbs(fromDigits: digits)
        normalize()
    }

    init(_ value: Int) {
        negative = value < 0
        exponent = 0
        limbs = Self.limbs(fromDigits: String(value.magnitude))
        normalize()
    }

    /// The exact product of an amount and a quantity when the amount has at most 18 digits and the
    /// product's digits fit 64 bits; nil otherwise (then `*` computes it). The same `Decimal` as
    /// `(ExactDecimal(amount) * ExactDecimal(quantity)).decimal`: trailing zeros moved into the
    /// exponent, zero as `.zero`, without a string parsed back (a third of the instructions).
    static func smallProduct(_ amount: Decimal, _ quantity: Int) -> Decimal? {
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenPoint = false
        // `description` is exact plain notation, such as "-3.5" or "12000".
        for byte in amount.description.utf8 {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 18 else { return nil }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            default: return nil
            }
        }
        let (product, overflow) = significand.multipliedReportingOverflow(by: UInt64(quantity.magnitude))
        guard !overflow else { return nil }
        guard product != 0 else { return .zero }
        var stripped = product
        var exponent = -fractionDigits
        while stripped % 10 == 0 {
            stripped /= 10
            exponent += 1
        }
        guard (-128...127).contains(exponent) else { return nil }
        return Decimal(sign: negative != (quantity < 0) ? .minus : .plus, exponent: exponent, significand: Decimal(stripped))
    }

    /// The exact product.
    static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        var product = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count + 1)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                let sum = product[i + j] + left * right + carry  // < 10^18 + 10^9 + 10^9: fits
                product[i + j] = sum % base
                carry = sum / base
            }
            var k = i + rhs.limbs.count
            while carry > 0 {
                let sum = product[k] + carry
                product[k] = sum % base
                carry = sum / base
                k += 1
            }
        }
        var result = ExactDecimal(limbs: product, negative: lhs.negative != rhs.negative, exponent: lhs.exponent + rhs.exponent)
        result.normalize()
        return result
    }

    /// The exact sum.
    static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        let exponent = min(lhs.exponent, rhs.exponent)
        let left = lhs.scaled(toExponent: exponent)
        let right = rhs.scaled(toExponent: exponent)
        var result: ExactDecimal
        if left.negative == right.negative {
            result = ExactDecimal(limbs: add(left.limbs, right.limbs), negative: left.negative, exponent: exponent)
        } else if compare(left.limbs, right.limbs) >= 0 {
            result = ExactDecimal(limbs: subtract(left.limbs, right.limbs), negative: left.negative, exponent: exponent)
        } else {
            result = ExactDecimal(limbs: subtract(right.limbs, left.limbs), negative: right.negative, exponent: exponent)
        }
        result.normalize()
        return result
    }

    /// The value as a `Decimal`, or nil when it needs more than 38 digits or `Decimal`'s exponent range.
    var decimal: Decimal? {
        if limbs.isEmpty { return .zero }
        let digits = Self.digits(of: limbs)
        guard digits.count <= 38, (-128...127).contains(exponent),
              let significand = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
    }

    // MARK: - Internal

    private init(limbs: [UInt64], negative: Bool, exponent: Int) {
        self.limbs = limbs
        self.negative = negative
        self.exponent = exponent
    }

    /// Drops leading zero limbs and moves trailing decimal zeros into the exponent.
    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
        guard !limbs.isEmpty else {
            negative = false
            exponent = 0
            return
        }
        var digits = Self.digits(of: limbs)
        var zeros = 0
        while digits.last == "0" {
            digits.removeLast()
            zeros += 1
        }
        if zeros > 0 {
            limbs = Self.limbs(fromDigits: digits)
            exponent += zeros
        }
    }

    /// The same value with a smaller exponent (more trailing zeros in the integer).
    private func scaled(toExponent target: Int) -> ExactDecimal {
        guard target < exponent, !limbs.isEmpty else { return self }
        let digits = Self.digits(of: limbs) + String(repeating: "0", count: exponent - target)
        return ExactDecimal(limbs: Self.limbs(fromDigits: digits), negative: negative, exponent: target)
    }

    private static func limbs(fromDigits digits: String) -> [UInt64] {
        var limbs: [UInt64] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -9, limitedBy: digits.startIndex) ?? digits.startIndex
            limbs.append(UInt64(digits[start..<end]) ?? 0)
            end = start
        }
        while limbs.last == 0 { limbs.removeLast() }
        return limbs
    }

    private static func digits(of limbs: [UInt64]) -> String {
        guard let top = limbs.last else { return "0" }
        var text = String(top)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return text
    }

    private static func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let sum = (index < a.count ? a[index] : 0) + (index < b.count ? b[index] : 0) + carry
            result.append(sum % base)
            carry = sum / base
        }
        if carry > 0 { result.append(carry) }
        return result
    }

    /// a − b for a ≥ b.
    private static func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        var borrow: UInt64 = 0
        for index in 0..<a.count {
            let subtrahend = (index < b.count ? b[index] : 0) + borrow
            if a[index] >= subtrahend {
                result.append(a[index] - subtrahend)
                borrow = 0
            } else {
                result.append(a[index] + base - subtrahend)
                borrow = 1
            }
        }
        return result
    }

    private static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }
}
