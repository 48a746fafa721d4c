// The `stepperkit` tool with a pause before each write's rename, for the signal tests; never shipped.
//
// `stepperkit-pausing MARKER ARGUMENTS…` runs `stepperkit ARGUMENTS…` as the tool's own main does (the
// same signal handler first), but each write, once its temporary file is complete, creates the file
// MARKER and waits for a signal, so a test can interrupt it at a known point with a real SIGINT or
// SIGTERM. The pause is bound through `AtomicWriter.beforeRename`, a task-local the shipping tool
// never binds: the seam lives here, not in the binary users run.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StepperKitLocalization
import StepperKitSupport
import stepperkit

/// Creates the marker file, then waits for the signal that ends the process.
func waitForSignal(creating marker: String) -> Never {
    close(open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644))
    while true { pause() }
}

AtomicFile.removeTemporaryFilesOnInterrupt()
let arguments = Array(CommandLine.arguments.dropFirst())
guard let marker = arguments.first else {
    let usage = Array("usage: stepperkit-pausing MARKER ARGUMENTS…\n".utf8)
    _ = write(2, usage, usage.count)
    exit(2)
}
let stopBeforeRename: @Sendable () throws(FileProblem) -> Void = { waitForSignal(creating: marker) }
let status = await AtomicWriter.$beforeRename.withValue(stopBeforeRename) {
    await StepperKitCLI.run(Array(arguments.dropFirst()), console: .standard())
}
exit(status.rawValue)
