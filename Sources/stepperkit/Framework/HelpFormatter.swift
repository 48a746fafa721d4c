/// Renders `--help` text and usage lines from a command's declarations, so they cannot drift from what it parses.
package enum HelpFormatter {
    static func usage(of command: CommandSpec, path: [String] = []) -> String {
        let name = (path.isEmpty ? ["stepperkit"] : path).joined(separator: " ")
        if !command.subcommands.isEmpty {
            return "usage: \(name) <subcommand>"
        }
        let parts = command.arguments.map { argument -> String in
            switch argument.kind {
            case .positional(let optional): optional ? "[\(argument.name)]" : argument.name
            case .variadicPositional(let optional): optional ? "[" + argument.name + "…]" : argument.name + "…"
            case .option(let value, .optional): "[--\(argument.name) \(value)]"
            case .option(let value, .required): "--\(argument.name) \(value)"
            case .option(let value, .repeating): "[--\(argument.name) \(value)]…"
            case .flag: "[--\(argument.name)]"
            }
        }
        return "usage: \(([name] + parts).joined(separator: " "))"
    }

    package static func help(of command: CommandSpec, path: [String]) -> String {
        var lines = [command.abstract, "", usage(of: command, path: path)]
        if let discussion = command.discussion {
            lines += ["", discussion]
        }
        if !command.subcommands.isEmpty {
            lines += ["", "subcommands:"]
            let width = command.subcommands.map(\.name.count).max() ?? 0
            for subcommand in command.subcommands {
                lines.append("  " + subcommand.name.padding(to: width) + "  " + subcommand.abstract)
            }
        }
        if !command.arguments.isEmpty {
            lines += ["", "arguments:"]
            let labels = command.arguments.map { argument -> String in
                switch argument.kind {
                case .positional: argument.name
                case .variadicPositional(let optional): optional ? "[" + argument.name + "…]" : argument.name + "…"
                case .option(let value, _): "--\(argument.name) \(value)"
                case .flag: "--\(argument.name)"
                }
            }
            let width = labels.map(\.count).max() ?? 0
            for (label, argument) in zip(labels, command.arguments) {
                lines.append("  " + label.padding(to: width) + "  " + argument.help)
            }
        }
        lines.append("  --help  Show this help.")
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
