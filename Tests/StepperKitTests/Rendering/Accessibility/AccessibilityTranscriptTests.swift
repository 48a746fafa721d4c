import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

struct AccessibilityTranscriptTests {
    @Test func collapsedCapsuleIsOneAddButton() throws {
        let transcript = AccessibilityTranscript(try AccessibilityFixtures.capsule(quantity: 0))
        #expect(transcript.text() == #"button "Add to cart""#)
        let add = try #require(transcript.elements.first)
        #expect(add.actions == [.activate(.add)])
        #expect(add.nameSource == .label)
        #expect(add.hitArea == add.frame)
        #expect(add.path == "Background#addToCartStepper/Button#add")
    }

    @Test func capsuleAtThreeIsTwoButtonsAroundAnAdjustableQuantity() throws {
        let transcript = AccessibilityTranscript(try AccessibilityFixtures.capsule(quantity: 3))
        #expect(transcript.text() == """
            button "Decrease quantity"
            adjustable "Quantity", value "3" [increment, decrement]
            button "Increase quantity"
            """)
        let quantity = transcript.elements[1]
        #expect(quantity.actions == [.increment(.increment), .decrement(.decrement)])
        #expect(quantity.traits == .adjustable)
        #expect(quantity.path == "Background#addToCartStepper/ViewThatFits/HStack/Frame/Text#value")
        // The buttons are drawn at 44×44 pt, so their hit areas are their frames.
        #expect(transcript.elements.map(\.hitArea) == [
            Rect(x: 0, y: 0, width: 44, height: 44), quantity.frame, Rect(x: 78, y: 0, width: 44, height: 44),
        ])
    }

    @Test func capsuleAtOneRemovesAndAtTheLimitDimsIncrease() throws {
        #expect(AccessibilityTranscript(try AccessibilityFixtures.capsule(quantity: 1)).text() == """
            button "Remove from cart"
            adjustable "Quantity", value "1" [increment, decrement]
            button "Increase quantity"
            """)
        #expect(AccessibilityTranscript(try AccessibilityFixtures.capsule(quantity: 5, limit: 5)).text() == """
            button "Decrease quantity"
            adjustable "Quantity", value "5" [increment, decrement]
            button "Increase quantity", dimmed
            """)
    }

    @Test func hiddenAndTransparentNodesAreSkipped() throws {
        let screen = VStack {
            Text("Flat white")
            Icon(.cartBadgePlus).accessibilityHidden()
            Text("Sold out").opacity(0)
            Icon(.cart)
        }
        #expect(AccessibilityTranscript(try AccessibilityFixtures.layout(screen)).text() == """
            text "Flat white"
            image "cart"
            """)
    }

    @Test func ignoreMakesOneElementFromItsOwnPropertiesOnly() throws {
        let badge = HStack {
            Icon(.cart)
            Text(verbatim: "2")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Cart")
        .accessibilityValue("2 items")
        #expect(AccessibilityTranscript(try AccessibilityFixtures.layout(badge)).text() == #"text "Cart", value "2 items""#)
    }

    @Test func combineJoinsChildrenAndTakesOnTheirActions() throws {
        let row = HStack {
            Text("Flat white")
            Text(verbatim: "3,50 €")
            Button(.add) { Icon(.plus) }.accessibilityLabel("Add to cart")
        }
        .accessibilityElement(children: .combine)
        let transcript = AccessibilityTranscript(try AccessibilityFixtures.layout(row))
        #expect(transcript.text() == #"button "Flat white, 3,50 €, Add to cart""#)
        #expect(transcript.elements.first?.actions == [.activate(.add)])
        #expect(transcript.elements.first?.nameSource == .content)
    }

    @Test func containKeepsChildrenSeparate() throws {
        let toolbar = HStack {
            Text("Shop")
            Button(.add) { Icon(.cart) }.accessibilityLabel("Cart")
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Toolbar")
        #expect(AccessibilityTranscript(try AccessibilityFixtures.layout(toolbar)).text() == """
            text "Shop"
            button "Cart"
            """)
    }

    @Test func buttonsAreNamedByTheirTextBeforeTheirIcons() throws {
        let buttons = HStack {
            Button(.add) {
                Icon(.plus)
                Text("Add")
            }
            Button(.increment) { Icon(.plus) }
            Button(.remove) { Capsule().fill(.tint).frame(width: 44, height: 44) }
                .accessibilityHint("Removes the item")
                .disabled(true)
        }
        let elements = AccessibilityTranscript(try AccessibilityFixtures.layout(buttons)).elements
        #expect(elements.map(\.description) == [
            #"button "Add""#,
            #"button "plus""#,
            #"button "", hint "Removes the item", dimmed"#,
        ])
        #expect(elements.map(\.nameSource) == [.content, .icon, .none])
    }

    @Test func vocabularyTranslatesRolesActionsAndWords() throws {
        let spanish = AccessibilityVocabulary { key in
            [
                "button": "botón", "adjustable": "ajustable", "value": "valor", "dimmed": "atenuado",
                "increment": "aumentar", "decrement": "reducir",
            ][key] ?? key
        }
        let transcript = AccessibilityTranscript(try AccessibilityFixtures.capsule(quantity: 5, limit: 5))
        #expect(transcript.text(in: spanish) == """
            botón "Decrease quantity"
            ajustable "Quantity", valor "5" [aumentar, reducir]
            botón "Increase quantity", atenuado
            """)
    }
}

/// A transcript of a layout result speaks the screen's language, role words included.
struct LocalizedTranscriptTests {
    @Test func roleWordsFollowTheScreensLocale() throws {
        let result = try AccessibilityFixtures.capsule(quantity: 3, locale: "es_ES")
        #expect(AccessibilityTranscript(result).text() == """
            botón "Reducir cantidad"
            ajustable "Cantidad", valor "3" [aumentar, reducir]
            botón "Aumentar cantidad"
            """)
        #expect(AccessibilityTranscript(result).text(in: .english).hasPrefix(#"button "Reducir cantidad""#))
    }
}
