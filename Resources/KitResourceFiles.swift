/// The kit's data files, compiled into the binary as their exact bytes.
///
/// Embedded rather than copied into a resource bundle: a bundle has to travel next to the executable,
/// and SwiftPM's generated `Bundle.module` accessor traps when it does not. Each module that needs a
/// file reads it through this enum, so the files stay in one top-level `Resources/` folder.
package enum KitResourceFiles {
    /// Apple's Dynamic Type table: text styles × content sizes → point size, weight and leading.
    package static var dynamicType: [UInt8] { PackageResources.DynamicType_json }

    /// The kit's fallback icon set, drawn where Material Icons is not installed: path data on a grid, terminal characters.
    package static var icons: [UInt8] { PackageResources.Icons_json }

    /// The names of the built-in JSON themes, sorted.
    package static let themeNames = ["mint", "midnight"]

    /// A built-in theme's JSON, or nil for a name the kit does not have.
    package static func theme(named name: String) -> [UInt8]? {
        switch name {
        case "mint": PackageResources.mint_json
        case "midnight": PackageResources.midnight_json
        default: nil
        }
    }
}
