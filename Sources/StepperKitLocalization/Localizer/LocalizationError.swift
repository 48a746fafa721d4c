import StepperKitSupport

/// Why a localized string could not be produced: an argument that does not fit its specifier, or a broken catalog value.
///
/// A lookup never crashes on a bad argument or a bad translation; it throws this instead, naming the
/// key, the language whose text was used and what to fix.
///
/// ```swift
/// do {
///     _ = try localizer.string("%lld items", "three", locale: spanish)
/// } catch {
///     print(error)   // "%lld items" (es): argument 1 is text "three", but %lld needs an integer
/// }
/// ```
public struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The argument at a position is of another type than its specifier reads.
        case argumentTypeMismatch(position: Int, specifier: String, argument: LocalizationArgument)
        /// A specifier reads a position beyond the arguments given.
        case missingArgument(position: Int, specifier: String, given: Int)
        /// The catalog value is not a valid format string.
        case invalidFormat(FormatStringError)
        /// A reference to a substitution the localization does not define.
        case undefinedSubstitution(String)
        /// A variation has neither the case needed nor the other case.
        case missingVariant(String)
        /// A plural variation needs a number, but the argument it varies by is not one (or there is none).
        case pluralNeedsNumber(position: Int?)
        /// A specifier the kit does not format, such as the hexadecimal floating point.
        case unsupportedSpecifier(String)
        /// A substitution argument outside a substitution, or substitutions that refer to each other in a loop.
        case misplacedSubstitution(String)
    }

    /// The key that was looked up.
    public let key: String
    /// The catalog language whose text was used, such as "es-419"; nil for the key itself.
    public let language: String?
    /// What went wrong.
    public let reason: Reason

    /// An error for a key and language.
    public init(key: String, language: String?, reason: Reason) {
        self.key = key
        self.language = language
        self.reason = reason
    }

    /// The key, the language and what went wrong.
    public var description: String {
        let problem = switch reason {
        case .argumentTypeMismatch(let position, let specifier, let argument):
            "argument \(position) is \(argument), but \(specifier) needs \(Self.article(for: specifier))"
        case .missingArgument(let position, let specifier, let given):
            "\(specifier) reads argument \(position), but \(given) argument\(given == 1 ? " was" : "s were") given"
        case .invalidFormat(let error):
            "\(error)"
        case .undefinedSubstitution(let name):
            "%#@\(name)@ refers to a substitution that the localization does not define"
        case .missingVariant(let variant):
            "the variation has no \(variant) case and no other case"
        case .pluralNeedsNumber(let position):
            position.map { "the plural variation varies by argument \($0), which is not a number" }
                ?? "the plural variation needs a number argument, and none was given"
        case .unsupportedSpecifier(let specifier):
            "\(specifier) is not supported; use %f, %e or %g"
        case .misplacedSubstitution(let what):
            what
        }
        return "\(MessageText.quoted(key, limit: 256)) (\(language ?? "key")): \(problem)"
    }

    private static func article(for specifier: String) -> String {
        guard let type = try? FormatSpecifier(specifier).argumentType else { return "another type" }
        return switch type {
        case .integer: "an integer"
        case .floating: "a floating-point number"
        case .object, .cString: "text"
        case .character: "a character code or text"
        }
    }
}
