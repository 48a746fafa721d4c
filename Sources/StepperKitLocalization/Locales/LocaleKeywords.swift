internal import CICU

/// The `@key=value` keywords a locale may carry, and their known values.
///
/// ICU ignores a keyword value it does not know and formats as if it were absent (or fails later,
/// deep in a formatter), so the kit checks keywords when a ``LocaleID`` is made.
enum LocaleKeywords {
    /// The keywords that change what the kit formats.
    static let known = ["currency", "numbers"]

    /// ICU's numbering systems with ten digits, such as "arab", "deva" and "latn", sorted.
    static let numberingSystems: [String] = {
        let names = (try? ICUStatus.string("list the numbering systems") { CICU_decimalNumberingSystems($0, $1, &$2) }) ?? "latn"
        return names.split(separator: " ").map(String.init).sorted()
    }()

    /// Throws when `identifier` (canonical) has a keyword other than ``known`` or a value ICU does not know.
    static func validate(_ identifier: String, as text: String) throws(LocaleError) {
        guard let at = identifier.firstIndex(of: "@") else { return }
        for pair in identifier[identifier.index(after: at)...].split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            let key = String(parts.first ?? "").lowercased()
            let value = parts.count == 2 ? String(parts[1]) : ""
            switch key {
            case "numbers":
                guard numberingSystems.contains(value.lowercased()) else {
                    throw .unknownKeywordValue(text, key: key, value: value, known: numberingSystems)
                }
            case "currency":
                guard value.count == 3, value.allSatisfy(\.isASCIILetter), CICU_currencyIsKnown(value.uppercased()) else {
                    throw .unknownKeywordValue(text, key: key, value: value, known: ["an ISO 4217 code such as EUR or USD"])
                }
            default:
                throw .unknownKeyword(text, key: key, known: known)
            }
        }
    }
}
