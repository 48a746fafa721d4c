/// An error the tool reports on standard error before exiting with status 2.
package enum CLIError: Error, CustomStringConvertible {
    /// The command line does not fit the command; the message is followed by the usage line.
    case usage(String, command: CommandSpec)
    /// An argument's value was rejected by the library; the message says which and why.
    case badInput(String)
    /// A file given on the command line has several problems: one line, and one "error:", each.
    case badInputs([String])

    package var description: String {
        switch self {
        case .usage(let message, let command):
            "error: \(message)\n\(HelpFormatter.usage(of: command))\nRun with --help for more."
        case .badInput(let message):
            "error: \(message)"
        case .badInputs(let messages):
            messages.map { "error: \($0)" }.joined(separator: "\n")
        }
    }
}
