/// Why text could not be read as a number, with the input and the position of the problem.
public struct NumberParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The text is empty or only white space.
        case empty
        /// A character that cannot appear there, such as the "a" in "12abc" or the second "-" in "--1".
        case unexpectedCharacter(Character)
        /// The text ends where more was expected, such as "1." or "1e".
        case unexpectedEnd
        /// The number is too large or too precise to hold exactly.
        case outOfRange
        /// The number has a fraction where a whole number is required.
        case notAWholeNumber
    }

    /// The text as given.
    public let input: String
    /// What went wrong.
    public let reason: Reason
    /// The zero-based character offset of the problem in the input, when there is one place to point at.
    public let position: Int?

    /// An error for an input, with its reason and the offset of the problem.
    public init(input: String, reason: Reason, position: Int?) {
        self.input = input
        self.reason = reason
        self.position = position
    }

    public var description: String {
        let place = position.map { " at character \($0 + 1)" } ?? ""
        switch reason {
        case .empty:
            return "The number is empty: enter digits such as \"12\"."
        case .unexpectedCharacter(let character):
            return "\"\(input)\" is not a number: unexpected \"\(character)\"\(place)."
        case .unexpectedEnd:
            return "\"\(input)\" is not a number: it ends too early\(place)."
        case .outOfRange:
            return "\"\(input)\" is out of range: it is too large or has too many digits to hold exactly."
        case .notAWholeNumber:
            return "\"\(input)\" is not a whole number."
        }
    }
}
