import StepperKitLocalization
import Testing
import StepperKitUI
@testable import SwiftUIShapedViews

/// The SwiftUI-shaped views, laid out at an iPhone's width, read as VoiceOver would, and audited.
struct SwiftUIShapedViewsTests {
    /// A view of the target, how large it lays out at 390 pt and what VoiceOver reads on it.
    struct Case: Sendable, CustomTestStringConvertible {
        let view: AnyView
        let name: String
        /// The root's size as dumps write it (to the thousandth of a point).
        let size: String
        let transcript: [String]

        init(_ name: String, _ view: some View, size: String, transcript: [String]) {
            self.view = AnyView(view)
            self.name = name
            self.size = size
            self.transcript = transcript
        }

        var testDescription: String { name }
    }

    static let cases = [
        Case("QuantityPicker", QuantityPicker(), size: "230.6×52.574", transcript: [
            #"button "Remove one", dimmed"#, #"text "Quantity""#, #"button "Add one""#,
        ]),
        Case("OrderForm", OrderForm(), size: "390×76", transcript: [
            #"text "Flat white""#, #"button "Remove one", dimmed"#, #"text "Quantity""#, #"button "Add one""#,
        ]),
        // The long name wraps beside its price, which keeps its width (layout priority 1).
        Case("MenuList", MenuList(products: Product.menu), size: "390×144.893", transcript: [
            #"header "Menu""#, #"text "Flat white""#, #"text "€3.50""#, #"text "Cortado""#, #"text "€3.00""#,
            #"text "Oat milk latte with an extra shot""#, #"text "€4.80""#,
        ]),
        // At zero the overlay's builder makes nothing, so nothing is read but the label.
        Case("CartBadge, empty", CartBadge(count: 0) { Text("Cart") }, size: "51.038×36.574", transcript: [
            #"text "Cart""#,
        ]),
        Case("CartBadge, 3", CartBadge(count: 3) { Text("Cart") }, size: "51.038×36.574", transcript: [
            #"text "Cart""#, #"text "3""#,
        ]),
        Case("ReceiptNote", ReceiptNote(), size: "153.459×20.574", transcript: [
            #"text "Receipt with prices""#,
        ]),
        Case("ReceiptNote, gift", ReceiptNote().environment(\.isGiftOrder, true), size: "238.821×20.574", transcript: [
            #"text "Gift receipt: prices are hidden""#,
        ]),
        // A color fills what it is offered: the whole width, the frame's height.
        Case("SaleBanner", SaleBanner(), size: "390×64", transcript: [
            #"text "Two for one on Fridays""#,
        ]),
        Case("SaleBanner, Reduce Motion", SaleBanner().environment(\.reduceMotion, true), size: "390×56", transcript: [
            #"text "Two for one on Fridays""#,
        ]),
        Case("CheckoutBar", CheckoutBar(total: "€11.30"), size: "390×76.574", transcript: [
            #"text "€11.30""#, #"button "Check out now""#,
        ]),
    ]

    private func engine() throws -> LayoutEngine {
        LayoutEngine(services: LayoutServices(icons: try IconSet.standard(), localizer: Localizer(catalog: StringCatalog(sourceLanguage: "en"))))
    }

    private func layout(
        _ view: some View, with engine: LayoutEngine? = nil, size: DynamicTypeSize = .large, width: Double = 390
    ) throws -> LayoutResult {
        let environment = EnvironmentValues().with { $0.dynamicTypeSize = size }
        return try (engine ?? self.engine()).layout(view, in: environment, proposal: ProposedSize(width: width, height: nil))
    }

    private func transcript(_ result: LayoutResult) -> [String] {
        AccessibilityTranscript(result).elements.map { $0.transcriptLine() }
    }

