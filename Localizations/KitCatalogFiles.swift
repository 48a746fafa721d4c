import Foundation

/// Where the kit's own String Catalogs are at run time: this target's copied resources (`Bundle.module`).
///
/// `Localizations/` is a resource target so that the catalogs stay at the top of the repository,
/// where translators find them, and are copied unchanged (`.copy`, not `.process`, which would ask
/// for Xcode's string compiler) into the `StepperKit_StepperKitStrings.resources` bundle.
package enum KitCatalogFiles {
    /// The tables, in lookup order.
    package static let tableNames = ["Localizable", "Demo"]

    /// The file of a table, such as "Localizable"; nil when the bundle lacks it.
    package static func url(forTable name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "xcstrings")
    }
}
