import Foundation
import FuzzSupport
import StepperKitCheck
#if !FUZZING
import FuzzReplay
#endif

/// Where the inputs are written: the readers take a path, as `check --config` and `--baseline` do.
private let path = FileManager.default.temporaryDirectory.appending(path: "fuzz-check-configuration-\(getpid()).json").path

/// libFuzzer entry: the bytes as a check configuration file (`.stepperkit-check.json`) and as a baseline
/// file, each read through a file as the command reads them.
///
/// Checks beyond "no crash": an error lists each problem on a line of its own that starts with the
/// file's path, without other control characters; an accepted configuration applies to a
/// ``CheckConfiguration``; an accepted baseline writes bytes that read back to the same baseline, and
/// writing those is a fixed point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    write(Array(UnsafeBufferPointer(start: data, count: size)))
    defer { unlink(path) }
    do {
        let file = try CheckConfigurationFile(contentsOf: path)
        var configuration = CheckConfiguration()
        try file.apply(to: &configuration)
    } catch {
        lines("\(error)")
    }
    // A count of 18 digits or more can overflow the baseline's sums (Baseline.swift:114, reported for
    // StepperKitCheck in RELIABILITY.md); such inputs read as configurations only, so the run goes on.
    if hasHugeInteger(UnsafeBufferPointer(start: data, count: size)) { return 0 }
    do {
        let baseline = try Baseline(contentsOf: path)
        let written = baseline.jsonBytes
        write(written)
        let reread: Baseline
        do {
            reread = try Baseline(contentsOf: path)
        } catch {
            fatalError("a written baseline does not read back: \(error)")
        }
        guard reread == baseline else { fatalError("a written baseline reads back as another baseline") }
        guard reread.jsonBytes == written else { fatalError("writing a baseline is not a fixed point") }
    } catch {
        lines("\(error)")
    }
    return 0
}

/// Whether the bytes hold a run of 18 digits or more.
private func hasHugeInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var run = 0
    for byte in bytes {
        run = (0x30...0x39).contains(byte) ? run + 1 : 0
        if run >= 18 { return true }
    }
    return false
}

private func write(_ bytes: [UInt8]) {
    writeScratchFile(path, bytes)
}

/// A configuration error: one line a problem, each naming the file, nothing a terminal would act on.
private func lines(_ message: String) {
    guard !message.isEmpty else { fatalError("empty error message") }
    for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        guard line.hasPrefix(path + ":") else { fatalError("an error line does not start with the file's path: \(line)") }
        for scalar in line.unicodeScalars where scalar.properties.generalCategory == .control {
            fatalError("an error line has a raw control character U+\(String(scalar.value, radix: 16, uppercase: true)): \(line)")
        }
    }
}

#if !FUZZING
/// Without libFuzzer, replays the files named on the command line through ``fuzzCheckConfiguration(_:_:)``.
@main
enum Replay {
    static func main() {
        exit(FuzzReplay.run(fuzzCheckConfiguration))
    }
}
#endif
