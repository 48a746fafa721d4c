internal import CICU

/// Which locales ICU ships data for.
enum LocaleData {
    /// Every available ICU locale ID, read once.
    static let available: Set<String> = {
        let count = CICU_availableLocaleCount()
        var ids = Set<String>(minimumCapacity: Int(count))
        for index in 0..<count {
            if let id = CICU_availableLocale(index) { ids.insert(String(cString: id)) }
        }
        return ids
    }()

    /// Whether the locale, or a truncation of it other than root, has data: `es_DE` has (through
    /// `es`), `xx_YY` has not.
    static func hasData(for identifier: String) -> Bool {
        var candidate = Substring(identifier.prefix { $0 != "@" })
        while !candidate.isEmpty {
            if available.contains(String(candidate)) { return true }
            guard let separator = candidate.lastIndex(of: "_") else { return false }
            candidate = candidate[..<separator]
            while candidate.last == "_" { candidate = candidate.dropLast() }
        }
        return false
    }
}
