import StepperKitSupport

/// Why a printf-style format string could not be parsed, and where.
///
/// ```swift
/// do { _ = try FormatString("Save 50%") } catch { print(error) }
/// // "Save 50%": a "%" ends the text; write "%%" for a percent sign
/// ```
public struct FormatStringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// A percent sign at the very end.
        case danglingPercent
        /// A conversion character printf does not define, such as a y after the percent sign.
        case unknownConversion(String)
        /// The n conversion, which writes to memory; the kit never formats it.
        case writeBack
        /// A star width or precision, which takes an extra argument; the kit does not support it.
        case variableWidth
        /// A position that is 0 or above 99.
        case invalidPosition(String)
        /// A substitution reference without its closing at sign.
        case unterminatedSubstitution
        /// A substitution reference without a name.
        case emptySubstitutionName
        /// A floating-point precision above the most digits a number can hold, such as %.1000f.
        case precisionTooLarge(String, limit: Int)
    }

    /// The format string.
    public let text: String
    /// What is wrong.
    public let reason: Reason
    /// The 0-based character offset of the specifier's percent sign in the text.
    public let position: Int

    /// An error at a character offset.
    public init(text: String, reason: Reason, position: Int) {
        self.text = text
        self.reason = reason
        self.position = position
    }

    /// The problem, quoted with its text and 1-based character position.
    public var description: String {
        let place = "at character \(position + 1)"
        let problem = switch reason {
        case .danglingPercent: "a \"%\" ends the text; write \"%%\" for a percent sign"
        case .unknownConversion(let specifier): "\"\(MessageText.escaped(specifier, limit: nil))\" \(place) is not a format specifier; write \"%%\" for a percent sign"
        case .writeBack: "\"%n\" \(place) writes to memory and is never formatted"
        case .variableWidth: "a \"*\" width or precision \(place) is not supported; write the number into the specifier"
        case .invalidPosition(let specifier): "\"\(MessageText.escaped(specifier, limit: nil))\" \(place) has a position outside 1…99"
        case .unterminatedSubstitution: "the substitution reference \(place) has no closing \"@\""
        case .emptySubstitutionName: "the substitution reference \(place) has no name"
        case .precisionTooLarge(let specifier, let limit):
            "\"\(specifier)\" \(place) asks for more than \(limit) digits, more than a number can hold; use at most %.\(limit)f"
        }
        return "\(MessageText.quoted(text, limit: 256)): \(problem)"
    }
}
