import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// Two add-to-cart steppers on one screen: each one's buttons take its accessibility label, so no two
/// controls share a name (reference document 002: repeated steppers speak distinct names).
struct RepeatedStepperNameTests {
    static func products(flatWhite: Int = 4, latte: Int = 4) -> some View {
        VStack {
            AddToCartStepper(quantity: flatWhite).accessibilityLabel("Flat white")
            AddToCartStepper(quantity: latte).accessibilityLabel("Latte")
        }
    }

    static func transcript(_ node: some View, locale: String = "en_US") throws -> [String] {
        let result = try AccessibilityFixtures.layout(node, locale: locale)
        return AccessibilityTranscript(result).text(in: result.vocabulary).components(separatedBy: "\n")
    }

    @Test func theButtonsTakeTheirStepperLabel() throws {
        let lines = try Self.transcript(Self.products())
        #expect(lines == [
            #"button "Decrease Flat white""#, #"adjustable "Flat white", value "4" [increment, decrement]"#, #"button "Increase Flat white""#,
            #"button "Decrease Latte""#, #"adjustable "Latte", value "4" [increment, decrement]"#, #"button "Increase Latte""#,
        ])
    }

    /// At one item the trash names the product it removes; at the limit the dimmed "+" keeps its name.
    @Test func theTrashAndTheDimmedPlusNameTheirProduct() throws {
        let lines = try Self.transcript(Self.products(flatWhite: 1, latte: 99))
        #expect(lines == [
            #"button "Remove Flat white from cart""#, #"adjustable "Flat white", value "1" [increment, decrement]"#,
            #"button "Increase Flat white""#,
            #"button "Decrease Latte""#, #"adjustable "Latte", value "99" [increment, decrement]"#, #"button "Increase Latte", dimmed"#,
        ])
    }

    @Test func inSpanishTheNamesComeFromTheKitCatalog() throws {
        let lines = try Self.transcript(Self.products(flatWhite: 1), locale: "es_ES")
        #expect(lines == [
            #"botón "Quitar Flat white del carrito""#, #"ajustable "Flat white", valor "1" [aumentar, reducir]"#,
            #"botón "Aumentar cantidad de Flat white""#,
            #"botón "Reducir cantidad de Latte""#, #"ajustable "Latte", valor "4" [aumentar, reducir]"#,
            #"botón "Aumentar cantidad de Latte""#,
        ])
    }

    /// Without a label the stepper keeps its own names.
    @Test func anUnlabeledStepperKeepsQuantity() throws {
        let lines = try Self.transcript(AddToCartStepper(quantity: 2))
        #expect(lines == [
            #"button "Decrease quantity""#, #"adjustable "Quantity", value "2" [increment, decrement]"#, #"button "Increase quantity""#,
        ])
    }

    /// The audit's unique-names rule finds nothing on the two-product screen.
    @Test func twoLabeledSteppersHaveUniqueNames() throws {
        let result = try AccessibilityFixtures.layout(Self.products(), proposal: ProposedSize(width: 390, height: nil))
        #expect(AccessibilityFixtures.findings(result, rules: [.uniqueNames]) == [])
    }

    /// Focus is on one element: the first control with the focused action, in tree order.
    @Test func focusGoesToOneButton() throws {
        let environment = try AccessibilityFixtures.environment().with { $0.focusedAction = .increment }
        let result = try LayoutEngine().layout(Self.products(), in: environment)
        let focused = result.root.allNodes.filter { $0.button?.isFocused == true }
        #expect(focused.count == 1)
        #expect(focused.first?.accessibility?.label == "Increase Flat white")
    }

    /// Focus set on one stepper's subtree rings that stepper's button.
    @Test func focusSetOnOneStepperStaysThere() throws {
        let screen = VStack {
            AddToCartStepper(quantity: 4).accessibilityLabel("Flat white")
            AddToCartStepper(quantity: 4).accessibilityLabel("Latte").environment(\.focusedAction, .increment)
        }
        let focused = try AccessibilityFixtures.layout(screen).root.allNodes.filter { $0.button?.isFocused == true }
        #expect(focused.map { $0.accessibility?.label } == ["Increase Latte"])
    }
}
