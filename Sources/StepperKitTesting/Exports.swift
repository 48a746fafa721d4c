// A test target imports StepperKitTesting alone and has the kit's API too.
@_exported public import StepperKit
