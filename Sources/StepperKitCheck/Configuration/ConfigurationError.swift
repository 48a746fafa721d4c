import StepperKitLocalization
import StepperKitSupport

/// What is wrong with a configuration or baseline file.
///
/// Every problem found, each with the file and the JSON path of the value, so one run shows them all.
///
/// ```swift
/// do {
///     _ = try CheckConfigurationFile(contentsOf: ".stepperkit-check.json")
/// } catch {
///     print(error)
///     // .stepperkit-check.json: budgets[2].width: is -4, not a width in points greater than 0
///     // .stepperkit-check.json: ignore[0].reason: is missing; every ignore says why
/// }
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public let file: String
    /// Each problem: the JSON path ("" for the file itself) and what is wrong.
    public let problems: [Problem]

    /// One problem of a file.
    public struct Problem: Hashable, Sendable {
        /// The JSON path of the value, such as "budgets[2].width"; "" for the whole file.
        public let path: String
        /// What is wrong, in a sentence.
        public let message: String
    }

    /// An error of a file with problems.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// One line a problem: "file: path: message".
    public var description: String {
        problems.map { problem in
            MessageText.escapedLine([file, problem.path, problem.message].filter { !$0.isEmpty }.joined(separator: ": "))
        }.joined(separator: "\n")
    }
}

/// Reads a JSON configuration value by value, collecting every problem instead of stopping at the first.
struct ConfigurationReader {
    let file: String
    private(set) var problems: [ConfigurationError.Problem] = []

    init(file: String) {
        self.file = file
    }

    /// The file's JSON, or an error naming the file and where its JSON is broken.
    static func readJSON(_ path: String, what: String) throws(ConfigurationError) -> JSONValue {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: 64 << 20)
        } catch {
            throw ConfigurationError(file: path, problems: [.init(path: "", message: "cannot read the \(what): \(error)")])
        }
        do {
            return try JSONValue(parsing: bytes)
        } catch {
            throw ConfigurationError(file: path, problems: [.init(path: "", message: "is not JSON: \(error)")])
        }
    }

    mutating func fail(at path: String, _ message: String) {
        problems.append(.init(path: path, message: message))
    }

    func finish() throws(ConfigurationError) {
        if !problems.isEmpty { throw ConfigurationError(file: file, problems: problems) }
    }

    mutating func object(_ value: JSONValue, at path: String, _ body: (inout ConfigurationReader, OrderedMembers<String, JSONValue>) -> Void) {
        guard case .object(let members) = value else {
            fail(at: path, "is \(Self.kind(of: value)), not an object")
            return
        }
        body(&self, members)
    }

    mutating func array(_ value: JSONValue, at path: String, _ body: (inout ConfigurationReader, Int, JSONValue) -> Void) {
        guard case .array(let items) = value else {
            fail(at: path, "is \(Self.kind(of: value)), not an array")
            return
        }
        for (index, item) in items.enumerated() { body(&self, index, item) }
    }

    mutating func expectOnly(_ names: Set<String>, in members: OrderedMembers<String, JSONValue>, at path: String) {
        for name in members.keys where !names.contains(name) {
            fail(at: path.isEmpty ? name : "\(path).\(name)", "is not a setting here; expected one of \(names.sorted().joined(separator: ", "))")
        }
    }

    mutating func string(_ value: JSONValue?, at path: String, required: Bool = false) -> String? {
        switch value {
        case nil:
            if required { fail(at: path, "is missing") }
            return nil
        case .string(let text)?:
            return text
        case let other?:
            fail(at: path, "is \(Self.kind(of: other)), not a string")
            return nil
        }
    }

    mutating func integer(_ value: JSONValue, at path: String) -> Int? {
        guard case .number(let text) = value, let number = Int(text) else {
            fail(at: path, "is \(Self.kind(of: value)), not a whole number")
            return nil
        }
        return number
    }

    mutating func number(_ value: JSONValue, at path: String) -> Double? {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else {
            fail(at: path, "is \(Self.kind(of: value)), not a number")
            return nil
        }
        return number
    }

    mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            fail(at: path, "is \(Self.kind(of: value)), not true or false")
            return nil
        }
        return flag
    }

    mutating func strings(_ value: JSONValue, at path: String) -> [String] {
        var result: [String] = []
        array(value, at: path) { reader, index, item in
            if let text = reader.string(item, at: "\(path)[\(index)]", required: true) { result.append(text) }
        }
        return result
    }

    /// "a string \"…\"", "the number 4", "an array"…, for messages.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .string(let text): "the string \(MessageText.quoted(text))"
        case .number(let text): "the number \(MessageText.escaped(text, limit: 24))"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
