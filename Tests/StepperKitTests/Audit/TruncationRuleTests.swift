import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct TruncationRuleTests {
    @Test func truncatedShrunkAndOverflowingTextAreReported() throws {
        // At AX3 even half the size does not fit 100 pt; the wrapped text is far taller than 10 pt.
        let cramped = VStack {
            Text("Añadir al carrito").lineLimit(1).frame(width: 60)
            Text("Añadir al carrito").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
            Text("Añadir al carrito").frame(width: 60, height: 10)
        }
        // Truncation only: these 60 pt columns also break "Añadir" mid-word (the word-split rule's
        // business) and hyphenate "carrito" ("ca‐", "rri‐", "to"), six lines in all.
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(cramped, locale: "es_ES", size: .accessibility3), rules: [.truncation]) == [
            "error [truncation] VStack/Frame[1]/Text: text \"Añadir al carrito\" is truncated to \"A…\" (es_ES, accessibility3)",
            "error [truncation] VStack/Frame[2]/Text: text \"Añadir al carrito\" is truncated to \"Añadir al…\" (es_ES, accessibility3)",
            "error [truncation] VStack/Frame[3]/Text: text \"Añadir al carrito\" overflows its container (60×10 pt) by 140.078 pt (es_ES, accessibility3)",
        ])
    }

    @Test func textShrunkToFitIsAWarning() throws {
        let shrunk = Text("Añadir al carrito").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(shrunk)) == [
            "warning [truncation] Frame/Text: text \"Añadir al carrito\" is shrunk to 79% (13.374 pt) to fit (en_US, large)",
        ])
    }

    @Test func textWithRoomPasses() throws {
        let roomy = VStack {
            Text("Añadir al carrito").lineLimit(1)
            Text("Añadir al carrito").frame(width: 60)
        }
        #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.layout(roomy, locale: "es_ES", size: .accessibility3), rules: [.truncation]).isEmpty)
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .large, .accessibility5])
    func capsuleStepperTextFits(size: DynamicTypeSize) throws {
        for quantity in [0, 1, 3, 99] {
            #expect(AccessibilityFixtures.findings(try AccessibilityFixtures.capsule(quantity: quantity, locale: "es_ES", size: size), rules: [.truncation]).isEmpty)
        }
    }
}
