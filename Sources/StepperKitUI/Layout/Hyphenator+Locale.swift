import StepperKitLocalization
package import StepperKitText

extension Hyphenator {
    /// The hyphenator for text shown in a locale: its language's dictionary, loaded once per
    /// process; nil when none is installed, and for pseudo-locales, whose accented or mirrored text
    /// is no language's and is there to show how a layout copes with long words.
    ///
    /// The layout engine and the catalog check both choose with it, so they break words alike.
    package init?(textIn locale: LocaleID) {
        guard !locale.isPseudo, let found = try? Hyphenator(localeIdentifier: locale.identifier) else { return nil }
        self = found
    }
}
