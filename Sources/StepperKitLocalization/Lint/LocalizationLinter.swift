/// Lints one localization of one key: its values, variations and substitutions.
struct LocalizationLinter {
    let key: String
    let language: String
    let localization: CatalogLocalization
    let path: CatalogPath
    /// The source's signatures; nil for the source language itself.
    let reference: SourceReference?
    /// The number the source varies by, for plural variations whose `other` case shows none.
    let fallbackNumber: Int?
    let plurals: PluralFacts?
    /// Whether the key is shown as written (it takes no arguments), so a `%` in its values is text.
    let isVerbatim: Bool
    /// Whether this is the source language, whose values Xcode marks `new` when a key is added by hand.
    let isSource: Bool
    private(set) var findings: [Diagnostic] = []
    private var referencedSubstitutions: Set<String> = []
    /// The arguments the localization's substitutions read, in their variants or as their argument: a value
    /// "%#@followers@" whose cases show "%2$@" reads argument 2 through them.
    private var readAnywhere: Set<Int> = []
    /// Values per state, for one finding per state: the first value's path and how many.
    private var states: [(state: TranslationState, path: CatalogPath, count: Int)] = []

    init(key: String, language: String, localization: CatalogLocalization, path: CatalogPath,
         reference: SourceReference?, fallbackNumber: Int?, plurals: PluralFacts?, isVerbatim: Bool = false, isSource: Bool = false) {
        self.key = key
        self.language = language
        self.localization = localization
        self.path = path
        self.reference = reference
        self.fallbackNumber = fallbackNumber
        self.plurals = plurals
        self.isVerbatim = isVerbatim
        self.isSource = isSource
    }

    /// Where a value is, which decides how it is checked.
    private enum Place {
        /// A value shown as is (a string unit or device case): compared with the source's text for
        /// the same device, if any.
        case plain(device: DeviceClass?)
        /// A case of a plural variation that varies by the argument at `number`.
        case pluralCase(PluralCategory, number: Int?, hasZero: Bool, device: DeviceClass?)
        /// A case of a substitution's plural variation; its argument is `%arg`.
        case substitutionCase(PluralCategory, argument: Int?, hasZero: Bool)
    }

    mutating func run() {
        readAnywhere = Self.positionsRead(in: localization)
        if let unit = localization.stringUnit {
            check(unit, at: path.appending("stringUnit"), place: .plain(device: nil))
        }
        if let set = localization.stringSet {
            for (index, value) in set.values.enumerated() {
                let valuePath = path.appending("stringSet").appending("values").appending(.index(index))
                if value.isEmpty { report(.emptyValue, valuePath, "the value is empty") }
            }
            note(set.state, at: path.appending("stringSet"))
        }
        if let variations = localization.variations {
            walk(variations, at: path.appending("variations"), device: nil)
        }
        for (name, substitution) in localization.substitutions ?? [:] {
            let substitutionPath = path.appending("substitutions").appending(.key(name))
            checkSubstitution(name, substitution, at: substitutionPath)
        }
        for (name, _) in localization.substitutions ?? [:] where !referencedSubstitutions.contains(name) {
            report(.unusedSubstitution, path.appending("substitutions").appending(.key(name)),
                   "no %#@\(name)@ refers to this substitution")
        }
        for (state, statePath, count) in states {
            let (rule, words): (DiagnosticRule, String) = switch state {
            case .new: (.stateNew, "marked new (not translated yet)")
            case .needsReview: (.needsReview, "marked needs_review")
            default: (.stale, "marked stale")
            }
            report(rule, statePath, count == 1 ? words : "\(words) (\(count) values)")
        }
    }

    // MARK: - Walking

    private mutating func walk(_ variations: Variations, at variationsPath: CatalogPath, device: DeviceClass?) {
        for (device, variation) in variations.device ?? [:] {
            let casePath = variationsPath.appending("device").appending(.member(device.rawValue))
            if let unit = variation.stringUnit { check(unit, at: casePath.appending("stringUnit"), place: .plain(device: device)) }
            if let nested = variation.variations { walk(nested, at: casePath.appending("variations"), device: device) }
        }
        if let plural = variations.plural {
            let pluralPath = variationsPath.appending("plural")
            checkCategories(plural, at: pluralPath)
            let number = plural[.other]?.stringUnit.flatMap { try? FormatString($0.value) }
                .map { ArgumentSignature($0, substitutions: localization.substitutions) }?.firstNumberPosition ?? fallbackNumber
            for (category, variation) in plural {
                guard let unit = variation.stringUnit else { continue }
                check(unit, at: pluralPath.appending(.member(category.rawValue)).appending("stringUnit"),
                      place: .pluralCase(category, number: number, hasZero: plural[.zero] != nil, device: device))
            }
        }
    }

