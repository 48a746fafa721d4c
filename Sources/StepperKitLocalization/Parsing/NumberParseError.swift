import StepperKitSupport

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
        /// The text is longer than any number the kit reads.
        case tooLong(characters: Int)
    }

    /// The most characters a number may have, white space around it included.
    ///
    /// Far more than the 38 digits `Decimal` holds with every separator, and short enough that reading stays instant.
    public static let maximumLength = 1024

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
        let quoted = MessageText.quoted(input)
        switch reason {
        case .empty:
            return "The number is empty: enter digits such as \"12\"."
        case .unexpectedCharacter(let character):
            return "\(quoted) is not a number: unexpected \(MessageText.quoted(String(character)))\(place)."
        case .unexpectedEnd:
            return "\(quoted) is not a number: it ends too early\(place)."
        case .outOfRange:
            return "\(quoted) is out of range: it is too large or has too many digits to hold exactly."
        case .notAWholeNumber:
            return "\(quoted) is not a whole number."
        case .tooLong(let characters):
            return "The text is \(characters) characters long, too long for a number (at most \(Self.maximumLength))."
        }
    }

    /// Throws ``Reason/tooLong(characters:)`` when `text` has more than ``maximumLength`` characters.
    static func checkLength(of text: String) throws(NumberParseError) {
        // UTF-8 length is a cheap upper bound of the character count: count characters only beyond it.
        guard text.utf8.count > maximumLength else { return }
        let characters = text.count
        guard characters <= maximumLength else {
            throw NumberParseError(input: text, reason: .tooLong(characters: characters), position: nil)
        }
    }
}
