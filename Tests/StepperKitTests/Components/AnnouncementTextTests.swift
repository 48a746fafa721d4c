import Testing
import StepperKitLocalization
@testable import StepperKit
@testable import StepperKitUI

struct AnnouncementTextTests {
    static func spoken(_ announcement: Announcement, _ locale: String) throws -> String {
        let locale = try LocaleID(locale)
        let text = announcement.text(for: locale)
        guard case .key(let key, let arguments, let table) = text.content else {
            if case .verbatim(let string) = text.content { return string }
            return ""
        }
        return try Localizer.kit.string(key, arguments: arguments, table: table.name, locale: locale)
    }

    @Test(arguments: [
        (Announcement.cartCount(1), "en_US", "1 item"),
        (.cartCount(2), "es_ES", "2 artículos"),
        (.cartCount(1_000_000), "es_ES", "1000000 de artículos"),
        (.value(1234), "es_ES", "Cantidad: 1234"),
        (.value(12345), "es_ES", "Cantidad: 12.345"),
        (.value(3), "en_US", "Quantity 3"),
        (.removedFromCart, "en_US", "Removed from cart"),
        (.removedFromCart, "es_ES", "Eliminado del carrito"),
        (.entryClamped(from: 1234, to: 100), "es_ES", "Cambiado a 100"),
        (.entrySnapped(from: 7, to: 10), "en_US", "Changed to 10"),
        (.entryRejected(.empty), "es_ES", "Introduce un número entero"),
        (.entryRejected(.outOfRange(1234, bounds: 1...100)), "en_US", "Enter a number between 1 and 100"),
        (.entryRejected(.offStep(7, below: 5, above: 10)), "es_ES", "Introduce 5 o 10"),
    ])
    func announcementsAreSpokenInTheLocale(announcement: Announcement, locale: String, expected: String) throws {
        #expect(try Self.spoken(announcement, locale) == expected)
    }

    @Test func aChangedCartCountIsAnnouncedAndSpoken() throws {
        var badge = CartBadgeModel(count: 2)
        let effects = badge.apply(.countChanged(to: 3, now: .zero))
        #expect(effects.contains(.announcement(.cartCount(3))))
        #expect(try Self.spoken(.cartCount(3), "es_ES") == "3 artículos")
    }
}