    private mutating func checkSubstitution(_ name: String, _ substitution: Substitution, at substitutionPath: CatalogPath) {
        if let text = substitution.formatSpecifier {
            do {
                _ = try FormatSpecifier(text)
            } catch {
                report(.invalidSpecifier, substitutionPath.appending("formatSpecifier"), "\(error)")
            }
        }
        guard let plural = substitution.variations?.plural else { return }
        let pluralPath = substitutionPath.appending("variations").appending("plural")
        checkCategories(plural, at: pluralPath)
        for (category, variation) in plural {
            guard let unit = variation.stringUnit else { continue }
            check(unit, at: pluralPath.appending(.member(category.rawValue)).appending("stringUnit"),
                  place: .substitutionCase(category, argument: substitution.argNum, hasZero: plural[.zero] != nil))
        }
    }

    // MARK: - Values

    private mutating func check(_ unit: StringUnit, at unitPath: CatalogPath, place: Place) {
        note(unit.state, at: unitPath.appending("state"))
        let valuePath = unitPath.appending("value")
        guard !unit.value.isEmpty else {
            report(.emptyValue, valuePath, "the value is empty")
            return
        }
        // A key without arguments is shown as written: "100 %" is text, not a specifier.
        guard !isVerbatim else { return }
        let format: FormatString
        do {
            format = try FormatString(unit.value)
        } catch {
            report(.invalidSpecifier, valuePath, "\(error)" + Self.typingSlip(in: unit.value))
            return
        }
        for name in format.substitutionNames {
            referencedSubstitutions.insert(name)
            if localization.substitutions?[name] == nil {
                report(.missingSubstitution, valuePath, "refers to %#@\(name)@, but the localization has no substitution \"\(name)\"")
            }
        }
        let signature = ArgumentSignature(format, substitutions: localization.substitutions)
        for conflict in signature.conflicts {
            report(.specifierMismatch, valuePath,
                   "reads argument \(conflict.position) both as \(conflict.first.text) and as \(conflict.second.text)")
        }
        switch place {
        case .plain(let device):
            compare(signature, with: reference?.signature(for: device), number: nil, value: unit.value, at: valuePath)
        case .pluralCase(let category, let number, let hasZero, let device):
            compare(signature, with: reference?.signature(for: device), number: number, value: unit.value, at: valuePath)
            if let number, signature.reads[number] == nil { droppedNumber(category, hasZero: hasZero, at: valuePath) }
        case .substitutionCase(let category, let argument, let hasZero):
            let showsArgument = format.segments.contains { segment in
                switch segment {
                case .substitutionArgument: true
                case .specifier(let specifier): specifier.position == nil || specifier.position == argument
                default: false
                }
            }
            if !showsArgument { droppedNumber(category, hasZero: hasZero, at: valuePath) }
        }
    }

    /// Compares a translation's arguments with the source's; `number` is the plural argument a case
    /// may leave out (the dropped-number rule judges that).
    private mutating func compare(_ signature: ArgumentSignature, with reference: ArgumentSignature?, number: Int?, value: String, at valuePath: CatalogPath) {
        guard let reference else { return }
        // One finding a value, whatever the number of its mismatches: "%2$@" for "%@" both reads an
        // argument the call site does not pass and leaves out the one it does.
        var problems: [String] = []
        for position in signature.positions {
            guard let read = signature.reads[position] else { continue }
            guard let expected = reference.reads[position] else {
                problems.append("reads argument \(position) (\(read.text)), which the source does not have")
                continue
            }
            if let a = read.specifier, let b = expected.specifier, !a.reads(sameArgumentAs: b) {
                problems.append("reads argument \(position) as \(read.text), but the source has \(expected.text)")
            }
        }
        for position in reference.positions where signature.reads[position] == nil && position != number && !readAnywhere.contains(position) {
            let expected = reference.reads[position]?.text ?? "?"
            problems.append("drops argument \(position) (\(expected)) of the source")
        }
        if signature.percentCount < reference.percentCount {
            problems.append("has \(signature.percentCount) \"%%\" where the source has \(reference.percentCount); a lone \"%\" is read as a specifier")
        }
        if !problems.isEmpty { report(.specifierMismatch, valuePath, problems.joined(separator: "; ") + Self.typingSlip(in: value)) }
    }

