import Foundation
import StepperKit
#if !FUZZING
import FuzzReplay
#endif

/// libFuzzer entry: any bytes as a JSON stepper theme.
///
/// Checks: no trap, and an error is one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStepperTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        _ = try StepperTheme(json: Data(bytes: data, count: size))
    } catch {
        guard !error.description.contains("\n") else { fatalError("error message has a line break: \(error)") }
    }
    return 0
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzStepperTheme(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzStepperTheme))
    }
}
#endif
