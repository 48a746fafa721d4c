import StepperKitLocalization

extension LayoutServices {
    /// The kit's services: its icon set and its catalog, loaded once and shared.
    ///
    /// ```swift
    /// let engine = LayoutEngine(services: try .kit())
    /// ```
    public static func kit() throws(LayoutError) -> LayoutServices {
        try shared.get()
    }

    /// The kit's icons with an app's catalogs layered over the kit's: the app's tables first.
    ///
    /// ```swift
    /// let app = try Localizer(contentsOf: [URL(filePath: "Resources/Localizable.xcstrings")], name: "app")
    /// let engine = LayoutEngine(services: try .kit(layering: app))
    /// ```
    public static func kit(layering app: Localizer) throws(LayoutError) -> LayoutServices {
        let kit = try kit()
        return LayoutServices(icons: kit.icons, localizer: app.layered(over: kit.localizer))
    }

    private static let shared: Result<LayoutServices, LayoutError> = Result { () throws(LayoutError) in
        do {
            return LayoutServices(icons: try IconSet.standard(), localizer: try Localizer.kit)
        } catch {
            throw .resources("\(error)")
        }
    }
}

extension LayoutEngine {
    /// An engine with the kit's catalog, fonts and icons.
    ///
    /// ```swift
    /// let engine = try LayoutEngine()
    /// ```
    public init() throws(LayoutError) {
        self.init(services: try .kit())
    }
}
