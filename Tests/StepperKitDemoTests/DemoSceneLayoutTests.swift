import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
import StepperKitDemo
@testable import StepperKitUI

/// The demo scenes at large and AX3, in English and Spanish, laid out at iPhone width.
struct DemoSceneLayoutTests {
    static func screen(_ scene: DemoScene, _ locale: String, _ size: DynamicTypeSize, _ state: DemoState = DemoState()) throws -> LaidOutNode {
        try layout(scene.node(state), in: try environment(locale, size: size), proposal: DemoScene.screenProposal).root
    }

    @Test(arguments: DemoScene.allCases, [("en_US", DynamicTypeSize.large), ("es_ES", .large), ("en_US", .accessibility3), ("es_ES", .accessibility3)])
    func everySceneFitsTheScreenWithNothingCut(scene: DemoScene, cell: (String, DynamicTypeSize)) throws {
        let root = try Self.screen(scene, cell.0, cell.1)
        #expect(root.frame.width <= 390)
        let texts = root.allNodes.compactMap(\.firstText)
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { !$0.isTruncated })
        #expect(root.allNodes.allSatisfy { $0.frame.minX >= -0.001 && $0.frame.maxX <= 390.001 || $0.tags.contains("flight") })
        let findings = AccessibilityAudit().findings(in: try layout(scene.node(), in: try environment(cell.0, size: cell.1), proposal: DemoScene.screenProposal))
        #expect(findings.isEmpty)
    }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3])
    func theAddCapsuleWidensForAñadir(size: DynamicTypeSize) throws {
        let english = try #require(try Self.screen(.addToCart, "en_US", size, DemoState(quantity: 0)).first(tagged: "addToCartStepper"))
        let spanish = try #require(try Self.screen(.addToCart, "es_ES", size, DemoState(quantity: 0)).first(tagged: "addToCartStepper"))
        #expect(english.firstText?.shownText == "Add")
        #expect(spanish.firstText?.shownText == "Añadir")
        #expect(spanish.frame.width > english.frame.width)
        // Both are the title, the 17 pt (scaled) icon, 6 pt between them and 22 pt padding each side.
        let environment = try environment("es_ES", size: size)
        let font = try #require(spanish.firstText?.resolvedFont)
        let expected = font.width(of: "Añadir") + environment.pointSize(of: .headline) + 6 + 44
        #expect(abs(spanish.frame.width - expected) < 0.001)
        #expect(spanish.frame.height == environment.scaledMetric(44, relativeTo: .headline))
    }

    @Test(arguments: [("en_US", "Subtotal €7.00"), ("es_ES", "Subtotal 7,00\u{A0}€"), ("es_MX", "Subtotal EUR\u{A0}7.00")])
    func theSubtotalIsLocalized(locale: String, expected: String) throws {
        let subtotal = try #require(try Self.screen(.addToCart, locale, .large).first(tagged: "subtotal"))
        #expect(subtotal.firstText?.shownText == expected)
        #expect(subtotal.opacity == 1)
    }

    @Test func theSubtotalIsHiddenAtZeroButKeepsItsPlace() throws {
        let subtotal = try #require(try Self.screen(.addToCart, "en_US", .large, DemoState(quantity: 0)).first(tagged: "subtotal"))
        #expect(subtotal.opacity == 0)
        #expect(subtotal.frame.height > 0)
    }

    @Test(arguments: [
        ("en_US", 1, "1 item"), ("en_US", 3, "3 items"),
        ("es_ES", 1, "1 artículo"), ("es_ES", 2, "2 artículos"), ("es_ES", 1_000_000, "1000000 de artículos"),
        ("es_MX", 1_000_000, "1000000 de artículos"),
    ])
    func theCartSpeaksAPluralItemCount(locale: String, count: Int, expected: String) throws {
        let cart = try #require(try layout(CartBadge(count: count), in: try environment(locale)).root.first(tagged: "cartBadge"))
        #expect(cart.accessibility?.value == expected)
        #expect(cart.accessibility?.children == .ignore)
    }

    @Test func theBadgeShowsOnlyAboveZeroAtLeast18Points() throws {
        let empty = try layout(CartBadge(count: 0), in: try environment()).root
        #expect(empty.first(tagged: "badge") == nil)
        let badge = try #require(try layout(CartBadge(count: 3), in: try environment()).root.first(tagged: "badge"))
        #expect(badge.frame.width >= 18 && badge.frame.height >= 18)
        #expect(badge.firstText?.shownText == "3")
        #expect(badge.firstText?.fill == .solid(.white))
    }

    /// The Shop header is as tall with the first item in the cart as with none: the badge overlays the
    /// cart, so nothing below it moves when the first copy lands (the header was 50 pt at 0 and 44 pt
    /// after, and the product moved up 6 pt).
    @Test(arguments: ["en_US", "ar_EG"], [DynamicTypeSize.large, .accessibility5])
    func theFirstItemInTheCartMovesNothing(locale: String, size: DynamicTypeSize) throws {
        let empty = try Self.screen(.flyButton, locale, size, DemoState(cartCount: 0))
        let one = try Self.screen(.flyButton, locale, size, DemoState(cartCount: 1))
        #expect(one.frame == empty.frame)
        #expect(one.first(tagged: "cartBadge")?.frame == empty.first(tagged: "cartBadge")?.frame)
        #expect(one.first(tagged: "productImage")?.frame == empty.first(tagged: "productImage")?.frame)
    }

    /// At the default size the header is the large title's line, 41.105 pt (Inter Bold at 34 pt), taller
    /// than the 38 pt cart; the product starts 8 + 41.105 + 24 + 48 pt down, badge or no badge.
    @Test(arguments: [0, 1, 1_000_000])
    func theProductStartsBelowAHeaderOfTheTitlesHeight(count: Int) throws {
        let root = try Self.screen(.flyButton, "en_US", .large, DemoState(cartCount: count))
        let image = try #require(root.first(tagged: "productImage"))
        #expect(abs(image.frame.minY - 121.10546875) < 1e-9, "\(image.frame.minY)")
    }

    @Test func theFlyButtonSpansTheWidthAndNamesItsImage() throws {
        let root = try Self.screen(.flyButton, "es_ES", .large)
        let button = try #require(root.first(tagged: "addToCart"))
        #expect(button.frame.width == 390 - 48)
        #expect(button.frame.height >= 44)
        #expect(button.accessibility?.label == "Añadir al carrito")
        let image = try #require(root.first(tagged: "productImage"))
        #expect(image.accessibility?.label == "Mochila de senderismo")
        #expect(image.accessibility?.traits == .image)
        #expect(image.frame.height == 260)
    }

    @Test func aFlightIsDrawnOnItsArcAtTheSampledTime() throws {
        let source = Rect(x: 24, y: 100, width: 342, height: 260)
        let cart = Rect(x: 340, y: 10, width: 40, height: 40)
        var model = FlyButtonModel(count: 0, cartFrame: cart, sourceFrame: source)
        model.apply(.add(now: .zero))
        let flight = try #require(model.flights.first)
        let button = AddToCartFlyButton(model: model, image: .backpack, time: .milliseconds(325))
        let root = try layout(button, in: try environment(), proposal: ProposedSize(width: 342, height: nil)).root
        let copy = try #require(root.first(tagged: "flight"))
        let sample = flight.sample(at: .milliseconds(325))
        let image = try #require(root.first(tagged: "productImage"))
        // The copy is centred on the image, moved along the arc, and scaled.
        #expect(abs(copy.frame.midX - (image.frame.midX + sample.offset.dx)) < 0.001)
        #expect(abs(copy.frame.midY - (image.frame.midY + sample.offset.dy)) < 0.001)
        #expect(abs(copy.frame.width - 84 * sample.scale) < 0.001)
        #expect(copy.accessibility?.isHidden == true)
        // The count goes up on landing, not at launch.
        #expect(model.count == 0)
    }

    @Test(arguments: [
        ("en_US", "1,234", "Enter a number between 1 and 100"),
        // In English "1.234" is a fraction, not one thousand two hundred thirty-four.
        ("en_US", "1.234", "Enter a whole number"),
        ("es_ES", "1.234", "Introduce un número entre 1 y 100"),
        ("es_ES", "2,5", "Introduce un número entero"),
        ("en_US", "abc", "Enter a whole number"),
    ])
    func aRejectedEntryIsReportedNotClamped(locale: String, entry: String, message: String) throws {
        let root = try Self.screen(.labeledStepper, locale, .large, DemoState(copies: 12, copiesEntry: entry))
        #expect(root.first(tagged: "entryMessage")?.firstText?.fullText == message)
        // The stepper keeps its value: 12, not 100.
        let field = try #require(root.first(tagged: "entryField"))
        #expect(field.accessibility?.value == entry)
        let steppers = root.allNodes.filter { $0.accessibility?.traits.contains(.adjustable) == true }
        #expect(steppers.compactMap(\.accessibility?.value) == ["12"])
    }

    @Test(arguments: [("en_US", "Tickets: 3", "Copies"), ("es_ES", "Entradas: 3", "Copias")])
    func labeledSteppersAreNamedByTheirVisibleLabels(locale: String, tickets: String, copies: String) throws {
        let root = try Self.screen(.labeledStepper, locale, .large)
        let names = root.allNodes.filter { $0.accessibility?.traits.contains(.adjustable) == true }.compactMap(\.accessibility?.label)
        #expect(names == [tickets, copies])
        // The value is in the label for Tickets, and the accessibility value for Copies.
        let values = root.allNodes.filter { $0.accessibility?.traits.contains(.adjustable) == true }.map(\.accessibility?.value)
        #expect(values == [nil, "12"])
    }

    // MARK: - Words and values whole

    @Test(arguments: DemoScene.allCases, DynamicTypeSize.allCases)
    func noTextIsSplitInsideAWordWhileTheScreenHoldsTheWord(scene: DemoScene, size: DynamicTypeSize) throws {
        // Every built-in style, both control sizes the demo shows, in English and Spanish.
        let registry = StepperStyleRegistry()
        for name in registry.names {
            let style = try registry.style(named: name)
            for locale in ["en_US", "es_ES"] {
                for controlSize in [ControlSize.mini, .regular] {
                    let environment = try environment(locale, size: size, controlSize: controlSize)
                        .with { $0.stepperStyle = style }
                    let root = try layout(scene.node(), in: environment, proposal: DemoScene.screenProposal).root
                    for text in root.allNodes.compactMap(\.firstText) {
                        #expect(text.wrapsAtWordBoundaries, "\(scene) \(name) \(locale) \(size) \(controlSize): \(text.layout.lines.map(\.text))")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        (1_234, DynamicTypeSize.large, "1,234"), (1_000, .accessibility3, "1,000"),
        (1_000_000, .large, "1,000,000"), (1_000_000, .accessibility5, "1,000,000"),
    ])
    func theBadgeGrowsWithItsDigits(count: Int, size: DynamicTypeSize, shown: String) throws {
        let root = try Self.screen(.flyButton, "en_US", size, DemoState(cartCount: count))
        let badge = try #require(root.allNodes.last { $0.tags.contains("badge") })
        #expect(badge.firstText?.shownText == shown)
        #expect(badge.firstText?.isTruncated == false)
        #expect(badge.frame.maxX <= 390 - 24 + 0.001)
    }

    @Test(arguments: [("en_US", "12345"), ("en_US", "100000"), ("es_ES", "1.000.000"), ("en_US", "")])
    func theEntryFieldWidensForWhatWasTyped(locale: String, entry: String) throws {
        let root = try Self.screen(.labeledStepper, locale, .large, DemoState(copiesEntry: entry))
        let field = try #require(root.first(tagged: "entryField"))
        let texts = field.allNodes.compactMap(\.firstText)
        #expect(texts.allSatisfy { !$0.isTruncated })
        #expect(texts.contains { $0.shownText == entry })
    }

    @Test func theEntryFieldKeepsRoomForItsRangesWidestValue() throws {
        let one = try #require(try Self.screen(.labeledStepper, "en_US", .large, DemoState(copiesEntry: "1")).first(tagged: "entryField"))
        let hundred = try #require(try Self.screen(.labeledStepper, "en_US", .large, DemoState(copiesEntry: "100")).first(tagged: "entryField"))
        #expect(one.frame.width == hundred.frame.width)
    }
}
