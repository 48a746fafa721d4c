internal import Foundation
internal import StepperKitResources

extension StepperTheme {
    /// The names of the themes that ship with the kit in its resources: midnight, mint.
    public static var builtInNames: [String] { KitResourceFiles.themeNames.sorted() }

    /// A theme that ships with the kit, by name.
    ///
    /// ```swift
    /// var registry = StepperStyleRegistry()
    /// try registry.register(theme: StepperTheme.builtIn(named: "mint"), as: "mint")
    /// try StepperTheme.builtIn(named: "mauve")   // throws: no built-in theme "mauve"; use midnight, mint
    /// ```
    public static func builtIn(named name: String) throws(StepperThemeError) -> StepperTheme {
        guard let bytes = KitResourceFiles.theme(named: name) else {
            throw StepperThemeError(path: [], problem: "no built-in theme is named \"\(name)\"; use \(builtInNames.joined(separator: ", "))")
        }
        return try StepperTheme(json: Data(bytes))
    }
}
