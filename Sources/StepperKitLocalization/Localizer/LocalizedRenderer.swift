/// Resolves one localization for one call: picks the device and plural cases, expands
/// substitutions and fills specifiers, following Apple's argument rules.
///
/// Arguments: a specifier without a position takes the next argument in order; `%2$@` takes the
/// second; `%#@name@` takes its substitution's `argNum`, else its own position (`%2$#@name@`), else
/// the next argument. Inside a substitution's variant, `%arg` is the substitution's argument
/// formatted with its `formatSpecifier`, and a specifier without a position takes the
/// substitution's argument and the ones after it, as `.stringsdict` files splice variants in.
/// A top-level plural variation varies by the first number among the arguments.
struct LocalizedRenderer {
    let key: String
    let language: String
    let localization: CompiledLocalization
    let arguments: [LocalizationArgument]
    let formatter: SpecifierFormatter
    let rules: PluralRules?
    let device: DeviceClass
    /// The pseudo-locale whose transformation applies to the template text, if any.
    var pseudo: PseudoLocale? = nil
    /// What the lookup noticed while rendering: plural cases it had to replace with `other`.
    private(set) var events: [LocalizationEvent] = []
    /// The positions of the arguments the rendered text shows (a plural text may show none).
    private(set) var shownArguments: Set<Int> = []
    /// Whether a lookup without arguments shows its text as written, specifiers and all, as SwiftUI shows
    /// a key that has no interpolations (`LocalizedStringKey`'s `hasFormatting: false`).
    var asWritten = false

    /// Substitutions may reference substitutions; deeper than this is a loop.
    private static let maximumDepth = 4

    init(key: String, language: String, localization: CompiledLocalization, arguments: [LocalizationArgument],
         formatter: SpecifierFormatter, rules: PluralRules?, device: DeviceClass, pseudo: PseudoLocale? = nil) {
        self.key = key
        self.language = language
        self.localization = localization
        self.arguments = arguments
        self.formatter = formatter
        self.rules = rules
        self.device = device
        self.pseudo = pseudo
    }

    mutating func render() throws(LocalizationError) -> String {
        do {
            let format = try resolve(localization.text)
            var output = RenderedText(pseudo: pseudo)
            if arguments.isEmpty {
                // Without arguments a string is shown as written, as Apple shows one: "100%" stays.
                // A string that reads arguments is not: "%s" with nothing to fill it is an error
                // (missing argument 1), never the raw specifier on screen.
                switch format {
                case .success(let parsed) where parsed.substitutionNames.isEmpty && parsed.specifiers.isEmpty:
                    guard pseudo != nil else { return parsed.text }
                    output.appendVerbatim(parsed)
                    return output.finish()
                case .failure(let error):
                    guard pseudo != nil else { return error.text }
                    output.appendTemplate(error.text)
                    return output.finish()
                case .success(let parsed) where asWritten:
                    guard pseudo != nil else { return parsed.text }
                    output.appendTemplate(parsed.text)
                    return output.finish()
                default: break
                }
            }
            var next = 1
            try fill(format.get(), argumentBase: nil, substitution: nil, next: &next, depth: 0, into: &output)
            return output.finish()
        } catch let failure as SpecifierFormatter.Failure {
            throw LocalizationError(key: key, language: language, reason: failure.reason)
        } catch let error as FormatStringError {
            throw LocalizationError(key: key, language: language, reason: .invalidFormat(error))
        } catch {
            throw LocalizationError(key: key, language: language, reason: .misplacedSubstitution("\(error)"))
        }
    }

    /// Chooses the device case, then the plural case, down to one format.
    private mutating func resolve(_ text: CompiledText) throws(SpecifierFormatter.Failure) -> ParsedFormat {
        switch text {
        case .format(let format):
            return format
        case .device(let cases):
            guard let chosen = cases[device] ?? cases[.other] else {
                throw SpecifierFormatter.Failure(reason: .missingVariant("device \(device)"))
            }
            return try resolve(chosen)
        case .plural(let cases) where asWritten && arguments.isEmpty:
            // Shown as written, a plural text has no number to choose by: its other case is what shows.
            guard let other = cases[.other] ?? cases.values.first else {
                throw SpecifierFormatter.Failure(reason: .missingVariant("plural other"))
            }
            return try resolve(other)
        case .plural(let cases):
            // The number the variation varies by: the first one its `other` text shows, else the
            // first number among the arguments.
            let shown = Self.anyFormat(in: cases).flatMap(Self.firstNumber)
            guard let position = shown?.position ?? arguments.firstIndex(where: \.isNumber).map({ $0 + 1 }) else {
                throw SpecifierFormatter.Failure(reason: .pluralNeedsNumber(position: nil))
            }
            return try resolve(select(cases, position: position, specifier: shown?.specifier, substitution: nil))
        }
    }

    /// The first argument a format shows as a number, with its specifier.
    private static func firstNumber(in format: FormatString) -> (position: Int, specifier: FormatSpecifier)? {
        var found: (Int, FormatSpecifier)?
        format.forEachArgument(substitution: { _ in nil }) { position, reader in
            guard found == nil, case .specifier(let specifier) = reader,
                  specifier.argumentType == .integer || specifier.argumentType == .floating else { return }
            found = (position, specifier)
        }
        return found
    }

    private static func anyFormat(in cases: [PluralCategory: CompiledText]) -> FormatString? {
        for category in [PluralCategory.other] + PluralCategory.allCases {
            if case .format(.success(let format))? = cases[category] { return format }
        }
        return nil
    }

