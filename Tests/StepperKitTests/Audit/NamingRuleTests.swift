import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct NamingRuleTests {
    @Test func interactiveElementsNeedRealNames() throws {
        let unnamed = HStack {
            Button(.increment) { Icon(.plus).frame(width: 44, height: 44) }
            Button(.add) { Capsule().fill(.tint).frame(width: 44, height: 44) }
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(unnamed)) == [
            "error [names] HStack/Button[1]: button is named only by its icon \"plus\"; give it an accessibility label (en_US, large)",
            "error [names] HStack/Button[2]: button has no accessible name (en_US, large)",
        ])
        let named = HStack {
            Button(.increment) { Icon(.plus).frame(width: 44, height: 44) }.accessibilityLabel("Increase quantity")
            Button(.add) { Text("Add").frame(width: 44, height: 44) }
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(named)).isEmpty)
    }

    @Test func adjustableValuesMustBeDiscoverable() throws {
        let silent = Text(verbatim: "3")
            .accessibilityLabel("Quantity")
            .accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(silent)) == [
            "error [value] Text: adjustable \"Quantity\" has no value: set an accessibility value or put the value in the name (en_US, large)",
        ])
        let valued = silent.accessibilityValue(LocalizedText(verbatim: "3"))
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(valued)).isEmpty)
        // Seed 002's "Tickets: 3" carries its value in the name.
        let inName = Text(verbatim: "Tickets: 3").accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(inName)).isEmpty)
    }

    @Test func adjustableElementsNeedIncrementAndDecrement() throws {
        let stuck = Text(verbatim: "4").accessibilityLabel("Count").accessibilityValue("4").accessibilityAddTraits(.adjustable)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(stuck)) == [
            "error [adjustable-actions] Text: adjustable \"Count\" has no increment and decrement actions (en_US, large)",
        ])
    }

    @Test func repeatedControlsNeedUniqueNames() throws {
        let environment = try AccessibilityFixtures.environment()
        let twoProducts = VStack {
            AddToCartStepper(quantity: 2)
            AddToCartStepper(quantity: 3)
        }
        #expect(AccessibilityFixtures.findings(try LayoutEngine().layout(twoProducts, in: environment), rules: [.uniqueNames]) == [
            "error [unique-names] VStack/Background#addToCartStepper[1]/ViewThatFits/HStack/Button#decrement: 2 button elements are named \"Decrease quantity\"; also at VStack/Background#addToCartStepper[2]/ViewThatFits/HStack/Button#decrement (en_US, large)",
            "error [unique-names] VStack/Background#addToCartStepper[1]/ViewThatFits/HStack/Frame/Text#value: 2 adjustable elements are named \"Quantity\"; also at VStack/Background#addToCartStepper[2]/ViewThatFits/HStack/Frame/Text#value (en_US, large)",
            "error [unique-names] VStack/Background#addToCartStepper[1]/ViewThatFits/HStack/Button#increment: 2 button elements are named \"Increase quantity\"; also at VStack/Background#addToCartStepper[2]/ViewThatFits/HStack/Button#increment (en_US, large)",
        ])
    }

    /// Names compare ignoring case and surrounding space, in any script and either canonical form: a
    /// composed "ñ" matches "n" with a combining tilde, the Kelvin sign's "k" an ASCII "k", "İ" the
    /// "i̇" it lowercases to.
    @Test(arguments: [
        ("Add", " ADD\t", true), ("Añadir", "AÑADIR ", true), ("\u{212A}ey", "key", true), ("key", "\u{212A}EY", true),
        ("Add", "Added", false), ("Añadir", "Anadir", false), ("Ключ", "ключ", true), ("Add", "", false),
        ("Añadir", "An\u{303}adir", true), ("İ", "i\u{307}", true), ("İ", "i", false), ("إضافة", "إضافة ", true),
    ])
    func namesMatchIgnoringCaseAndSpace(first: String, second: String, shared: Bool) throws {
        let pair = HStack {
            Button(.increment) { Icon(.plus).frame(width: 44, height: 44) }.accessibilityLabel(LocalizedText(verbatim: first))
            Button(.decrement) { Icon(.minus).frame(width: 44, height: 44) }.accessibilityLabel(LocalizedText(verbatim: second))
        }
        let findings = AccessibilityFixtures.findings(try AccessibilityFixtures.layout(pair), rules: [.uniqueNames])
        #expect(findings == (shared ? [
            "error [unique-names] HStack/Button[1]: 2 button elements are named \"\(first)\"; also at HStack/Button[2] (en_US, large)",
        ] : []))
    }

    /// Seed 002's direct-entry field shares its stepper's name on purpose: names are unique per role.
    @Test func sameNameInAnotherRoleIsFine() throws {
        let pair = HStack {
            Text(verbatim: "3").accessibilityLabel("Copies").accessibilityValue("3")
                .accessibilityAdjustableAction(increment: .increment, decrement: .decrement)
            Text(verbatim: "3").accessibilityLabel("Copies").accessibilityAddTraits(.textField)
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(pair)).isEmpty)
    }

    @Test(arguments: [0, 1, 3])
    func capsuleStepperIsNamedAndValued(quantity: Int) throws {
        let result = try AccessibilityFixtures.capsule(quantity: quantity, locale: "es_ES", size: .accessibility3)
        #expect(AccessibilityFixtures.findings(result, rules: [.names, .value, .adjustableActions, .uniqueNames]).isEmpty)
    }
}
