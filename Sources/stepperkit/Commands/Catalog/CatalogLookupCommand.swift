import StepperKitLocalization

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
        arguments: [
            .positional("FILE", help: "A .xcstrings file."),
            .positional("KEY", help: "The key to look up."),
            SharedOptions.locale,
            .option("arg", value: "VALUE", repeatable: true, help: "An argument, in order; repeat for more."),
            .option("device", value: "D", help: "The device variation to use: iphone, ipad, mac, … (default other)."),
        ],
        run: run
    )

    @Sendable private static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let path = arguments.positional("FILE") ?? ""
        let key = arguments.positional("KEY") ?? ""
        let locale = try SharedOptions.locale(arguments, in: spec)
        let localizer = Localizer(catalog: try CatalogCommand.read(path, options: CatalogReadOptions()))
        let types = localizer.argumentTypes(for: key, locale: locale)
        var values: [LocalizationArgument] = []
        for (index, text) in arguments.values("arg").enumerated() {
            let type = index < types.count ? types[index] ?? .object : .object
            do {
                values.append(try LocalizationArgument(text, as: type))
            } catch {
                throw CLIError.badInput("--arg \(text) (argument \(index + 1), \(type)): \(error)")
            }
        }
        let device = arguments.option("device").map(DeviceClass.init(rawValue:)) ?? .other
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
}
