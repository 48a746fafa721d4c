@_exported public import StepperKit
