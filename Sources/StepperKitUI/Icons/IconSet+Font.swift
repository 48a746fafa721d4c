import StepperKitSupport
internal import StepperKitResources

extension IconSet {
    /// Icons drawn from the glyphs of an icon font, their outlines read through FreeType.
    ///
    /// Each glyph's em box becomes a 24-unit-tall grid, so the icon is as tall as the point size it is
    /// drawn at, as a text glyph's em is; the width is the glyph's advance on that grid. The outlines
    /// fill with the nonzero rule, as fonts are designed. A font that cannot be loaded, or a name or code
    /// point it has no glyph for, is an ``IconSetError`` that says which.
    ///
    /// ```swift
    /// let material = FontRequest.file("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
    /// let shop = try IconSet(font: material, glyphs: [
    ///     IconName("storefront"): .named("storefront", terminalCharacter: "⌂"),
    ///     IconName("gift"): .codePoint(0xE8F6),
    /// ])
    /// shop.glyph(named: IconName("gift"))?.gridSize   // 24×24
    /// ```
    public init(font request: FontRequest, glyphs wanted: [IconName: IconFontGlyph]) throws(IconSetError) {
        let face: FontFace
        do {
            // Any size loads the face; outlines are then read at the em's size, in font units.
            face = try Font(request, size: 17).face
        } catch {
            throw IconSetError(problem: "its font (\(request)) cannot be loaded: \(Self.sentence(error.description))")
        }
        let units = Font(face: face, size: Double(face.unitsPerEm))
        var glyphs: [IconName: IconGlyph] = [:]
        for (name, wanted) in wanted {
            guard let glyph = Self.glyph(wanted, of: units) else {
                throw IconSetError(problem: "the font \(MessageText.quoted(face.family)) has no glyph \(wanted) for the icon \"\(name)\"")
            }
            glyphs[name] = glyph
        }
        self.init(glyphs)
    }

    /// The family name Debian's `fonts-material-design-icons-iconfont` installs.
    static let materialIconsFamily = "Material Icons"

    /// The kit's icons drawn from Material Icons, found by family through fontconfig.
    ///
    /// Throws an ``IconSetError`` naming the Debian package when the font is not installed;
    /// ``standard()`` falls back to the compiled drawings instead.
    ///
    /// ```swift
    /// let material = try IconSet.materialIcons()
    /// material.glyph(named: .cart)?.fillRule   // .nonZero: Material's filled "shopping_cart"
    /// ```
    public static func materialIcons() throws(IconSetError) -> IconSet {
        try materialIcons(font: .family(materialIconsFamily))
    }

    /// The kit's hand-drawn icons compiled into the library, which the standard set falls back to.
    ///
    /// ```swift
    /// try IconSet.compiled().glyph(named: .plus)?.fillRule   // .evenOdd
    /// ```
    public static func compiled() throws(IconSetError) -> IconSet {
        try compiledSet.get()
    }

    // MARK: - Internal

    /// The kit's names and the Material Icons glyphs that draw them, with their terminal characters.
    static let materialGlyphs: [IconName: IconFontGlyph] = [
        .plus: .named("add", terminalCharacter: "+"),
        .minus: .named("remove", terminalCharacter: "−"),
        .trash: .named("delete", terminalCharacter: "✕"),
        // Filled, as SF Symbols' cart.fill that the reference documents draw.
        .cart: .named("shopping_cart", terminalCharacter: "🛒"),
        .cartBadgePlus: .named("add_shopping_cart", terminalCharacter: "🛒"),
        .chevronForward: .named("chevron_right", terminalCharacter: "›", mirrorsInRightToLeft: true),
        .chevronBackward: .named("chevron_left", terminalCharacter: "‹", mirrorsInRightToLeft: true),
    ]

    /// The kit's icons from a Material Icons font, with a hint to install it when it cannot be loaded.
    static func materialIcons(font: FontRequest) throws(IconSetError) -> IconSet {
        do {
            return try IconSet(font: font, glyphs: materialGlyphs)
        } catch {
            throw IconSetError(problem: error.problem + "; install the Debian package fonts-material-design-icons-iconfont")
        }
    }

    /// Material Icons when `font` loads, else the compiled drawings.
    static func standard(drawingFrom font: FontRequest) throws(IconSetError) -> IconSet {
        guard let material = try? materialIcons(font: font) else { return try compiled() }
        return material
    }

    private static let compiledSet: Result<IconSet, IconSetError> = Result { () throws(IconSetError) in
        try IconSet(json: KitResourceFiles.icons)
    }

    /// The icon a glyph of the font draws, on a 24-unit grid of its em; nil when the font has no such glyph.
    private static func glyph(_ wanted: IconFontGlyph, of units: Font) -> IconGlyph? {
        // One glyph, not the missing-glyph box (index 0): a name the ligatures do not know shapes letter by letter.
        guard let text = wanted.text, case let shaped = units.shape(text), shaped.glyphs.count == 1,
              let positioned = shaped.glyphs.first, positioned.glyph != 0,
              let outline = units.outline(of: positioned.glyph), !outline.isEmpty
        else { return nil }
        let em = units.size
        let metrics = units.metrics
        // The em box centred on the font's ascent and descent (they span the em in icon fonts).
        let top = (metrics.ascent - metrics.descent + em) / 2
        let scale = Self.fontGrid / em
        let pathData = SVGWriter.pathData(of: outline.scaled(by: scale), at: Point(x: 0, y: top * scale))
        return IconGlyph(
            gridSize: Size(width: positioned.advance * scale, height: Self.fontGrid), pathData: pathData,
            terminalCharacter: wanted.terminalCharacter, mirrorsInRightToLeft: wanted.mirrorsInRightToLeft, fillRule: .nonZero
        )
    }

    /// The height of a font glyph's grid: 24 units, as the kit's drawings and Material's design grid.
    private static let fontGrid = 24.0

    /// A message without its closing full stop, to go inside another sentence.
    private static func sentence(_ message: String) -> String {
        message.hasSuffix(".") ? String(message.dropLast()) : message
    }
}
