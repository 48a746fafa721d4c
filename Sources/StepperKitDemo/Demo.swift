public import StepperKit

/// What the demo scenes need to lay out: the kit's catalog and icons with the demo's own on top.
///
/// ```swift
/// let engine = try Demo.engine()
/// let result = try engine.layout(DemoScene.addToCart.node(), in: EnvironmentValues(), proposal: DemoScene.screenProposal)
/// ```
public enum Demo {
    /// The demo's services: the kit's `Localizable` and the demo's `Demo` table, the kit's icons and
    /// the cup and backpack; loaded once.
    public static func services() throws(LayoutError) -> LayoutServices {
        try shared.get()
    }

    /// An engine over ``services()``.
    public static func engine() throws(LayoutError) -> LayoutEngine {
        LayoutEngine(services: try services())
    }

    private static let shared: Result<LayoutServices, LayoutError> = Result { () throws(LayoutError) in
        do {
            let icons = try IconSet.standard().adding(try productIcons())
            let demo = try StringCatalog(bytes: PackageResources.Demo_xcstrings)
            let localizer = Localizer(tables: [KitStrings.tableName: try KitStrings.catalog(), CatalogTable.demo.name: demo])
            return LayoutServices(icons: icons, localizer: localizer)
        } catch {
            throw .resources("\(error)")
        }
    }
}

extension Demo {
    /// The cup and the backpack from Material Icons ("local_cafe", "backpack"), as the kit's own icons
    /// are; the hand-drawn ones in DemoIcons.json where the font is not installed.
    static func productIcons() throws(IconSetError) -> IconSet {
        let glyphs: [IconName: IconFontGlyph] = [
            .cup: .named("local_cafe", terminalCharacter: "☕"),
            .backpack: .named("backpack", terminalCharacter: "🎒"),
        ]
        guard let material = try? IconSet(font: .family("Material Icons"), glyphs: glyphs) else {
            return try IconSet(json: PackageResources.DemoIcons_json)
        }
        return material
    }
}

extension CatalogTable {
    /// `Demo.xcstrings`: the demo scenes' product texts.
    public static let demo = CatalogTable("Demo")
}

extension IconName {
    /// The Flat white's cup.
    public static let cup = IconName("cup")
    /// The trail backpack.
    public static let backpack = IconName("backpack")
}
