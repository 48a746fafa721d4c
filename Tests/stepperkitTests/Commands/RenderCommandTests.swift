import Testing
@testable import stepperkit

/// `stepperkit render`: scenes in a style, built-in themes by name, transcripts in the screen's language.
struct RenderCommandTests {
    @Test func aBuiltInThemeLoadsByName() async {
        let result = await runCLI(["render", "quantityStepper", "--theme", "mint", "--style", "mint", "--format", "transcript"])
        #expect(result.status == .success)
        #expect(result.output.contains(#"adjustable "Copies", value "10" [increment, decrement]"#))
    }

    @Test func anUnknownThemeNameListsTheBuiltIns() async {
        let result = await runCLI(["render", "quantityStepper", "--theme", "mauve"])
        #expect(result.status == .badInput)
        #expect(result.errors == "error: --theme mauve: Invalid theme: no built-in theme is named \"mauve\"; use midnight, mint.\n")
    }

    @Test func theTranscriptSpeaksTheScreensLanguage() async {
        let result = await runCLI(["render", "addToCart", "--locale", "es_ES", "--format", "transcript"])
        #expect(result.status == .success)
        #expect(result.output.contains(#"botón "Quitar del carrito""#) || result.output.contains(#"botón "Reducir cantidad""#))
        #expect(!result.output.contains("button "))
    }
}
