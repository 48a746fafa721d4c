import StepperKitLocalization

/// Which plural categories of a language cover more than one whole number, so their text must show it.
///
/// English `one` is 1 alone ("One item" is fine); Russian `one` is 1, 21, 31… ("один файл" would
/// also be shown for 21 files). Counted over 0…1000 and 10⁴…10⁸ multiples, as the linter counts.
struct PluralCoverage: Sendable {
    private let counts: [PluralCategory: Int]

    private static let candidates: [Int] = Array(0...1000) + (4...8).flatMap { power in
        (1...9).map { $0 * (0..<power).reduce(1) { result, _ in result * 10 } }
    }

    init(rules: PluralRules) {
        var counts: [PluralCategory: Int] = [:]
        for number in Self.candidates { counts[rules.category(for: number), default: 0] += 1 }
        self.counts = counts
    }

    /// Whether `category` covers more than one whole number (a category with decimals only counts as many).
    func coversSeveralNumbers(_ category: PluralCategory) -> Bool {
        counts[category].map { $0 > 1 } ?? true
    }
}
