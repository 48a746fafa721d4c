// A test target imports StepperKitTesting alone and has the kit's API and its check too.
@_exported public import StepperKitCheck
