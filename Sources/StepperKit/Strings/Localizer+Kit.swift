public import StepperKitLocalization

extension Localizer {
    /// The kit's own Localizable catalog, compiled into the library, read once and shared.
    ///
    /// An app layers its own catalogs over it, so the components'
    /// strings keep their translations next to the app's.
    ///
    /// ```swift
    /// let kit = try Localizer.kit
    /// try kit.string("Decrease quantity", locale: LocaleID("es"))   // "Reducir cantidad"
    /// ```
    ///
    /// Throws only if the catalog compiled into the library is damaged, which the kit's tests rule out.
    public static var kit: Localizer {
        get throws(CatalogReadError) { try kitCatalog.get() }
    }

    /// Loaded on first use; Swift runs a static initializer once, thread-safely.
    private static let kitCatalog: Result<Localizer, CatalogReadError> = Result { () throws(CatalogReadError) in
        Localizer(catalog: try KitStrings.catalog(), table: KitStrings.tableName, name: "StepperKit")
    }
}
