import StepperKitLocalization
import StepperKitText
import Testing
@testable import StepperKitUI

/// The kit's icons are Material Icons glyphs read through FreeType (Debian's
/// fonts-material-design-icons-iconfont, which `make` installs); without the font, the compiled drawings.
struct IconFontTests {
    static let materialFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    @Test func theStandardIconsAreMaterialGlyphsFilledNonzero() throws {
        let standard = try IconSet.standard()
        #expect(standard.names.map(\.rawValue) == ["cart", "cart.badge.plus", "chevron.backward", "chevron.forward", "minus", "plus", "trash"])
        let material = try IconSet.materialIcons()
        for name in standard.names {
            let glyph = try #require(standard.glyph(named: name))
            #expect(glyph == material.glyph(named: name), "\(name)")
            #expect(glyph.fillRule == .nonZero, "\(name)")
            // The em box is the grid: Material's glyphs are square, as wide as they are tall.
            #expect(glyph.gridSize == Size(width: 24, height: 24), "\(name)")
        }
        #expect(standard.glyph(named: .trash)?.terminalCharacter == "✕")
        #expect(standard.glyph(named: .chevronForward)?.mirrorsInRightToLeft == true)
        #expect(standard.glyph(named: .cart)?.mirrorsInRightToLeft == false)
    }

    /// Material's "add" is drawn on its 24-unit design grid as "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z"; the font's
    /// 512-unit em rounds each corner to a whole unit (19 → 405/512 × 24 = 18.984).
    @Test func thePlusIsMaterialsAddOnItsGrid() throws {
        let plus = try #require(try IconSet.standard().glyph(named: .plus))
        #expect(plus.pathData == "M18.984 12.984L12.984 12.984L12.984 18.984L11.016 18.984L11.016 12.984L5.016 12.984L5.016 11.016"
            + "L11.016 11.016L11.016 5.016L12.984 5.016L12.984 11.016L18.984 11.016L18.984 12.984Z")
    }

    @Test func aLigatureNameAndItsCodePointDrawTheSameGlyph() throws {
        let byName = try IconSet(font: .file(Self.materialFile), glyphs: [.cart: .named("shopping_cart")])
        let byCodePoint = try IconSet(font: .file(Self.materialFile), glyphs: [.cart: .codePoint(0xE8CC)])
        #expect(byName.glyph(named: .cart)?.pathData == byCodePoint.glyph(named: .cart)?.pathData)
        #expect(byName.glyph(named: .cart)?.terminalCharacter == nil)
    }

    @Test func anIconIsAsTallAsItsPointSize() throws {
        let root = try layout(Icon(.cart).font(.system(size: 17)), in: try environment()).root
        #expect(root.frame.size == Size(width: 17, height: 17))
        #expect(IconFontGlyph.codePoint(0xE8CC).description == "U+E8CC")
        #expect(IconFontGlyph.named("shopping_cart").description == "\"shopping_cart\"")
    }

    @Test(arguments: [
        // No such file.
        (FontRequest.file("/no/such/Icons.ttf"), IconFontGlyph.named("add"),
         "The icon set is invalid: its font (file /no/such/Icons.ttf) cannot be loaded: No font file at \"/no/such/Icons.ttf\": check the path, or use a family name instead."),
        // A font without the ligature: the name shapes letter by letter.
        (.file(materialFile), .named("no_such_icon"),
         "The icon set is invalid: the font \"Material Icons\" has no glyph \"no_such_icon\" for the icon \"plus\"."),
        // A code point the font does not map.
        (.file(materialFile), .codePoint(0x41),
         "The icon set is invalid: the font \"Material Icons\" has no glyph U+0041 for the icon \"plus\"."),
        // Not a Unicode scalar at all.
        (.file(materialFile), .codePoint(0xD800),
         "The icon set is invalid: the font \"Material Icons\" has no glyph U+D800 for the icon \"plus\"."),
    ])
    func aGlyphTheFontCannotGiveIsATypedError(font: FontRequest, glyph: IconFontGlyph, message: String) {
        #expect {
            try IconSet(font: font, glyphs: [.plus: glyph])
        } throws: { error in
            (error as? IconSetError)?.description == message
        }
    }

    /// Where the font is not installed the kit still draws, with its compiled drawings;
    /// `materialIcons()` says which package to install instead.
    @Test func withoutTheFontTheStandardSetFallsBackToTheCompiledDrawings() throws {
        let fallback = try IconSet.standard(drawingFrom: .family("No Such Icon Font"))
        let compiled = try IconSet.compiled()
        #expect(fallback.names == compiled.names)
        for name in compiled.names {
            #expect(fallback.glyph(named: name) == compiled.glyph(named: name), "\(name)")
        }
        #expect(compiled.glyph(named: .plus)?.fillRule == .evenOdd)
        #expect(compiled.glyph(named: .plus)?.pathData == "M10.75 4.5h2.5v6.25h6.25v2.5h-6.25v6.25h-2.5v-6.25H4.5v-2.5h6.25z")
        #expect {
            try IconSet.materialIcons(font: .file("/no/such/MaterialIcons-Regular.ttf"))
        } throws: { error in
            (error as? IconSetError)?.description == "The icon set is invalid: its font (file /no/such/MaterialIcons-Regular.ttf) cannot be loaded: "
                + "No font file at \"/no/such/MaterialIcons-Regular.ttf\": check the path, or use a family name instead; "
                + "install the Debian package fonts-material-design-icons-iconfont."
        }
    }
}
