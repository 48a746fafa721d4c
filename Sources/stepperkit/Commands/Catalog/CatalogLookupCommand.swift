import StepperKitLocalization
import StepperKitSupport

/// `stepperkit catalog lookup FILE KEY --locale es [--arg 3]… [--device mac]`: the resolved string.
enum CatalogLookupCommand {
    static let spec = CommandSpec(
        name: "lookup",
        abstract: "Print the string a key resolves to for a locale, with arguments filled in.",
        discussion: """
            Follows the fallback chain (es_MX → es-419 → es → source language → the key), picks plural and
            device cases, expands substitutions and formats numbers for the locale. Each --arg is read as the
            type its specifier expects: "3" for %lld, "2.5" for %f, any text for %@.
            """,
        arguments: [file, key, SharedOptions.locale, arg, device],
        run: run
    )

    static let file = Argument("FILE", help: "A .xcstrings file.")
    static let key = Argument("KEY", help: "The key to look up.")
    /// Arguments, read as the types the key's specifiers expect once the catalog is read.
    static let arg = Option(repeating: "arg", value: "VALUE", help: "An argument, in order; repeat for more.")
    /// A device name, checked against the catalog's devices once it is read.
    static let device = Option("device", value: "D", help: "The device variation to use: iphone, ipad, mac, … (default other).")

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let path = arguments[Self.file]
        let key = arguments[Self.key]
        let locale = arguments[SharedOptions.locale]
        let catalog = try CatalogCommand.read(path, options: CatalogReadOptions())
        let device = try arguments[Self.device].map { text throws(CLIError) in
            try Self.device.converting(text) { try Self.deviceNamed($0, in: catalog) }
        } ?? .other
        // Only the key looked up is compiled: a Localizer compiles every string of its catalog, which for a
        // 250 MB file is a third of a gigabyte more for one answer. The answer is the same.
        var table = StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version)
        if let entry = catalog.strings[key] { table.strings[key] = entry }
        let localizer = Localizer(catalog: table)
        let types = localizer.argumentTypes(for: key, locale: locale)
        var values: [LocalizationArgument] = []
        for (index, text) in arguments[Self.arg].enumerated() {
            let type = index < types.count ? types[index] ?? .object : .object
            do {
                values.append(try LocalizationArgument(text, as: type))
            } catch {
                throw CLIError.badInput("--arg \(ParsedArguments.shown(text)) (argument \(index + 1), \(type)): \(error)")
            }
        }
        do {
            console.print(try localizer.string(key, arguments: values, locale: locale, device: device))
        } catch {
            throw CLIError.badInput("\(error)")
        }
        for diagnostic in localizer.diagnostics.all {
            console.printErrorLine("warning: \(diagnostic)")
        }
        return .success
    }

    /// A device Xcode varies by, in any case ("iPhone"), or one the catalog names; a misspelling
    /// ("iphne") is an error listing them, not a silent fall back to `other`.
    static func deviceNamed(_ text: String, in catalog: StringCatalog) throws -> DeviceClass {
        if let known = DeviceClass.known.first(where: { $0.rawValue == text.lowercased() }) { return known }
        var named = DeviceClass.known.map(\.rawValue)
        for (_, entry) in catalog.strings {
            for (_, localization) in entry.localizations ?? [:] {
                for device in localization.variations?.device?.keys ?? [] where !named.contains(device.rawValue) {
                    if device.rawValue == text { return device }
                    named.append(device.rawValue)
                }
            }
        }
        // A catalog may name thousands of devices; the message lists the first few.
        let shown = named.prefix(20).map { MessageText.escaped($0) }.joined(separator: ", ")
        throw RejectedValue("expected one of \(shown)" + (named.count > 20 ? " and \(named.count - 20) more the catalog names" : ""))
    }
}
