public import StepperKitLocalization

extension Announcement {
    /// What assistive technology says for this announcement, from the kit's catalog, with numbers formatted for
    /// a locale.
    ///
    /// WCAG 4.1.3 asks that a count that changes without moving focus is announced.
    ///
    /// ```swift
    /// Announcement.cartCount(3).text(for: try LocaleID("es"))   // "%lld items" → "3 artículos"
    /// Announcement.value(3).text(for: try LocaleID("en"))        // "Quantity 3"
    /// Announcement.entryRejected(.empty).text(for: try LocaleID("en"))   // "Enter a whole number"
    /// ```
    public func text(for locale: LocaleID) -> LocalizedText {
        let number = CountFormat.of(locale)
        switch self {
        case .value(let value):
            return LocalizedText("Quantity %@", arguments: [.string(number.format(value))])
        case .removedFromCart:
            return "Removed from cart"
        case .cartCount(let count):
            return LocalizedText("%lld items", arguments: [.integer(count)])
        case .entryClamped(_, let kept), .entrySnapped(_, let kept):
            return LocalizedText("Changed to %@", arguments: [.string(number.format(kept))])
        case .entryRejected(let rejection):
            return EntryMessage.text(for: rejection, locale: locale)
        }
    }
}

extension Announcement {
    /// What assistive technology says, naming the stepper whose value changed: "Latte 4" rather than "Quantity 4".
    ///
    /// With several steppers on a screen, "Quantity 4" does not say which one changed. Pass the
    /// name the stepper is given (its label, or its `.accessibilityLabel`); other announcements and a
    /// nil name read as ``text(for:)`` does.
    ///
    /// ```swift
    /// Announcement.value(4).text(for: try LocaleID("en"), naming: "Latte")      // "Latte 4"
    /// Announcement.value(4).text(for: try LocaleID("es"), naming: "Latte")      // "Latte: 4"
    /// Announcement.removedFromCart.text(for: try LocaleID("en"), naming: "Latte")   // "Removed from cart"
    /// ```
    public func text(for locale: LocaleID, naming name: LocalizedText?) -> LocalizedText {
        guard let name, case .value(let value) = self else { return text(for: locale) }
        let number = CountFormat.of(locale)
        return LocalizedText("%1$@ %2$@", naming: [name, LocalizedText(verbatim: number.format(value))])
    }
}

extension Announcement {
    /// What assistive technology says, as a string in a locale, from the kit's catalog or a localizer
    /// that layers an app's catalogs over it.
    ///
    /// Strings that vary by device read as on `device` (the other case by default).
    ///
    /// ```swift
    /// Announcement.cartCount(3).string(for: try LocaleID("es"))   // "3 artículos"
    /// ```
    public func string(for locale: LocaleID, localizer: Localizer? = nil, device: DeviceClass = .other) -> String {
        let text = text(for: locale)
        guard let localizer = localizer ?? (try? Localizer.kit) else { return text.description }
        return text.resolved(by: localizer, for: locale, device: device)
    }
}
