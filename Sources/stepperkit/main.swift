import Foundation

let status = StepperKitCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
