internal import CICU

/// Where text may be broken into lines (UAX #14, from ICU's line break iterator).
enum LineBreaks {
    /// A place after which a line may end.
    struct Opportunity: Hashable {
        /// The position in the text.
        var index: String.Index
        /// Whether the line must end here: after a line feed, carriage return, line or paragraph
        /// separator (ICU rule status 100 or more).
        var isMandatory: Bool
    }

    /// Every opportunity after the start of `text`, in order; the last is the end of non-empty text.
    ///
    /// `localeID` picks ICU's tailoring ("" is the root rules, which English and Spanish use).
    static func opportunities(in text: String, localeID: String = "") throws(LineBreakError) -> [Opportunity] {
        let utf8 = text.utf8
        return try offsets(in: text, localeID: localeID).map {
            Opportunity(index: utf8.index(utf8.startIndex, offsetBy: $0.offset), isMandatory: $0.isMandatory)
        }
    }

    /// The opportunities as UTF-8 offsets, in order; the last is the byte count of non-empty text.
    static func offsets(in text: String, localeID: String = "") throws(LineBreakError) -> [(offset: Int, isMandatory: Bool)] {
        let utf8 = text.utf8
        guard !utf8.isEmpty else { return [] }
        let found = utf8.withContiguousStorageIfAvailable { find(in: $0, localeID: localeID) }
            ?? Array(utf8).withUnsafeBufferPointer { find(in: $0, localeID: localeID) }
        // ICU status codes become an error here, and nowhere else in this module.
        guard found.status <= 0 else {
            throw LineBreakError(code: found.status, name: String(cString: CICU_errorName(found.status)), text: text)
        }
        return found.breaks
    }

    private static func find(
        in text: UnsafeBufferPointer<UInt8>, localeID: String
    ) -> (breaks: [(offset: Int, isMandatory: Bool)], status: Int32) {
        // Every opportunity is after at least one byte, so `text.count` entries always suffice.
        let capacity = text.count
        var offsets = [Int32](repeating: 0, count: capacity)
        var mandatory = [Bool](repeating: false, count: capacity)
        var status: Int32 = 0
        let count = text.withMemoryRebound(to: CChar.self) { characters in
            CICU_lineBreaks(localeID, characters.baseAddress, Int32(characters.count), &offsets, &mandatory,
                            Int32(capacity), &status)
        }
        let found = Int(min(max(count, 0), Int32(capacity)))
        return ((0..<found).map { (Int(offsets[$0]), mandatory[$0]) }, status)
    }
}
