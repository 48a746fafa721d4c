import Foundation

/// One CLDR sample list, the text after @integer or @decimal in a plural rule: ranges, then "…" when
/// CLDR says it goes on.
///
/// ```swift
/// let list = PluralSampleList("3~10, 103~110, 1003, …")!
/// list.ranges.count     // 3
/// list.isOpenEnded      // true
/// list.expanded(limitPerRange: 2).map(\.description)   // ["3", "10", "103", "110", "1003"]
/// ```
public struct PluralSampleList: Hashable, Sendable, LosslessStringConvertible {
    /// The ranges, in CLDR's order.
    public let ranges: [PluralSampleRange]
    /// Whether the list ends with "…": more numbers take the category than the ranges show.
    public let isOpenEnded: Bool

    /// No samples, as a category without decimal samples has.
    public static let empty = PluralSampleList(ranges: [], isOpenEnded: false)

    /// Reads a comma-separated list of ranges, optionally ending with "…" (or "..."); nil when one
    /// of them is not a range.
    public init?(_ description: String) {
        var items = description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let isOpenEnded = items.last == "…" || items.last == "..."
        if isOpenEnded { items.removeLast() }
        var ranges: [PluralSampleRange] = []
        for item in items {
            guard let range = PluralSampleRange(item) else { return nil }
            ranges.append(range)
        }
        self.init(ranges: ranges, isOpenEnded: isOpenEnded)
    }

    init(ranges: [PluralSampleRange], isOpenEnded: Bool) {
        self.ranges = ranges
        self.isOpenEnded = isOpenEnded
    }

    /// Whether there are no samples.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Every range expanded with PluralSampleRange/expanded(limit:), in CLDR's order.
    public func expanded(limitPerRange: Int) -> [PluralSample] {
        ranges.flatMap { $0.expanded(limit: limitPerRange) }
    }

    /// The list as CLDR writes it: "3~10, 103~110, 1003, …".
    public var description: String {
        (ranges.map(\.description) + (isOpenEnded ? ["…"] : [])).joined(separator: ", ")
    }
}
