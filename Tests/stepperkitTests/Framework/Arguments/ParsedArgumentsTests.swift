import Testing
@testable import stepperkit

/// The option machinery on its own: a small command declared as the tool's commands are, parsed, and
/// its values read back typed.
struct ParsedArgumentsTests {
    enum Shape: String, CaseIterable, Sendable {
        case circle, square
    }

    static let file = Argument("FILE", help: "The input.")
    static let shape = Option("shape", value: "S", help: "circle or square.") { try OptionValue.caseNamed($0) as Shape }
    static let width = Option("width", value: "PT", help: "A width in points.") {
        try OptionValue.number($0, expected: "a width greater than 0") { $0 > 0 }
    }
    static let locale = Option(required: "locale", value: "L", help: "A locale.")
    static let tag = Option(repeating: "tag", value: "T", help: "A tag (repeatable).") { Int($0) ?? 0 }
    static let json = Flag("json", help: "Print JSON.")
    /// A transform that says what is wrong its own way: its message is not prefixed with the option.
    static let seed = Option("seed", value: "N", help: "A seed.") { text -> Int in
        guard let seed = Int(text) else { throw CLIError.badInput("the seed must be a whole number, not \(text)") }
        return seed
    }

    /// A value that is itself optional: 0 is "no limit" (nil), and leaving the option out is nil of another kind.
    static let limit = Option("limit", value: "N", help: "At most N; 0 for no limit.") { text -> Int? in
        guard let limit = Int(text), limit >= 0 else { throw RejectedValue("expected a whole number") }
        return limit == 0 ? nil : limit
    }

    static let command = CommandSpec(name: "draw", abstract: "Draw a shape.", arguments: [file, shape, width, locale, tag, json, seed, limit]) { _, _ in
        .success
    }

    /// The message a command line is refused with, as standard error shows it.
    private func refusal(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try ParsedArguments(arguments, for: Self.command)
            Issue.record("accepted \(arguments)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error.description
        }
    }

    private static let usage = "usage: stepperkit FILE [--shape S] [--width PT] --locale L [--tag T]… [--json] [--seed N] [--limit N]"

    @Test func readsEachValueWithItsType() throws {
        let arguments = try ParsedArguments(
            ["in.txt", "--shape", "square", "--width=12.5", "--locale", "es", "--tag", "3", "--json", "--tag=4"], for: Self.command
        )
        let shape: Shape? = arguments[Self.shape]
        let width: Double? = arguments[Self.width]
        let locale: String = arguments[Self.locale]
        let tags: [Int] = arguments[Self.tag]
        #expect(arguments[Self.file] == "in.txt")
        #expect(shape == .square)
        #expect(width == 12.5)
        #expect(locale == "es")
        #expect(tags == [3, 4])
        #expect(arguments[Self.json])
        #expect(arguments.contains(Self.width))
    }

    @Test func absentOptionsReadAsNothing() throws {
        let arguments = try ParsedArguments(["in.txt", "--locale", "es"], for: Self.command)
        #expect(arguments[Self.shape] == nil)
        #expect(arguments[Self.width] == nil)
        #expect(arguments[Self.tag] == [])
        #expect(!arguments[Self.json])
        #expect(!arguments.contains(Self.width))
    }

    /// Left out, an option whose value is optional reads as nil, not as "given, and nil": `?? 1` gives 1.
    @Test(arguments: [([String](), 1 as Int?), (["--limit", "0"], nil), (["--limit", "5"], 5)])
    func anOptionalValueKeepsItsOwnNil(given: [String], expected: Int?) throws {
        let arguments = try ParsedArguments(["in.txt", "--locale", "es"] + given, for: Self.command)
        #expect(arguments[Self.limit] ?? 1 == expected)
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try ParsedArguments(["--locale", "es", "--", "--json"], for: Self.command)
        #expect(arguments[Self.file] == "--json")
        #expect(!arguments[Self.json])
    }

    @Test(arguments: [
        (["in.txt", "--locale", "es", "--width"], "error: '--width' needs a value PT\n\(usage)\nRun with --help for more."),
        (["in.txt", "--locale"], "error: '--locale' needs a value L\n\(usage)\nRun with --help for more."),
        (["in.txt", "--locale", "es", "--width", "1", "--width=2"], "error: '--width' is given more than once\n\(usage)\nRun with --help for more."),
        (["in.txt", "--locale", "es", "--widht", "1"], "error: unknown option '--widht'\n\(usage)\nRun with --help for more."),
        // A positional's name is not an option.
        (["in.txt", "--locale", "es", "--FILE", "x"], "error: unknown option '--FILE'\n\(usage)\nRun with --help for more."),
        (["in.txt", "--locale", "es", "--json=yes"], "error: '--json' takes no value\n\(usage)\nRun with --help for more."),
        (["in.txt"], "error: '--locale' is required\n\(usage)\nRun with --help for more."),
        (["--locale", "es"], "error: missing argument FILE\n\(usage)\nRun with --help for more."),
        (["in.txt", "extra", "--locale", "es"], "error: unexpected argument 'extra'\n\(usage)\nRun with --help for more."),
        // The words are checked before any value: the unknown option wins over the bad shape before it.
        (["in.txt", "--shape", "hexagon", "--locale", "es", "--size", "1"], "error: unknown option '--size'\n\(usage)\nRun with --help for more."),
    ])
    func wordsThatDoNotFitAreUsageErrors(arguments: [String], expected: String) {
        #expect(refusal(arguments) == expected)
    }

    @Test(arguments: [
        (["in.txt", "--locale", "es", "--shape", "hexagon"], "error: --shape hexagon: expected one of circle, square"),
        (["in.txt", "--locale", "es", "--width", "-1"], "error: --width -1: expected a width greater than 0"),
        // The text is shown quoted when it is empty or holds spaces.
        (["in.txt", "--locale", "es", "--width", ""], "error: --width \"\": expected a width greater than 0"),
        (["in.txt", "--locale", "es", "--width", "1 2"], "error: --width \"1 2\": expected a width greater than 0"),
        // Values are made in the order the command declares them: --shape before --width.
        (["in.txt", "--locale", "es", "--width", "0", "--shape", "oval"], "error: --shape oval: expected one of circle, square"),
        (["in.txt", "--locale", "es", "--seed", "x"], "error: the seed must be a whole number, not x"),
    ])
    func rejectedValuesNameTheOptionAndTheText(arguments: [String], expected: String) {
        #expect(refusal(arguments) == expected)
    }

    @Test func usageAndHelpComeFromTheDeclarations() {
        #expect(HelpFormatter.usage(of: Self.command) == Self.usage)
        #expect(HelpFormatter.help(of: Self.command, path: ["stepperkit", "draw"]) == """
            Draw a shape.

            usage: stepperkit draw FILE [--shape S] [--width PT] --locale L [--tag T]… [--json] [--seed N] [--limit N]

            arguments:
              FILE        The input.
              --shape S   circle or square.
              --width PT  A width in points.
              --locale L  A locale.
              --tag T     A tag (repeatable).
              --json      Print JSON.
              --seed N    A seed.
              --limit N   At most N; 0 for no limit.
              --help  Show this help.
            """)
    }

    @Test func convertingAfterParsingRejectsAsParsingDoes() throws {
        let rejected = #expect(throws: CLIError.self) {
            try Self.width.converting("abc") { text -> Double in
                throw RejectedValue("expected a number, not \(text.count) letters")
            }
        }
        #expect(rejected?.description == "error: --width abc: expected a number, not 3 letters")
    }
}
