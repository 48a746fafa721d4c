import Testing
import StepperKit
import StepperKitDemo

/// The product list: two add-to-cart steppers, each named after its product.
struct ProductListSceneTests {
    static func transcript(_ state: DemoState, locale: String = "en_US") throws -> [String] {
        let result = try layout(DemoScene.productList.node(state), in: try environment(locale), proposal: DemoScene.screenProposal)
        return AccessibilityTranscript(result).text(in: result.vocabulary).components(separatedBy: "\n")
    }

    @Test func theSceneIsRegisteredWithTheOthers() {
        #expect(DemoScene.allCases.map(\.rawValue) == ["addToCart", "flyButton", "labeledStepper", "quantityStepper", "productList"])
        #expect(DemoScene.productList.auditStates.map(\.name) == [
            "quantities 0 and 0", "quantities 1 and 2", "quantities 2 and 99", "quantities 99 and 1",
        ])
    }

    @Test func bothAddButtonsNameTheirProduct() throws {
        let lines = try Self.transcript(DemoState(quantity: 0, latteQuantity: 0))
        #expect(lines == [
            #"header "Coffee""#, #"text "Flat white""#, #"text "€3.50""#, #"button "Add Flat white to cart""#,
            #"text "Latte""#, #"text "€3.20""#, #"button "Add Latte to cart""#,
        ])
    }

    @Test func inSpanishEveryButtonNamesItsProduct() throws {
        let lines = try Self.transcript(DemoState(quantity: 2, latteQuantity: 99), locale: "es_ES")
        #expect(lines == [
            #"encabezado "Cafés""#, #"texto "Café flat white""#, "texto \"3,50\u{A0}€\"",
            #"botón "Reducir cantidad de Café flat white""#, #"ajustable "Café flat white", valor "2" [aumentar, reducir]"#,
            #"botón "Aumentar cantidad de Café flat white""#,
            #"texto "Café latte""#, "texto \"3,20\u{A0}€\"",
            #"botón "Reducir cantidad de Café latte""#, #"ajustable "Café latte", valor "99" [aumentar, reducir]"#,
            #"botón "Aumentar cantidad de Café latte", atenuado"#,
        ])
    }

    /// Each state of the scene passes the whole audit at a phone's width, in English and Arabic.
    @Test(arguments: ["en_US", "ar_EG"])
    func everyStatePassesTheAudit(locale: String) throws {
        for variant in DemoScene.productList.auditStates {
            let environment = try environment(locale)
            let result = try layout(DemoScene.productList.node(variant.state(for: environment.locale)), in: environment, proposal: DemoScene.screenProposal)
            #expect(AccessibilityAudit().findings(in: result).map(\.description) == [], "\(variant.name)")
        }
    }

    /// The model's announcements name the stepper that changed.
    @Test func announcementsNameTheirStepper() throws {
        let english = try LocaleID("en_US")
        let spanish = try LocaleID("es_ES")
        #expect(Announcement.value(4).string(for: english) == "Quantity 4")
        #expect(Announcement.value(4).text(for: english, naming: "Latte").resolved(by: try Localizer.kit, for: english) == "Latte 4")
        let spanishLatte = Announcement.value(4).text(for: spanish, naming: "Latte").resolved(by: try Localizer.kit, for: spanish)
        #expect(spanishLatte == "Latte: 4")
        let tickets = LabeledStepper(model: LabeledStepperModel(value: 3, in: 1...10), label: LocalizedText("Tickets: %lld", arguments: [.integer(3)], table: .demo))
        let localizer = try Demo.services().localizer
        #expect(tickets.announcementText(.value(4), locale: english).resolved(by: localizer, for: english) == "Tickets: 4")
        #expect(tickets.announcementText(.value(4), locale: spanish).resolved(by: localizer, for: spanish) == "Entradas: 4")
        let copies = QuantityStepper(value: 12, in: 0...100, label: LocalizedText("Copies", table: .demo))
        #expect(copies.announcementText(.value(13), locale: english).resolved(by: localizer, for: english) == "Copies 13")
    }
}
