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

    // MARK: - Motion

    /// --time draws one moment of the fly button's timeline: the copy in flight at 0.3 s, in the cart from 0.65 s.
    @Test func timeDrawsAMomentOfTheFlight() async {
        let flying = await runCLI(["render", "flyButton", "--time", "0.3", "--format", "dump"])
        #expect(flying.status == .success)
        #expect(flying.output.contains("#flight"))
        #expect(flying.output.contains(#"value="3 items""#))
        let landed = await runCLI(["render", "flyButton", "--time", "0.65", "--format", "dump"])
        #expect(!landed.output.contains("#flight"))
        #expect(landed.output.contains(#"value="4 items""#))
    }

    @Test func animateAndStripWriteFramesOfTheTimeline() async {
        let animation = await runCLI(["render", "flyButton", "--animate", "--format", "svg", "--scale", "1"])
        #expect(animation.status == .success)
        // 33 frames 1/30 s apart and the end, 1.09 s.
        #expect(animation.output.components(separatedBy: #"class="frame""#).count == 35)
        #expect(animation.output.contains(#"<set attributeName="visibility" to="visible" begin="1.09s" fill="freeze"/>"#))
        let strip = await runCLI(["render", "flyButton", "--strip", "0,0.3,0.65", "--format", "svg", "--scale", "1"])
        #expect(strip.output.components(separatedBy: #"class="frame""#).count == 4)
        #expect(strip.output.contains(#"data-time="0.65s""#))
    }

    /// The add-to-cart timeline: from 0.2 s the stepper shows 1; at 0.65 s "1" rolls out and "2" in; from
    /// 1.176493 s (+ at 0.6 s and the bouncy spring's rest) the stepper is still at 2. Its animation has 36
    /// frames 1/30 s apart and the end.
    @Test func addToCartHasATimeline() async {
        let morphing = await runCLI(["render", "addToCart", "--time", "0.2", "--format", "transcript"])
        #expect(morphing.status == .success)
        #expect(morphing.output.contains(#"adjustable "Quantity", value "1""#))
        #expect(!morphing.output.contains("Add to cart"))
        let rolling = await runCLI(["render", "addToCart", "--time", "0.65", "--format", "dump"])
        #expect(rolling.output.contains(#""1" headline monospacedDigit"#) && rolling.output.contains(#""2" headline monospacedDigit"#))
        let still = await runCLI(["render", "addToCart", "--time", "1.177", "--format", "dump"])
        let quantity2 = await runCLI(["render", "addToCart", "--quantity", "2", "--format", "dump"])
        #expect(still.output == quantity2.output)
        let animation = await runCLI(["render", "addToCart", "--animate", "--format", "svg", "--scale", "1"])
        #expect(animation.status == .success)
        #expect(animation.output.components(separatedBy: #"class="frame""#).count == 38)
        #expect(animation.output.contains(#"<set attributeName="visibility" to="visible" begin="1.176s" fill="freeze"/>"#))
    }

    @Test(arguments: [
        (["render", "labeledStepper", "--time", "0.2"], "error: labeledStepper has no timeline yet: --time, --animate and --strip draw addToCart, flyButton\n"),
        (["render", "flyButton", "--time", "0.2", "--animate", "--format", "svg"], "error: give one of --time, --animate and --strip\n"),
        (["render", "flyButton", "--animate"], "error: --animate and --strip draw SVG: add --format svg\n"),
        (["render", "flyButton", "--time", "11"], "error: --time 11: expected a number of seconds from 0 to 10\n"),
        (["render", "flyButton", "--time", "-1"], "error: --time -1: expected a number of seconds from 0 to 10\n"),
        (["render", "flyButton", "--strip", "0,,1", "--format", "svg"], "error: --strip 0,,1: expected a comma-separated list of names without empty ones\n"),
        // 5,000 moments wrote 103 MB in 15 s: a strip draws at most 60.
        (["render", "flyButton", "--strip", Array(repeating: "0.1", count: 61).joined(separator: ","), "--format", "svg"],
         "error: --strip 0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,… (243 characters): expected at most 60 moments, not 61\n"),
    ])
    func motionOptionsAreChecked(arguments: [String], expected: String) async {
        let result = await runCLI(arguments)
        #expect(result.status == .badInput)
        #expect(result.errors == expected)
    }

    // MARK: - What "The audit sees what a person sees" asks of render

    /// Under a style that draws [− 0 +], the add-to-cart stepper still shows only its Add button at 0.
    @Test func theAddButtonShowsAtZeroUnderEveryStyle() async {
        for style in ["capsule", "bordered", "controlSizeAware", "repeating"] {
            let result = await runCLI(["render", "addToCart", "--style", style, "--quantity", "0", "--format", "transcript"])
            #expect(result.status == .success)
            #expect(result.output == """
                text "Flat white"
                text "Double shot, velvety milk"
                button "Add to cart"

                """, "style \(style)")
        }
    }

    @Test func theBadgeShowsAFourDigitCountWhole() async {
        let result = await runCLI(["render", "flyButton", "--count", "1234", "--format", "terminal"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.contains("Shop") }?.hasSuffix("1,234") == true)
        #expect(!result.output.contains("…"))
    }

    @Test func theTerminalDrawsTheDescriptionAsTheLayoutBreaksIt() async {
        // Two laid-out lines (as SVG draws them), two rows; the terminal used to wrap them again onto
        // three: "…al agua y" / "lo bastante ligera para el día a" / "día.".
        let result = await runCLI(["render", "flyButton", "--locale", "es_ES", "--format", "terminal"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines.suffix(3)) == ["Mochila de senderismo", "Veinte litros, resistente al agua y lo", "bastante ligera para el día a día."])
    }

    @Test func theEntryFieldShowsWhatWasTypedWhole() async {
        let result = await runCLI(["render", "labeledStepper", "--entry", "12345", "--format", "terminal"])
        #expect(result.status == .success)
        #expect(result.output.contains("│ 12345 │"))
        #expect(!result.output.contains("…"))
    }

    /// Arabic lays the stepper out right to left: + on the left, − on the right, Arabic-Indic digits
    /// (drawn with a face that has them), the subtotal's number in reading order.
    @Test func arabicIsLaidOutRightToLeft() async {
        let result = await runCLI(["render", "addToCart", "--locale", "ar_EG", "--format", "terminal"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        let stepper = lines.first { $0.contains("+") && $0.contains("−") }
        #expect(stepper?.contains("│ +    ٢    − │") == true)
        // The terminal draws in visual order; the amount keeps its no-break space before the euro.
        #expect(lines.contains { $0.contains("Subtotal ٧٫٠٠\u{00A0}€") })
        let svg = await runCLI(["render", "addToCart", "--locale", "ar_EG", "--format", "svg"])
        #expect(svg.status == .success)
        #expect(svg.output.contains(#"aria-label="٢""#))
    }
}
