// `import StepperKitCheck` brings the kit too: catalogs, locales, fonts, components and styles, which a check is configured with.
@_exported public import StepperKit
