/// The kit's String Catalogs, compiled into this module as their exact bytes.
///
/// Embedded rather than copied into a resource bundle: a bundle has to travel next to the executable,
/// and SwiftPM's generated `Bundle.module` accessor traps when it does not.
package enum KitCatalogFiles {
    /// The tables in lookup order.
    package static let tableNames = ["Localizable", "Demo"]

    /// The bytes of a table's `.xcstrings` file, or nil for a name the kit does not have.
    package static func bytes(ofTable name: String) -> [UInt8]? {
        switch name {
        case "Localizable": PackageResources.Localizable_xcstrings
        case "Demo": PackageResources.Demo_xcstrings
        default: nil
        }
    }
}
