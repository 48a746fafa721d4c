/// A Dynamic Type text style, named as SwiftUI's, such as body or headline.
///
/// A style's point size, leading and weight at each content size come from ``DynamicTypeTable``:
///
/// ```swift
/// let table = try DynamicTypeTable.standard()
/// table.metrics(for: .headline, size: .large).weight  // .semibold
/// TextStyle(rawValue: "title2")                       // .title2
/// ```
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The largest title, 34 pt at the default size.
    case largeTitle
    /// The first-level title (Apple's Title 1), 28 pt at the default size.
    case title
    /// The second-level title, 22 pt at the default size.
    case title2
    /// The third-level title, 20 pt at the default size.
    case title3
    /// A heading, semibold 17 pt at the default size.
    case headline
    /// A subheading, 15 pt at the default size.
    case subheadline
    /// Body text, 17 pt at the default size.
    case body
    /// A callout, 16 pt at the default size.
    case callout
    /// A footnote, 13 pt at the default size.
    case footnote
    /// A caption (Apple's Caption 1), 12 pt at the default size.
    case caption
    /// An alternate caption, 11 pt at the default size.
    case caption2
}

extension TextStyle {
    /// The style's position in `allCases`, from largest title (0) to second caption (10): a switch,
    /// not a search of `allCases`, as for sizes.
    var ordinal: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .subheadline: 5
        case .body: 6
        case .callout: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }
}
