import Foundation
import stepperkit

let status = await StepperKitCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
