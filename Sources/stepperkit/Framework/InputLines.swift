/// Runs a command's work on one argument, or on every line of standard input when the argument is "-".
///
/// With "-", each input line gives exactly one output line, so outputs line up with inputs; a line
/// that fails prints an empty output line and "line N: error" on standard error, and the command
/// exits with status 2 after the last line. A line longer than 1 MiB ends the input with an error
/// naming the line, so `/dev/zero` on standard input cannot grow memory.
enum InputLines {
    static func each(_ argument: String, console: Console, _ body: (String) throws -> String) throws -> ExitCode {
        guard argument == "-" else {
            console.print(try body(argument))
            return .success
        }
        var status = ExitCode.success
        var number = 0
        while let input = console.nextInputLine() {
            number += 1
            guard case .line(let line) = input else {
                console.printErrorLine("line \(number): the line is longer than 1 MiB (\(LineReader.maximumLineBytes) bytes); input stops here")
                return .badInput
            }
            do {
                console.print(try body(line))
            } catch {
                console.print("")
                console.printErrorLine("line \(number): \(error)")
                status = .badInput
            }
        }
        return status
    }
}
