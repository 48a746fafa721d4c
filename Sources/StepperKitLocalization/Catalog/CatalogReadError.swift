import StepperKitSupport

/// Why a String Catalog could not be read, with the line, column and JSON path of the problem.
///
/// ```swift
/// do {
///     _ = try StringCatalog(bytes: Array(#"{"sourceLanguage":"en","strings":{"Add":{"localizations":{"es":7}}}}"#.utf8))
/// } catch {
///     print(error)   // line 1, column 64, strings › "Add" › localizations › es: expected an object, found a number
/// }
/// ```
public struct CatalogReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The file ends where something expected should follow.
        case unexpectedEnd(expected: String)
        /// A character that cannot appear here.
        case unexpectedCharacter(String, expected: String)
        /// A backslash escape JSON does not define, such as a backslash before x.
        case invalidEscape(String)
        /// A Unicode escape of half a surrogate pair, which no Unicode text can hold.
        case unpairedSurrogate(String)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// A raw control character (below U+0020) inside a string; JSON requires an escape.
        case controlCharacterInString(UInt8)
        /// A malformed number, such as 01 or a number ending in a point.
        case invalidNumber(String)
        /// Something after the top-level object.
        case trailingContent
        /// The file is larger than the read options allow.
        case tooLarge(bytes: Int, limit: Int)
        /// Arrays and objects nest deeper than the read options allow.
        case tooDeep(limit: Int)
        /// Holding what was read would take more memory than the read options allow, in bytes.
        case tooLargeInMemory(limit: Int)
        /// An object lists the same key twice.
        case duplicateKey(String)
        /// A member holds the wrong kind of JSON value.
        case wrongType(expected: String, found: String)
        /// A required member is absent.
        case missingMember(String)
        /// A plural variation uses a key that is not a CLDR category.
        case unknownPluralCategory(String)
        /// A variation nests where the format does not allow it (only device → plural is allowed).
        case nestingNotAllowed(String)
        /// A reference to a substitution that the localization does not define.
        case undefinedSubstitution(String)
        /// An argument number that is not a whole number from 1 to 99.
        case invalidArgumentNumber(String)
        /// The file could not be read at all.
        case unreadableFile(String)
        /// The sourceLanguage is empty, malformed or a language ICU has no data for; the problem in words.
        case invalidSourceLanguage(String, problem: String)

        /// What is wrong, in a sentence fragment.
        public var description: String {
            switch self {
            case .unexpectedEnd(let expected):
                "the file ends where \(expected) should follow"
            case .unexpectedCharacter(let found, let expected):
                "expected \(expected), found \(found)"
            case .invalidEscape(let escape):
                "invalid escape \(escape); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            case .unpairedSurrogate(let escape):
                "\(escape) is half of a UTF-16 surrogate pair without its other half"
            case .invalidUTF8:
                "the bytes here are not UTF-8"
            case .controlCharacterInString(let byte):
                "a raw control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) in a string; write it as an escape"
            case .invalidNumber(let text):
                "\(text) is not a JSON number"
            case .trailingContent:
                "unexpected content after the end of the top-level JSON value"
            case .tooLarge(let bytes, let limit):
                "the file has \(bytes) bytes, more than the limit of \(limit)"
            case .tooDeep(let limit):
                "arrays and objects nest deeper than \(limit) levels"
            case .tooLargeInMemory(let limit):
                "holding the catalog would take more than \(limit >> 20) MiB of memory, the reader's limit: it has too many "
                    + "small values for its size; split it into several tables"
            case .duplicateKey(let key):
                "the key \"\(key)\" appears twice in one object"
            case .wrongType(let expected, let found):
                "expected \(expected), found \(found)"
            case .missingMember(let name):
                "the required member \"\(name)\" is missing"
            case .unknownPluralCategory(let name):
                "unknown plural category \"\(name)\"; expected zero, one, two, few, many or other"
            case .nestingNotAllowed(let what):
                "\(what); the format allows only a plural variation inside a device case"
            case .undefinedSubstitution(let name):
                "%#@\(name)@ refers to a substitution \"\(name)\" that this localization does not define"
            case .invalidArgumentNumber(let text):
                "argNum \(text) is not a whole number from 1 to 99"
            case .unreadableFile(let reason):
                reason
            case .invalidSourceLanguage(let language, let problem):
                "\(MessageText.quoted(language)) \(problem); use a language tag such as \"en\" or \"pt-BR\""
            }
        }
    }

    /// What is wrong.
    public let reason: Reason
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public let column: Int
    /// The 0-based byte offset of the problem.
    public let offset: Int
    /// The JSON path of the value that holds the problem.
    public let path: CatalogPath

    /// An error at a place in the file.
    public init(reason: Reason, line: Int, column: Int, offset: Int, path: CatalogPath) {
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
        self.path = path
    }

    /// "line L, column C, PATH: REASON"; a file that could not be read at all says only why.
    public var description: String {
        // Keys in the path and the reason can hold any text; the message stays on one line.
        switch reason {
        case .unreadableFile, .tooLarge: MessageText.escapedLine("\(reason)")
        default: MessageText.escapedLine("line \(line), column \(column), \(path): \(reason)")
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
