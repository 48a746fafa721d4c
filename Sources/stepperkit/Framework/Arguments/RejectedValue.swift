/// Why a transform rejects an argument's text, such as "expected one of a, b"; the option adds its name and the text.
///
/// ```swift
/// throw RejectedValue("expected a whole number, 0 or more")
/// // --count -1  →  error: --count -1: expected a whole number, 0 or more
/// ```
struct RejectedValue: Error, CustomStringConvertible {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    var description: String { reason }
}
