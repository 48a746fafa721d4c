/// A range of CLDR plural samples, "3~10" or "0.0~1.5", or a single sample such as "1003".
///
/// The numbers between the bounds step by the last visible digit: "0.0~1.5" holds 0.0, 0.1, … 1.5,
/// all with one fraction digit.
///
/// ```swift
/// let range = PluralSampleRange("103~110")!
/// range.count                                   // 8
/// range.expanded(limit: 3).map(\.description)   // ["103", "106", "110"]
/// ```
public struct PluralSampleRange: Hashable, Sendable, LosslessStringConvertible {
    /// The first number.
    public let lowerBound: PluralSample
    /// The last number; the same as lowerBound for a single sample.
    public let upperBound: PluralSample

    /// Reads "A~B" or "A" as CLDR writes them.
    ///
    /// Nil when the bounds do not make a range (different fraction digits or exponents, or the lower above
    /// the upper).
    public init?(_ description: String) {
        let bounds = description.split(separator: "~", omittingEmptySubsequences: false)
        guard bounds.count <= 2, let lower = PluralSample(String(bounds[0])) else { return nil }
        guard bounds.count == 2 else {
            self.init(lowerBound: lower, upperBound: lower)
            return
        }
        guard let upper = PluralSample(String(bounds[1])), upper.fractionDigits == lower.fractionDigits,
              upper.exponent == lower.exponent, upper.digits >= lower.digits
        else { return nil }
        self.init(lowerBound: lower, upperBound: upper)
    }

    private init(lowerBound: PluralSample, upperBound: PluralSample) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// How many numbers the range holds.
    public var count: Int { upperBound.digits - lowerBound.digits + 1 }

    /// At most limit numbers of the range, always both bounds, the others evenly spaced between, ascending;
    /// the same every time.
    public func expanded(limit: Int) -> [PluralSample] {
        let taken = min(max(limit, 1), count)
        guard taken > 1 else { return [lowerBound] }
        var samples: [PluralSample] = []
        samples.reserveCapacity(taken)
        for index in 0..<taken {
            let step = index * (count - 1) / (taken - 1)
            samples.append(PluralSample(digits: lowerBound.digits + step, fractionDigits: lowerBound.fractionDigits,
                                        exponent: lowerBound.exponent))
        }
        return samples
    }

    /// "3~10", or "1003" for a single sample.
    public var description: String {
        lowerBound == upperBound ? lowerBound.description : "\(lowerBound)~\(upperBound)"
    }
}
