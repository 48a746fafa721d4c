/// Where a lookup found its text: the table, the localizer layer that holds it, and the catalog language.
///
/// Layers count from the top: in `app.layered(over: kit)` the app's tables are layer 0 and the
/// kit's layer 1, so a string the app overrides answers from layer 0.
public struct LocalizationSource: Hashable, Sendable, CustomStringConvertible {
    /// The table's name, such as "Localizable".
    public let table: String
    /// The layer's position, 0 being the first searched.
    public let layer: Int
    /// The layer's name, as given to Localizer (such as "app" or "StepperKit").
    public let layerName: String
    /// The catalog language whose text was shown, such as "es-419"; nil when the entry has no
    /// localization at all and its key, the source text, was shown.
    public let language: String?

    /// A source.
    public init(table: String, layer: Int, layerName: String, language: String?) {
        self.table = table
        self.layer = layer
        self.layerName = layerName
        self.language = language
    }

    /// "Localizable (app, layer 0), es".
    public var description: String {
        "\(table) (\(layerName), layer \(layer)), \(language ?? "key")"
    }
}
