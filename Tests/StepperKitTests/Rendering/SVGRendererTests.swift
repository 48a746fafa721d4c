import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI
import StepperKitSupport

@Suite(.tags(.rendering))
struct SVGRendererTests {
    @Test func drawsAFilledCapsule() throws {
        let root = try RenderingFixtures.layout(Capsule().fill(.color(.indigo)).frame(width: 20, height: 10))
        #expect(SVGRenderer().render(root) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
              <rect x="0" y="0" width="20" height="10" rx="5" fill="#5856D6"/>
            </svg>

            """)
    }

    @Test func drawsGradientsIconsButtonsAndOpacity() throws {
        let root = try RenderingFixtures.layout(
            ZStack {
                Capsule().fill(.linearGradient([.orange, .indigo.opacity(0.5)], from: .top, to: .bottom))
                Button(.increment) {
                    Icon(.minus).frame(width: 24, height: 24)
                }
                .accessibilityLabel(LocalizedText(verbatim: "Less <\"fewer\" & 'smaller'>"))
                .opacity(0.5)
            }
            .frame(width: 48, height: 24)
            .font(.system(size: 12))
        )
        #expect(SVGRenderer(scale: 2, background: .white, includesTitles: true).render(root) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 48 24">
              <defs>
                <linearGradient id="gradient-1" gradientUnits="userSpaceOnUse" x1="24" y1="0" x2="24" y2="24">\
            <stop offset="0" stop-color="#FF9500"/><stop offset="1" stop-color="#5856D6" stop-opacity="0.5"/></linearGradient>
              </defs>
              <rect x="0" y="0" width="48" height="24" fill="#FFFFFF"/>
              <rect x="0" y="0" width="48" height="24" rx="12" fill="url(#gradient-1)"/>
              <g opacity="0.5">
                <g role="button" aria-label="Less &lt;&quot;fewer&quot; &amp; &apos;smaller&apos;&gt;">
                  <title>Less &lt;&quot;fewer&quot; &amp; &apos;smaller&apos;&gt;</title>
                  <path transform="translate(18 6) scale(0.5)" fill-rule="nonzero" fill="#000000" \
            d="M18.984 12.984L5.016 12.984L5.016 11.016L18.984 11.016L18.984 12.984Z"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test func drawsTextAsTheGlyphOutlinesOfTheFontThatMeasuredIt() throws {
        // DejaVu Sans "I" at 17 pt is one rectangle from 201 to 403 font units across and 0 to 1493 up,
        // on a baseline at the ascent (1901 units, 15.78 pt); its advance is 604 units (5.014 pt).
        let root = try RenderingFixtures.layout(Text(verbatim: "I").font(.system(size: 17)))
        #expect(SVGRenderer().render(root) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="5.014" height="19.789" viewBox="0 0 5.014 19.789">
              <path role="img" aria-label="I" fill="#000000" d="M1.668 3.387L3.345 3.387L3.345 15.78L1.668 15.78L1.668 3.387Z"/>
            </svg>

            """)
    }

    @Test func identicalGradientsShareOneDefinitionAndOthersGetTheNextID() throws {
        let gradient = Fill.linearGradient([.orange, .indigo], from: .leading, to: .trailing)
        let root = try RenderingFixtures.layout(
            ZStack {
                Rectangle().fill(gradient)
                Rectangle().fill(gradient).opacity(0.5)
                Circle().fill(.linearGradient([.indigo, .orange], from: .leading, to: .trailing))
            }
            .frame(width: 30, height: 10)
        )
        let svg = SVGRenderer().render(root)
        #expect(svg.ranges(of: "<linearGradient ").count == 2)
        #expect(svg.ranges(of: "url(#gradient-1)").count == 2)
        #expect(svg.contains(#"<circle cx="15" cy="5" r="5" fill="url(#gradient-2)"/>"#))
    }

    @Test func strokesAreDrawnInsideTheBounds() throws {
        let root = try RenderingFixtures.layout(
            RoundedRectangle(cornerRadius: 6).stroke(.color(.red), lineWidth: 2).frame(width: 30, height: 20)
        )
        #expect(SVGRenderer().render(root).contains(
            ##"<rect x="1" y="1" width="28" height="18" rx="5" fill="none" stroke="#FF3B30" stroke-width="2"/>"##
        ))
    }

    @Test func adjustableElementsAreSpinButtonsWithTheirValue() throws {
        let svg = SVGRenderer().render(try RenderingFixtures.addToCartStepper(value: 3, locale: "en_US"))
        #expect(svg.contains(#"<g role="spinbutton" aria-label="Quantity" aria-valuetext="3">"#))
        #expect(svg.contains(#"<g role="button" aria-label="Increase quantity">"#))
    }

    @Test func disabledButtonsSaySo() throws {
        let svg = SVGRenderer().render(try RenderingFixtures.capsuleStepper(value: 99, locale: "en_US"))
        // Drawn dimmed, at Button.disabledOpacity: the group's opacity comes first, as for any node.
        #expect(svg.contains(#"<g opacity="0.3" role="button" aria-label="Increase quantity" aria-disabled="true">"#))
    }

    @Test(arguments: [
        (0.0, "0"), (44, "44"), (11.7134, "11.713"), (-0.5, "-0.5"), (0.0004, "0"), (-0.0004, "0"),
        (1.0005, "1.001"), (.nan, "0"), (.infinity, "0"), (2e13, "1000000000000"),
    ])
    func formatsNumbersWithAtMostThreeDecimals(value: Double, text: String) {
        #expect(SVGMarkup.number(value) == text)
    }

    @Test func escapesMarkupAndDropsCharactersXMLForbids() {
        #expect(XMLText.escaped("a<b>&\"c\"'\n\u{1}") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;&#10;\u{FFFD}")
    }
}
