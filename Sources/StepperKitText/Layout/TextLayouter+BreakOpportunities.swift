extension TextLayouter {
    /// Where a line may end in a text, by ICU's line break iterator (UAX #14, root rules).
    ///
    /// Each opportunity is a UTF-8 offset: the line ends before that byte.
    ///
    /// A break elsewhere between two letters splits a word: the layout does it only when a word is
    /// wider than its line.
    ///
    /// ```swift
    /// try TextLayouter.breakOpportunities(in: "Add to cart")   // [4, 7, 11]
    /// ```
    public static func breakOpportunities(in text: String) throws(LineBreakError) -> [Int] {
        let utf8 = text.utf8
        return try LineBreaks.opportunities(in: text).map { utf8.distance(from: utf8.startIndex, to: $0.index) }
    }
}