    /// What a translator's keyboard made of a specifier, said after a finding: "@%" for "%@" typed in a
    /// right-to-left text, the Arabic percent sign ٪ (U+066A) or the full-width ％ (U+FF05) for "%".
    static func typingSlip(in value: String) -> String {
        var slips: [String] = []
        if value.unicodeScalars.contains("\u{066A}") { slips.append("\"٪\" is the Arabic percent sign (U+066A), not the \"%\" a specifier starts with") }
        if value.unicodeScalars.contains("\u{FF05}") { slips.append("\"％\" is the full-width percent sign (U+FF05), not the \"%\" a specifier starts with") }
        if value.containsUTF8("@%") && !value.containsUTF8("%@") { slips.append("\"@%\" looks like \"%@\" typed backwards in right-to-left text") }
        return slips.isEmpty ? "" : " (" + slips.joined(separator: "; ") + ")"
    }

    /// The argument positions a localization's substitutions read: their arguments, and what their variants
    /// read by position.
    private static func positionsRead(in localization: CatalogLocalization) -> Set<Int> {
        var positions: Set<Int> = []
        for (_, substitution) in localization.substitutions ?? [:] {
            if let argNum = substitution.argNum { positions.insert(argNum) }
            var units: [StringUnit] = []
            substitution.variations?.collectStringUnits(into: &units)
            for unit in units {
                guard let format = try? FormatString(unit.value) else { continue }
                positions.formUnion(format.specifiers.compactMap(\.position))
            }
        }
        return positions
    }

    private mutating func droppedNumber(_ category: PluralCategory, hasZero: Bool, at valuePath: CatalogPath) {
        guard let plurals, !plurals.coversOneNumber(category, variationHasZero: hasZero) else { return }
        let examples = plurals.examples(of: category, variationHasZero: hasZero).map(String.init).joined(separator: ", ")
        report(.droppedNumber, valuePath,
               "the \"\(category)\" case shows no number, but \"\(category)\" covers \(examples)… in \(language)")
    }

    // MARK: - Plural categories

    private mutating func checkCategories(_ plural: OrderedMembers<PluralCategory, VariationCase>, at pluralPath: CatalogPath) {
        guard plural[.other] != nil else {
            report(.missingPluralCategory, pluralPath, "lacks the plural category \"other\", which every lookup falls back to",
                   severity: .error)
            return
        }
        guard let plurals else { return }
        let uses = plurals.categories.map(\.rawValue).joined(separator: ", ")
        for category in plurals.categories where plural[category] == nil {
            let example = plurals.examples[category]?.first.map { "; \($0) shows the \"other\" text" } ?? ""
            report(.missingPluralCategory, pluralPath,
                   "lacks the plural category \"\(category)\" that \(language) uses (\(uses))\(example)")
        }
        for (category, _) in plural where category != .zero && !plurals.categories.contains(category) {
            report(.unusedPluralCategory, pluralPath.appending(.member(category.rawValue)),
                   "has the plural category \"\(category)\", which \(language) never uses (\(uses))")
        }
    }

    // MARK: - States and findings

    private mutating func note(_ state: TranslationState?, at statePath: CatalogPath) {
        guard let state, state == .new || state == .needsReview || state == .stale else { return }
        // Xcode marks the source language's value of a key added by hand `new`: there is nothing to translate.
        if isSource && state == .new { return }
        if let index = states.firstIndex(where: { $0.state == state }) {
            states[index].count += 1
        } else {
            states.append((state, statePath, 1))
        }
    }

    private mutating func report(_ rule: DiagnosticRule, _ findingPath: CatalogPath, _ message: String, severity: DiagnosticSeverity? = nil) {
        findings.append(Diagnostic(rule: rule, severity: severity, location: DiagnosticLocation(catalogPath: findingPath),
                                   cell: DiagnosticCell(key: key, language: language), message: message))
    }
}
