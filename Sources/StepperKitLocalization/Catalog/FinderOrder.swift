import Foundation

/// The order Xcode gives the keys of a String Catalog: Finder's, with an explicit English collation.
///
/// Case-insensitive, numeric ("item9" < "item10"), punctuation and symbols before digits before
/// letters, ties broken lowercase first, then by bytes so that the order is total. Foundation's
/// comparison runs ICU's collator, so this is slow-ish (about a microsecond); the reader and writer
/// never sort, and only keys inserted by code are placed with it.
enum FinderOrder {
    private static let english = Locale(identifier: "en")
    private static let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]

    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.compare(rhs, options: options, range: nil, locale: english) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }
}
