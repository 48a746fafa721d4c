public import StepperKitLocalization

/// The words a transcript prints for roles, actions and its few fixed words, English by default.
///
/// A vocabulary translates English keys — role names ("button", "adjustable", "text", "image",
/// "header", "text field"), action names ("activate", "increment", "decrement") and "value", "hint",
/// "dimmed" — so a localizer can supply them from a String Catalog:
///
/// ```swift
/// let spanish = AccessibilityVocabulary { key in
///     ["button": "botón", "adjustable": "ajustable", "value": "valor"][key] ?? key
/// }
/// transcript.text(in: spanish)
/// // botón "Reducir cantidad"
/// // ajustable "Cantidad", valor "3" [increment, decrement]
/// ```
public struct AccessibilityVocabulary: Sendable {
    private let translate: @Sendable (String) -> String

    /// A vocabulary that looks every English key up with a closure.
    public init(_ translate: @escaping @Sendable (String) -> String) {
        self.translate = translate
    }

    /// The English words, unchanged.
    public static let english = AccessibilityVocabulary { $0 }

    /// The word for a role, such as "button".
    public func word(for role: AccessibilityRole) -> String { translate(role.englishName) }

    /// The word for an action, such as "increment".
    public func word(for action: AccessibilityAction) -> String { translate(action.englishName) }

    /// The word for a fixed English key: "value", "hint" or "dimmed".
    public func word(_ key: String) -> String { translate(key) }
}

extension AccessibilityVocabulary {
    /// Role and action words from a localizer's catalogs for a locale ("botón", "ajustable" in es);
    /// a word without a translation stays English.
    ///
    /// ```swift
    /// AccessibilityTranscript(result).text(in: .localized(by: try Localizer.kit, for: try LocaleID("es")))
    /// // botón "Reducir cantidad"
    /// ```
    public static func localized(by localizer: Localizer, for locale: LocaleID) -> AccessibilityVocabulary {
        AccessibilityVocabulary { word in
            (try? localizer.string(word, arguments: [], table: CatalogTable.localizable.name, locale: locale)) ?? word
        }
    }
}
