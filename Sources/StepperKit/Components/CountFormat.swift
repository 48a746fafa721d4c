import StepperKitLocalization
import Synchronization

/// The whole-number format the components show counts in, kept for the few locales in use.
///
/// Making a format for a locale (`LocalizedNumberFormat.locale(_:)`) looks its ICU formatter up in a
/// process-wide cache keyed by the whole configuration, about 1,000 instructions; a screen formats its
/// counts and bounds in one locale, two or three times a layout. Layout-profile 768.6 → 761.9 M
/// instructions (−0.87%).
enum CountFormat {
    /// The formats made so far, newest last; at most `limit`, so an audit's locales fit.
    private static let kept = Mutex<[(locale: LocaleID, format: LocalizedNumberFormat<Int>)]>([])
    /// How many locales are kept.
    private static let limit = 8

    /// The whole-number format for a locale.
    static func of(_ locale: LocaleID) -> LocalizedNumberFormat<Int> {
        if let format = kept.withLock({ kept in kept.first { $0.locale == locale }?.format }) { return format }
        let format = LocalizedNumberFormat<Int>.localizedNumber.locale(locale)
        kept.withLock { kept in
            if kept.count == limit { kept.removeFirst() }
            kept.append((locale, format))
        }
        return format
    }
}
