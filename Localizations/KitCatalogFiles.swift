/// The kit's String Catalog, compiled into this module as its exact bytes.
///
/// Embedded rather than copied into a resource bundle: a bundle has to travel next to the executable,
/// and SwiftPM's generated `Bundle.module` accessor traps when it does not.
package enum KitCatalogFiles {
    /// The table every string the components show or announce lives in.
    package static let tableName = "Localizable"

    /// The bytes of `Localizable.xcstrings`.
    package static var localizable: [UInt8] { PackageResources.Localizable_xcstrings }
}
