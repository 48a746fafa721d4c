internal import CICU
import Synchronization
@_spi(StepperKitSupport) import StepperKitSupport

/// One ICU number formatter for a skeleton and locale, shared by every style that needs it.
///
/// `@unchecked Sendable` is safe: the `UNumberFormatter` behind `handle` is immutable after it is
/// opened and ICU documents it as thread-safe; every format call writes into a result object that
/// the C shim keeps per thread; `handle` is freed only in `deinit`, when no one can use it; and the
/// integers it remembers are behind a `Mutex`.
final class ICUNumberFormatter: @unchecked Sendable {
    let skeleton: String
    let locale: LocaleID
    private let handle: OpaquePointer

    private init(skeleton: String, locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        let opened = CICU_numberFormatterOpen(skeleton, locale.identifier, &status)
        try ICUStatus.check(status, in: "open a number formatter for '\(skeleton)' in \(locale)")
        guard let opened else {
            throw ICUError(code: 0, name: "NULL", operation: "open a number formatter for '\(skeleton)'")
        }
        self.skeleton = skeleton
        self.locale = locale
        self.handle = opened
    }

    deinit {
        CICU_numberFormatterClose(handle)
    }

    /// The last integers formatted, with their text: a stepper's screen formats the same few counts
    /// (its value, its bounds, a badge) every time it is laid out, and an ICU call costs about twenty
    /// times a look here (about 1,000 instructions against 50, callgrind over the layout matrix).
    /// Doubles and decimals (amounts, rarely the same twice) are not kept.
    private let recentIntegers = Mutex(RecentIntegers())

    /// The last few integers and their texts, replaced oldest first.
    private struct RecentIntegers {
        /// How many are kept: a screen's counts, bounds and badges fit with room to spare.
        static let capacity = 8
        var entries: [(value: Int64, text: String)] = []
        /// The entry the next integer replaces once the list is full.
        var next = 0

        func text(for value: Int64) -> String? {
            for entry in entries where entry.value == value { return entry.text }
            return nil
        }

        mutating func keep(_ value: Int64, _ text: String) {
            if entries.count < Self.capacity {
                if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
                entries.append((value, text))
            } else {
                entries[next] = (value, text)
                next = (next + 1) % Self.capacity
            }
        }
    }

    /// Formatters by skeleton and locale; 256 covers every style an app uses many times over.
    static let cache = BoundedCache<Key, ICUNumberFormatter>(capacity: 256, remembersLastKey: true)

    struct Key: Hashable, Sendable {
        var skeleton: String
        var locale: LocaleID
    }

    /// The shared formatter for a skeleton and locale, opened on first use.
    static func shared(skeleton: String, locale: LocaleID) throws(ICUError) -> ICUNumberFormatter {
        // A pseudo-locale formats as its base (en-XA as en): one formatter serves both.
        let locale = locale.formattingLocale
        return try cache.value(for: Key(skeleton: skeleton, locale: locale)) { () throws(ICUError) in
            try ICUNumberFormatter(skeleton: skeleton, locale: locale)
        }
    }

    /// Formats a value; ICU fails here only when memory runs out.
    func format(_ value: FormattableValue) throws(ICUError) -> String {
        var status: Int32 = 0
        guard let text = text(for: value, status: &status) else {
            throw ICUStatus.error(status, in: "format \(value.messageText) with '\(skeleton)'")
        }
        return text
    }

    /// The formatted value, or nil with ICU's failure in `status`: the hot path of every format call.
    ///
    /// One ICU call into this thread's result object, its UTF-16 converted to UTF-8 by the shim on
    /// the stack, and one `String`; no error handling and no message unless ICU fails.
    func text(for value: FormattableValue, status: inout Int32) -> String? {
        let handle = handle  // the closures capture the pointer, not self: no retain per call
        return switch value.storage {
        case .integer(let integer):
            formattedInteger(integer, status: &status)
        case .double(let double):
            ICUStatus.utf8String(status: &status) { CICU_formatDouble(handle, double, $0, $1, &$2) }
        case .decimal(let decimal):
            decimal.withExactASCII { text, length in
                ICUStatus.utf8String(status: &status) { CICU_formatDecimal(handle, text, length, $0, $1, &$2) }
            }
        }
    }

    /// An integer's text, from the last ones formatted or from ICU (then kept).
    private func formattedInteger(_ integer: Int64, status: inout Int32) -> String? {
        if let known = recentIntegers.withLock({ $0.text(for: integer) }) { return known }
        let handle = handle
        guard let text = ICUStatus.utf8String(status: &status, { CICU_formatInt64(handle, integer, $0, $1, &$2) }) else { return nil }
        recentIntegers.withLock { $0.keep(integer, text) }
        return text
    }

    /// Runs `body` with the C handle, for the plural rules that select on formatted numbers.
    func withHandle<R>(_ body: (OpaquePointer) throws(ICUError) -> R) throws(ICUError) -> R {
        try body(handle)
    }
}
