import Dispatch
import Foundation
import stepperkit
#if !FUZZING
import FuzzReplay
#endif

/// Commands that only compute and print, safe to run on any arguments: no files, no rendering.
private let runnableCommands: Set<String> = ["format", "subtotal", "plural", "parse", "styles"]

/// libFuzzer entry: the input as a command line, arguments separated by NUL or newline bytes.
///
/// Every command line is routed to its command and parsed (``ParsedArguments``) with help and usage
/// text built; command lines of commands that only compute (format, subtotal, plural, parse, styles)
/// also run, end to end, with standard input giving the same arguments as lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .flatMap { $0.split(separator: 0x0A, omittingEmptySubsequences: false) }
        .map { String(decoding: $0, as: UTF8.self) }

    let (command, path, remaining) = StepperKitCLI.route(arguments)
    _ = HelpFormatter.help(of: command, path: path)
    do {
        _ = try ParsedArguments(remaining, for: command)
    } catch {
        guard !error.description.hasPrefix("\n") else { fatalError("empty error message: \(error)") }
    }

    guard path.count == 2, runnableCommands.contains(path[1]) else { return 0 }
    var input = arguments.makeIterator()
    let console = Console(readLine: { input.next().map(InputLine.line) }, output: { _ in }, errors: { _ in })
    let done = DispatchSemaphore(value: 0)
    Task {
        _ = await StepperKitCLI.run(arguments, console: console)
        done.signal()
    }
    done.wait()
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzCLIArguments(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzCLIArguments))
    }
}
#endif
