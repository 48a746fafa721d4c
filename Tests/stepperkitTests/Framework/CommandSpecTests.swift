import Testing
@testable import stepperkit

/// The command table's declarations are ones the parser can honour: a second declaration of a name
/// would never be read, and a positional after a variadic one would never be filled.
struct CommandSpecTests {
    /// Every command that runs, with its words: "format currency", "catalog lint", ….
    static let commands: [(path: String, command: CommandSpec)] = {
        func walk(_ command: CommandSpec, _ path: [String]) -> [(String, CommandSpec)] {
            (command.run == nil ? [] : [(path.joined(separator: " "), command)])
                + command.subcommands.flatMap { walk($0, path + [$0.name]) }
        }
        return walk(StepperKitCLI.root, [])
    }()

    @Test func theTableHoldsEveryCommand() {
        #expect(Self.commands.map(\.path) == [
            "demo", "render", "audit", "styles", "format number", "format percent", "format currency", "subtotal", "plural",
            "parse", "measure", "catalog lint", "catalog roundtrip", "catalog stats", "catalog format", "catalog lookup", "check",
        ])
    }

    @Test(arguments: commands.map(\.command))
    func eachNameIsDeclaredOnce(command: CommandSpec) {
        let keys = command.arguments.map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(!keys.contains("--help"))
    }

    @Test(arguments: commands.map(\.command))
    func aVariadicArgumentComesAfterTheOtherPositionals(command: CommandSpec) {
        let positionals = command.arguments.filter { !$0.isNamed }
        let variadics = positionals.indices.filter { if case .variadicPositional = positionals[$0].kind { true } else { false } }
        #expect(variadics.count <= 1)
        if let variadic = variadics.first { #expect(variadic == positionals.count - 1) }
    }

    @Test(arguments: commands.map(\.command))
    func aCommandLineWithOnlyItsRequiredArgumentsParses(command: CommandSpec) throws {
        var words: [String] = []
        for spec in command.arguments {
            switch spec.kind {
            case .positional(optional: false), .variadicPositional(optional: false): words.append(Self.sample(for: spec.name))
            case .option(_, .required): words += ["--" + spec.name, Self.sample(for: spec.name)]
            default: break
            }
        }
        _ = try ParsedArguments(words, for: command)
    }

    /// A text each required argument accepts.
    private static func sample(for name: String) -> String {
        switch name {
        case "SCENE": "addToCart"
        case "locale": "en_US"
        case "currency": "EUR"
        default: "1"    // VALUE, TEXT, FILE, KEY, --price, --quantity
        }
    }
}
