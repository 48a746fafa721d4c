public import Foundation

// Foundation shows a Swift error through `localizedDescription`, which for an error that is not a
// `LocalizedError` reads "The operation could not be completed. (Module.Type error 1.)"; these errors
// give their own message instead, however they are printed.

extension StepperThemeError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try StepperTheme(json: Data("{".utf8)) } catch { print(error.localizedDescription) }   // Invalid theme: not valid JSON: …
    /// ```
    public var errorDescription: String? { description }
}

extension StepperStyleRegistryError: LocalizedError {
    /// The same one-line message as the description, for Foundation's localized description.
    ///
    /// ```swift
    /// do { _ = try StepperStyleRegistry().style(named: "pil") } catch { print(error.localizedDescription) }   // No stepper style is named "pil"; …
    /// ```
    public var errorDescription: String? { description }
}
