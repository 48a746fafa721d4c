import Testing
import StepperKit

/// Announcements resolve to the string assistive technology speaks, in the screen's language.
struct AnnouncementStringTests {
    @Test(arguments: [
        (Announcement.cartCount(3), "es", "3 artículos"),
        (Announcement.cartCount(1), "es", "1 artículo"),
        (Announcement.cartCount(1_000_000), "es", "1000000 de artículos"),
        (Announcement.cartCount(3), "en_US", "3 items"),
        (Announcement.value(1234), "es_ES", "Cantidad: 1234"),
        (Announcement.value(12345), "es_ES", "Cantidad: 12.345"),
        (Announcement.value(3), "en_US", "Quantity 3"),
        (Announcement.removedFromCart, "en_US", "Removed from cart"),
    ])
    func resolvesToTheSpokenString(announcement: Announcement, locale: String, expected: String) throws {
        #expect(announcement.string(for: try LocaleID(locale)) == expected)
    }
}
