import Foundation

/// Exact rounding of `Decimal` values to a number of fraction digits, with every rounding rule.
enum DecimalRounding {
    /// Rounds `value` to `scale` fraction digits.
    ///
    /// Directional rules are computed on the magnitude, where Foundation's rounding modes are
    /// unambiguous, and then the sign is applied, so negative amounts round as the rule says.
    static func round(_ value: Decimal, scale: Int, rule: NumberRoundingRule) -> Decimal {
        guard !value.isNaN, !value.isZero else { return value }
        let negative = value < 0
        let magnitude = negative ? -value : value
        let towardZero = rounded(magnitude, scale, .down)
        let awayFromZero = rounded(magnitude, scale, .up)
        let result: Decimal
        switch rule.mode {
        case .halfEven: result = rounded(magnitude, scale, .bankers)
        case .halfUp: result = rounded(magnitude, scale, .plain)
        case .halfDown:
            let half = (awayFromZero - towardZero) / 2
            result = magnitude - towardZero > half ? awayFromZero : towardZero
        case .down: result = towardZero
        case .up: result = awayFromZero
        case .ceiling: result = negative ? towardZero : awayFromZero
        case .floor: result = negative ? awayFromZero : towardZero
        }
        return negative && !result.isZero ? -result : result
    }

    private static func rounded(_ value: Decimal, _ scale: Int, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, scale, mode)
        return output
    }
}
