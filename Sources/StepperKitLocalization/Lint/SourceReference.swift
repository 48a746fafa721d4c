/// What the linter compares translations with: the arguments the key's call site passes.
///
/// They are the key's interpolations, or else the source language's text, with one signature per device
/// when the source varies by device (see ``KeySemantics``).
struct SourceReference {
    /// The signature of the source's main text: its value, or the `other` case of its variations.
    let primary: ArgumentSignature?
    /// The signature of each device case of the source.
    private let devices: [DeviceClass: ArgumentSignature]

    /// The reference of a key: its interpolations when the key has them (the same for every device),
    /// else its source text's; nil for a key shown as written.
    init?(_ semantics: KeySemantics, source: CatalogLocalization?) {
        func signature(_ text: String?) -> ArgumentSignature? {
            text.flatMap { try? FormatString($0) }.map { ArgumentSignature($0, substitutions: source?.substitutions) }
        }
        switch semantics.arguments {
        case .none:
            return nil
        case .interpolations(let format):
            primary = ArgumentSignature(format, substitutions: source?.substitutions)
            devices = [:]
            return
        case .sourceText:
            break
        }
        primary = signature(source.flatMap(Self.primaryText) ?? semantics.key)
        var devices: [DeviceClass: ArgumentSignature] = [:]
        for (device, variation) in source?.variations?.device ?? [:] {
            devices[device] = signature(variation.stringUnit?.value ?? variation.variations.flatMap(Self.primaryText))
        }
        self.devices = devices
    }

    /// The signature to compare a value for `device` with: the source's same device case, else the main text.
    func signature(for device: DeviceClass?) -> ArgumentSignature? {
        device.flatMap { devices[$0] } ?? primary
    }

    private static func primaryText(of localization: CatalogLocalization) -> String? {
        if let unit = localization.stringUnit { return unit.value }
        return localization.variations.flatMap(primaryText)
    }

    private static func primaryText(of variations: Variations) -> String? {
        if let device = variations.device, let chosen = device[.other] ?? device.first?.value {
            return chosen.stringUnit?.value ?? chosen.variations.flatMap(primaryText)
        }
        guard let plural = variations.plural, let chosen = plural[.other] ?? plural.first?.value else { return nil }
        return chosen.stringUnit?.value
    }
}
