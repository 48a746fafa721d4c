// `import StepperKit` brings the engine too: nodes, layout, environment, renderers and the audit.
@_exported public import StepperKitUI