    /// The plural case for the argument at `position` as `specifier` displays it: `zero` for 0
    /// when present, else the CLDR category, else `other`. `substitution` names the variation's
    /// substitution; nil for the text's own plural variation.
    private mutating func select(
        _ cases: [PluralCategory: CompiledText], position: Int, specifier: FormatSpecifier?, substitution: String?
    ) throws(SpecifierFormatter.Failure) -> CompiledText {
        let argument = try self.argument(position, for: specifier?.text ?? "plural")
        // A plural varies by a number: a specifier that shows text (`%@`) says nothing about which
        // number, so the number is then read as Swift interpolation would show it.
        let numeric = specifier.flatMap { $0.argumentType == .integer || $0.argumentType == .floating ? $0 : nil }
        guard argument.isNumber else {
            guard let numeric else { throw SpecifierFormatter.Failure(reason: .pluralNeedsNumber(position: position)) }
            throw SpecifierFormatter.Failure(reason: .argumentTypeMismatch(position: position, specifier: numeric.text, argument: argument))
        }
        if argument.isZero, let zero = cases[.zero] { return zero }
        let category = try self.category(of: argument, shownWith: numeric ?? FormatSpecifier.default(for: argument), position: position)
        if let exact = cases[category] { return exact }
        guard let other = cases[.other] else {
            throw SpecifierFormatter.Failure(reason: .missingVariant("plural \(category)"))
        }
        events.append(.pluralFallback(argument: position, category: category, used: .other, substitution: substitution))
        return other
    }

    private func category(of argument: LocalizationArgument, shownWith specifier: FormatSpecifier, position: Int) throws(SpecifierFormatter.Failure) -> PluralCategory {
        let rules = self.rules ?? (try? PluralRules(locale: formatter.locale))
        guard let rules else { return .other }
        switch (argument, specifier.argumentType) {
        case (.integer(let value), .integer):
            return rules.category(for: value)
        case (.double(let value), .floating):
            return rules.category(for: value, displayedWith: formatter.display(Double.self, specifier))
        case (.decimal(let value), .floating):
            return rules.category(for: value, displayedWith: formatter.display(type(of: value), specifier))
        default:
            throw SpecifierFormatter.Failure(reason: .argumentTypeMismatch(position: position, specifier: specifier.text, argument: argument))
        }
    }

    private func argument(_ position: Int, for specifier: String) throws(SpecifierFormatter.Failure) -> LocalizationArgument {
        guard position >= 1, position <= arguments.count else {
            throw SpecifierFormatter.Failure(reason: .missingArgument(position: position, specifier: specifier, given: arguments.count))
        }
        return arguments[position - 1]
    }

    /// Fills a format. Inside a substitution, `argumentBase` is the substitution's argument and
    /// `substitution` its specifier for `%arg`; `next` is the top level's next argument.
    private mutating func fill(
        _ format: FormatString, argumentBase: Int?, substitution: FormatSpecifier?, next: inout Int, depth: Int,
        into output: inout RenderedText
    ) throws {
        var nextInVariant = argumentBase ?? 0
        for segment in format.segments {
            switch segment {
            case .text(let text):
                output.appendTemplate(text)
            case .percent:
                output.appendTemplate("%")
            case .specifier(let specifier):
                let position: Int
                if let explicit = specifier.position {
                    position = explicit
                } else if argumentBase != nil {
                    position = nextInVariant
                    nextInVariant += 1
                } else {
                    position = next
                    next += 1
                }
                output.appendArgument(try formatter.format(argument(position, for: specifier.text), with: specifier, position: position))
                shownArguments.insert(position)
            case .substitutionArgument:
                guard let base = argumentBase, let substitution else {
                    throw SpecifierFormatter.Failure(reason: .misplacedSubstitution("%arg appears outside a substitution"))
                }
                output.appendArgument(try formatter.format(argument(base, for: "%arg"), with: substitution.withoutPosition, position: base))
                shownArguments.insert(base)
            case .substitution(let name, let explicit):
                guard depth < Self.maximumDepth else {
                    throw SpecifierFormatter.Failure(reason: .misplacedSubstitution("substitutions refer to each other in a loop at %#@\(name)@"))
                }
                guard let definition = localization.substitutions[name] else {
                    throw SpecifierFormatter.Failure(reason: .undefinedSubstitution(name))
                }
                let position: Int
                if let argNum = definition.argNum ?? explicit {
                    position = argNum
                } else {
                    position = next
                    next += 1
                }
                let value = try argument(position, for: "%#@\(name)@")
                let specifier = try definition.specifier?.get() ?? FormatSpecifier.default(for: value)
                guard let text = definition.text else {
                    throw SpecifierFormatter.Failure(reason: .missingVariant("substitution \(name)"))
                }
                let variant: ParsedFormat
                if case .plural(let cases) = text {
                    variant = try resolve(select(cases, position: position, specifier: specifier, substitution: name))
                } else {
                    variant = try resolve(text)
                }
                try fill(variant.get(), argumentBase: position, substitution: specifier, next: &next, depth: depth + 1, into: &output)
            }
        }
    }
}

extension FormatSpecifier {
    /// The specifier Swift interpolation extracts for an argument: `%lld`, `%lf` or `%@`.
    static func `default`(for argument: LocalizationArgument) -> FormatSpecifier {
        (try? FormatSpecifier(argument.defaultSpecifier)) ?? FormatSpecifier(
            text: "%@", position: nil, flags: [], width: nil, precision: nil, length: .none, conversion: "@")
    }
}
