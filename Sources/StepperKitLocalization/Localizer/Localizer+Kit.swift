internal import StepperKitStrings

extension Localizer {
    /// The kit's own catalogs, Localizable then Demo, compiled into the library, read once and shared.
    ///
    /// ```swift
    /// let kit = try Localizer.kit
    /// try kit.string("Decrease quantity", locale: LocaleID("es"))   // "Reducir cantidad"
    /// try kit.string("Trail backpack", locale: LocaleID("es"))      // "Mochila de senderismo"
    /// ```
    ///
    /// Throws only if the catalogs compiled into the library are damaged, which the kit's tests rule out.
    public static var kit: Localizer {
        get throws(CatalogReadError) { try kitCatalogs.get() }
    }

    /// Loaded on first use; Swift runs a static initializer once, thread-safely.
    private static let kitCatalogs: Result<Localizer, CatalogReadError> = Result { () throws(CatalogReadError) in
        var tables: [(String, StringCatalog)] = []
        for name in KitCatalogFiles.tableNames {
            guard let bytes = KitCatalogFiles.bytes(ofTable: name) else {
                throw CatalogReadError(reason: .unreadableFile("\(name).xcstrings is missing from StepperKitStrings"),
                                       line: 1, column: 1, offset: 0, path: CatalogPath())
            }
            tables.append((name, try StringCatalog(bytes: bytes)))
        }
        return Localizer(orderedTables: tables)
    }
}
