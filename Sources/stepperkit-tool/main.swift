import Foundation
import StepperKitLocalization
import stepperkit

// The tool, not the library, owns the process's signals: SIGINT and SIGTERM remove a write's temporary file.
AtomicFile.removeTemporaryFilesOnInterrupt()
let status = await StepperKitCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
