/// A text an option's transform rejects: the message says what was expected, such as "expected one of a, b".
struct ChoiceError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
