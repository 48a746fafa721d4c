package import StepperKitLocalization
internal import StepperKitStrings

/// The kit's catalog as a `StringCatalog`, for targets of this package that combine it with their own.
package enum KitStrings {
    /// The table name of the kit's catalog.
    package static let tableName = KitCatalogFiles.tableName

    /// `Localizable.xcstrings`, read from the bytes compiled into the library.
    package static func catalog() throws(CatalogReadError) -> StringCatalog {
        try StringCatalog(bytes: KitCatalogFiles.localizable)
    }
}
