import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// A style that knows nothing of the add-to-cart morph and draws the value its own way.
struct OwnValueTextStepperStyle: StepperStyle {
    func makeBody(configuration: StepperStyleConfiguration) -> some View {
        HStack(spacing: 4) {
            configuration.decrementButton { Icon(.minus).frame(width: 44, height: 44) }
            Text(verbatim: configuration.formattedValue).frame(minWidth: 30)
            configuration.incrementButton { Icon(.plus).frame(width: 44, height: 44) }
        }
        .background(RoundedRectangle(cornerRadius: 8).stroke(.tint, lineWidth: 1))
    }
}

/// Every component under every built-in style and a custom one: the morph, the names, one element
/// per control.
struct EveryStyleTests {
    static let styles: [AnyStepperStyle] = StepperStyleRegistry().names.compactMap { try? StepperStyleRegistry().style(named: $0) }
        + [AnyStepperStyle(OwnValueTextStepperStyle(), name: "ownValueText")]

    static func transcript(_ node: some View, style: AnyStepperStyle, locale: String = "en_US") throws -> [String] {
        let environment = try environment(locale).with { $0.stepperStyle = style }
        return AccessibilityTranscript(try layout(node, in: environment)).elements.map { $0.transcriptLine() }
    }

    static func icons(_ node: some View, style: AnyStepperStyle) throws -> [String] {
        let environment = try environment().with { $0.stepperStyle = style }
        return try layout(node, in: environment).root.allNodes.compactMap { node in
            if case .icon(let icon) = node.content { icon.name.rawValue } else { nil }
        }
    }

    @Test func theStylesAreTheBuiltInsAndACustomOne() {
        #expect(Self.styles.map(\.name) == ["capsule", "bordered", "controlSizeAware", "repeating", "ownValueText"])
    }

    @Test(arguments: styles)
    func atZeroEveryStyleDrawsTheAddButton(style: AnyStepperStyle) throws {
        let stepper = AddToCartStepper(quantity: 0)
        #expect(try Self.transcript(stepper, style: style) == [#"button "Add to cart""#])
        #expect(try Self.transcript(stepper, style: style, locale: "es_ES") == [#"button "Añadir al carrito""#])
        #expect(try Self.icons(stepper, style: style) == ["plus"])
    }

    @Test(arguments: styles)
    func atOneEveryStyleDrawsTheTrashThatRemoves(style: AnyStepperStyle) throws {
        let stepper = AddToCartStepper(quantity: 1)
        #expect(try Self.transcript(stepper, style: style) == [
            #"button "Remove from cart""#, #"adjustable "Quantity", value "1" [increment, decrement]"#, #"button "Increase quantity""#,
        ])
        #expect(try Self.icons(stepper, style: style) == ["trash", "plus"])
    }

    @Test(arguments: styles)
    func aboveOneEveryStyleKeepsTheQuantityElement(style: AnyStepperStyle) throws {
        let stepper = AddToCartStepper(quantity: 2)
        #expect(try Self.transcript(stepper, style: style) == [
            #"button "Decrease quantity""#, #"adjustable "Quantity", value "2" [increment, decrement]"#, #"button "Increase quantity""#,
        ])
        #expect(try Self.icons(stepper, style: style) == ["minus", "plus"])
    }

    @Test(arguments: styles)
    func atTheLimitIncreaseIsDimmed(style: AnyStepperStyle) throws {
        let stepper = AddToCartStepper(quantity: 99)
        #expect(try Self.transcript(stepper, style: style).last == #"button "Increase quantity", dimmed"#)
    }

    @Test(arguments: styles)
    func aQuantityStepperIsOneAdjustableElement(style: AnyStepperStyle) throws {
        let stepper = QuantityStepper(value: 2, in: 1...10, label: "Copies")
        #expect(try Self.transcript(stepper, style: style) == [#"adjustable "Copies", value "2" [increment, decrement]"#])
    }

    @Test(arguments: styles)
    func aLabelWithTheValueIsOneElement(style: AnyStepperStyle) throws {
        let stepper = LabeledStepper(
            model: LabeledStepperModel(value: 3, in: 1...10), label: LocalizedText(verbatim: "Tickets: 3")
        )
        let transcript = try Self.transcript(stepper, style: style)
        #expect(transcript.count == 1)
        #expect(transcript.first?.hasPrefix(#"adjustable "Tickets: 3""#) == true)
    }

    @Test(arguments: [
        // A title the catalog lacks is English, and so is its name.
        (LocalizedText("Buy"), "en_US", "Buy to cart"),
        (LocalizedText("Buy"), "es_ES", "Buy to cart"),
        // A title the catalog translates names the button in the screen's language.
        (LocalizedText("Add"), "es_ES", "Añadir al carrito"),
        (LocalizedText(verbatim: "Buy"), "en_US", "Buy to cart"),
    ])
    func aCustomTitleNamesTheAddButton(title: LocalizedText, locale: String, name: String) throws {
        let stepper = AddToCartStepper(quantity: 0, title: title)
        let root = try layout(stepper, in: try environment(locale)).root
        #expect(AccessibilityTranscript(root).elements.map(\.name) == [name])
    }
}
