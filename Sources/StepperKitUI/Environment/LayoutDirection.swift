public import StepperKitLocalization
import Synchronization

/// The direction of horizontal layout: left to right, or right to left for Arabic and Hebrew.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Text and stacks run from left to right, or from right to left (Arabic, Hebrew).
    case leftToRight, rightToLeft

    /// The direction a locale's script is written in.
    ///
    /// ICU's character orientation of the locale's script (its likely script when none is given):
    /// right to left for Arabic, Hebrew, Persian, Urdu and any language written in a right-to-left
    /// script, else left to right.
    ///
    /// ```swift
    /// LayoutDirection(locale: try LocaleID("ar_EG"))     // .rightToLeft
    /// LayoutDirection(locale: try LocaleID("es_ES"))     // .leftToRight
    /// LayoutDirection(locale: try LocaleID("az_Arab"))   // .rightToLeft: Azerbaijani in Arabic script
    /// ```
    public init(locale: LocaleID) {
        if let known = Self.byLocale.withLock({ $0[locale.identifier] }) {
            self = known
            return
        }
        let direction: LayoutDirection = locale.characterDirection.isRightToLeft ? .rightToLeft : .leftToRight
        Self.byLocale.withLock { known in
            if known.count >= Self.rememberedLocales { known.removeAll(keepingCapacity: true) }
            known[locale.identifier] = direction
        }
        self = direction
    }

    /// Directions already asked of ICU, by locale identifier: every environment without an explicit
    /// direction derives it from its locale, many times a layout.
    private static let byLocale = Mutex<[String: LayoutDirection]>([:])
    /// The most locales remembered; past that the answers are dropped and asked again.
    private static let rememberedLocales = 1024
}