    private func shownTexts(_ result: LayoutResult) -> [String] {
        result.root.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { text.shownText } else { nil }
        }
    }

    @Test(arguments: cases)
    func laysOutAsWrittenForSwiftUI(_ example: Case) throws {
        let result = try layout(example.view)
        #expect("\(result.root.frame.size)" == example.size)
        #expect(transcript(result) == example.transcript)
    }

    /// Every view passes every audit rule at the default size, at accessibility3 and on a 250 pt screen.
    @Test(arguments: cases)
    func passesTheAudit(_ example: Case) throws {
        for (size, width) in [(DynamicTypeSize.large, 390.0), (.accessibility3, 390), (.large, 250)] {
            let findings = AccessibilityAudit().findings(in: try layout(example.view, size: size, width: width))
            #expect(findings.map(\.description) == [], "\(size) at \(width) pt")
        }
    }

    /// The picker's state changes with its buttons, for the next layout; its minimum disables removing.
    @Test func quantityPickerCountsPresses() throws {
        let engine = try engine()
        let first = try layout(QuantityPicker(), with: engine)
        #expect(shownTexts(first) == ["Remove one", "1", "Add one"])
        #expect(throws: ButtonPressError.disabled(named: "Remove one")) { try first.pressButton(named: "Remove one") }
        try first.pressButton(named: "Add one")
        let second = try layout(QuantityPicker(), with: engine)
        #expect(shownTexts(second) == ["Remove one", "2", "Add one"])
        try second.pressButton(named: "Remove one")
        #expect(shownTexts(try layout(QuantityPicker(), with: engine)) == ["Remove one", "1", "Add one"])
    }

    /// The row writes the form's quantity through its binding; the form's `if` then shows a clear button.
    @Test func orderFormSharesItsQuantityWithItsRow() throws {
        let engine = try engine()
        try layout(OrderForm(), with: engine).pressButton(named: "Add one")
        let ordered = try layout(OrderForm(), with: engine)
        #expect(transcript(ordered) == [
            #"text "Flat white""#, #"button "Remove one""#, #"text "Quantity""#, #"button "Add one""#, #"button "Clear order""#,
        ])
        #expect(AccessibilityAudit().findings(in: ordered) == [])
        try ordered.pressButton(named: "Clear order")
        #expect(transcript(try layout(OrderForm(), with: engine)) == [
            #"text "Flat white""#, #"button "Remove one", dimmed"#, #"text "Quantity""#, #"button "Add one""#,
        ])
    }

    /// The receipt reads the environment: the app's own key first, then the Dynamic Type size.
    @Test func receiptNoteReadsTheEnvironment() throws {
        #expect(transcript(try layout(ReceiptNote(), size: .accessibility3)) == [#"text "Receipt""#])
        #expect(transcript(try layout(ReceiptNote().environment(\.isGiftOrder, true), size: .accessibility3))
            == [#"text "Gift receipt: prices are hidden""#])
    }

    /// The checkout title that fits is the one shown; the total keeps its ideal width beside it.
    @Test func checkoutBarShortensItsTitleWhenNarrow() throws {
        #expect(shownTexts(try layout(CheckoutBar(total: "€11.30"))) == ["€11.30", "Check out now"])
        #expect(shownTexts(try layout(CheckoutBar(total: "€11.30"), width: 250)) == ["€11.30", "Check out"])
        #expect(try layout(CheckoutBar(total: "€11.30")).root.dump() == """
            Padding (0, 0, 390×76.574)
              HStack (16, 16, 358×44.574)
                Text (16, 28, 54.157×20.574) "€11.30" headline #000000
                Spacer (78.157, 38.287, 135.442×0)
                Button[action] (221.599, 16, 152.401×44.574) hit (221.599, 16, 152.401×44.574)
                  Background (221.599, 16, 152.401×44.574)
                    Shape (221.599, 16, 152.401×44.574) capsule fill=#5856D6
                    Padding (221.599, 16, 152.401×44.574)
                      Padding (221.599, 28, 152.401×20.574)
                        ViewThatFits (237.599, 28, 120.401×20.574)
                          Text (237.599, 28, 120.401×20.574) "Check out now" body #FFFFFF
            """)
    }
}
