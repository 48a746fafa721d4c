import Testing
import StepperKit
import StepperKitDemo

/// The demo's product icons are Material Icons glyphs, as the kit's are: "local_cafe" for the Flat
/// white's cup (document 000's cup.and.saucer.fill), "backpack" for the trail backpack.
struct DemoIconTests {
    @Test func theCupAndTheBackpackAreMaterialGlyphs() throws {
        let icons = try Demo.services().icons
        let material = try IconSet.standard().adding(IconSet(font: .family("Material Icons"), glyphs: [
            .cup: .named("local_cafe", terminalCharacter: "☕"), .backpack: .named("backpack", terminalCharacter: "🎒"),
        ]))
        #expect(icons.names == material.names)
        #expect(icons.glyph(named: .cup) == material.glyph(named: .cup))
        #expect(icons.glyph(named: .backpack) == material.glyph(named: .backpack))
        #expect(icons.glyph(named: .cup)?.fillRule == .nonZero)
        #expect(icons.glyph(named: .cup)?.terminalCharacter == "☕")
    }
}
