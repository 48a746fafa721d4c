// `import StepperKitUI` (and so `import StepperKit`) brings the libraries the engine's API speaks in:
// locales, formatting and catalogs, and fonts, Dynamic Type and text measurement.
@_exported public import StepperKitLocalization
@_exported public import StepperKitText
