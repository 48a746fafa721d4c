import Foundation
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// Checks one key of a catalog as its users read it: the key itself, each translation against its
/// source text, each language's plural cases, every cell of the matrix resolved, and each string
/// measured in its space. One finding per key × language × plural form and cause.
struct KeyChecker {
    /// What the check of some keys found, and what it counted.
    struct Outcome: Sendable {
        var diagnostics: [Diagnostic] = []
        var resolved = 0
        var measured = 0
        /// Scripts no installed font draws, with the languages whose strings had them.
        var missingScripts: [UnicodeScript: Set<String>] = [:]
    }

    let context: CatalogContext
    var fitter: TextFitter?
    private var outcome = Outcome()

    init(context: CatalogContext) throws(CheckError) {
        self.context = context
        do {
            fitter = try TextFitter()
        } catch {
            throw .fit(.dynamicType(error))
        }
    }

    /// Checks the keys in order and hands back what it found.
    mutating func check(_ keys: some Sequence<(index: Int, key: String)>) throws(CheckError) -> Outcome {
        outcome = Outcome()
        for (index, key) in keys {
            guard let entry = context.catalog.strings[key] else { continue }
            try check(key, index: index, entry: entry)
        }
        return outcome
    }

    // MARK: - One key

    private var configuration: CheckConfiguration { context.configuration }

    private mutating func check(_ key: String, index: Int, entry: CatalogEntry) throws(CheckError) {
        // A key the code no longer uses is shown nowhere: its linter note says so, and nothing else is said.
        if entry.extractionState == .stale {
            guard configuration.runsLinter else { return }
            var found = Findings(key: key, index: index, context: context)
            for finding in CatalogLinter.lint(key, entry, sourceLanguage: context.sourceLanguage, languages: context.translationLanguages + [context.sourceLanguage])
            where finding.rule == .stale && finding.cell.language == nil {
                found.add(finding)
            }
            outcome.diagnostics += found.diagnostics
            return
        }
        let semantics = KeySemantics(key: key, entry: entry, sourceLanguage: context.sourceLanguage)
        let source = SourceTexts(key: key, source: entry.localizations?[context.sourceLanguage])
        var found = Findings(key: key, index: index, context: context)
        // Findings about a whole language come before the key's own, so each stays one group in a report.
        var languageWide = Findings(key: key, index: index, context: context)

        if semantics.showsRawKey {
            let showing = context.translationLanguages.filter { entry.localizations?[$0]?.hasContent != true }
            let others = showing.isEmpty ? "" : "; \(showing.count) other language\(showing.count == 1 ? " shows" : "s show") it too"
            found.add(.rawKey, language: context.sourceLanguage, position: context.sourceLanguage,
                      "shows the key \(MessageText.quoted(key)) as text: the source language \(context.sourceLanguage) has no value for it, and it is an identifier, not words\(others)")
        }

        // The linter's static findings, but for what the matrix reports with numbers and the rules this
        // check reports its own way (missing translations, plural categories, dropped numbers).
        var staticArgumentProblems: Set<String> = []
        if configuration.runsLinter {
            for finding in CatalogLinter.lint(key, entry, sourceLanguage: context.sourceLanguage, languages: context.translationLanguages + [context.sourceLanguage])
            where !Self.reportedByTheCheck.contains(finding.rule) {
                // A value still marked new with the source's text is a missing translation, said once as that.
                if finding.rule == .stateNew, let language = finding.cell.language,
                   !CatalogContext.isTranslated(entry, into: language, source: source) { continue }
                if Self.argumentRules.contains(finding.rule), let language = finding.cell.language { staticArgumentProblems.insert(language) }
                found.add(finding)
            }
        }

        let needsTranslation = CatalogContext.needsTranslation(entry, source: source)
        let agreement = PlaceAgreement(entry, source: source, sourceLanguage: context.sourceLanguage)
        for language in context.translationLanguages {
            // A raw key is one cause, said once: its finding counts the languages that show it.
            if needsTranslation && !semantics.showsRawKey
                && !CatalogContext.isTranslated(entry, into: language, source: source) {
                if context.rolledUp[language] != nil {
                    missingTranslation(key, index: index, entry: entry, language: language, source: source, into: &languageWide)
                } else {
                    missingTranslation(key, index: index, entry: entry, language: language, source: source, into: &found)
                }
            }
            if let localization = entry.localizations?[language] {
                compareTranslation(localization, of: key, language: language, source: source, agreement: agreement, into: &found)
                pluralCategories(localization, of: key, language: language, source: entry.localizations?[context.sourceLanguage], into: &found)
            }
        }

        // A key without arguments is shown as written: a specifier a translation adds is shown as it is.
        if case .none = semantics.arguments {
            for language in context.translationLanguages {
                guard let localization = entry.localizations?[language] else { continue }
                let base: CatalogPath = ["strings", .key(key), "localizations", .member(language)]
                for unit in TranslationUnit.units(of: localization, at: base) where KeySemantics.takesArguments(unit.value) {
                    guard let specifier = Self.firstSpecifier(in: unit.value),
                          !(source.text(for: unit.place) ?? key).contains(specifier) else { continue }
                    found.add(.specifierMismatch, language: language, position: language,
                              coordinates: unit.place.isEmpty ? [] : [DiagnosticCell.Coordinate("place", unit.place)],
                              "\(MessageText.quoted(unit.value)) shows \(MessageText.quoted(specifier)) as text: the key passes no arguments, so nothing fills it in")
                }
            }
        }

        // Escapes a .strings file meant, shown as two characters: in the key when it is the source text, in
        // the source's value and in each translation's.
        if semantics.keyIsSourceText, let message = TextComparison.literalEscapes(in: key) {
            found.add(.literalEscape, language: context.sourceLanguage, position: nil, "\(MessageText.quoted(key)) \(message)")
        }
        for language in [context.sourceLanguage] + context.translationLanguages {
            guard let localization = entry.localizations?[language] else { continue }
            let base: CatalogPath = ["strings", .key(key), "localizations", .member(language)]
            for unit in TranslationUnit.units(of: localization, at: base) {
                guard let message = TextComparison.literalEscapes(in: unit.value) else { continue }
                found.add(.literalEscape, language: language, position: language,
                          coordinates: unit.place.isEmpty ? [] : [DiagnosticCell.Coordinate("place", unit.place)],
                          "\(MessageText.quoted(unit.value)) \(message)")
            }
        }

        try resolveCells(key, semantics: semantics, staticArgumentProblems: staticArgumentProblems, into: &found)
        outcome.diagnostics += languageWide.diagnostics + found.diagnostics
    }

    /// The first specifier of a text as written ("%1$@"), or nil.
    static func firstSpecifier(in text: String) -> String? {
        guard let format = try? FormatString(text) else { return nil }
        for segment in format.segments {
            if case .specifier(let specifier) = segment { return specifier.text }
        }
        return nil
    }

    /// Linter rules this check reports itself, with what a person sees.
    private static let reportedByTheCheck: Set<DiagnosticRule> = [.missingTranslation, .missingPluralCategory, .droppedNumber]
    /// Linter rules about arguments: where one fired for a language, the matrix's failed lookups there say the same.
    private static let argumentRules: Set<DiagnosticRule> = [.specifierMismatch, .invalidSpecifier, .missingSubstitution]

    // MARK: - Missing translations

    private func missingTranslation(
        _ key: String, index: Int, entry: CatalogEntry, language: String, source: SourceTexts, into found: inout Findings
    ) {
        if let rolledUp = context.rolledUp[language] {
            guard rolledUp.firstKeyIndex == index else { return }
            // About the language, not this key: a baseline keeps it whichever key is first to lack the language.
            found.add(.missingTranslation, language: language, position: nil, aboutKey: false,
                      "\(language) has no translation of \(rolledUp.missing) of the \(rolledUp.translatable) keys that need one, the first \(MessageText.quoted(key)): \(language) users see \(context.sourceLanguage) text for most of the app; translate the language, or remove it from the catalog")
            return
        }
        let shown = source.text(for: "") ?? key
        let marked = entry.localizations?[language].map { localization in
            TranslationUnit.units(of: localization, at: []).contains { $0.state == .new }
        } ?? false
        // A name ("macOS", "Pi-hole", "DuckDuckGo") is often the same in every language: a note.
        let isName = TextComparison.reading(shown, vocabulary: context.vocabulary) == .name
        found.add(.missingTranslation, severity: isName ? .note : nil, language: language, position: language,
                  (marked ? "is still marked new with the \(context.sourceLanguage) text" : "has no \(language) translation")
                      + ": \(language) users see \(MessageText.quoted(shown))"
                      + (isName ? "; it reads as a name, which may be meant to stay as it is" : ""))
    }

    // MARK: - Translations against the source

    private func compareTranslation(
        _ localization: CatalogLocalization, of key: String, language: String, source: SourceTexts, agreement: PlaceAgreement,
        into found: inout Findings
    ) {
        let base: CatalogPath = ["strings", .key(key), "localizations", .member(language)]
        for unit in TranslationUnit.units(of: localization, at: base) where !unit.value.isEmpty {
            guard let sourceText = source.text(for: unit.place) else { continue }
            let place = unit.place.isEmpty ? [] : [DiagnosticCell.Coordinate("place", unit.place)]
            let copied = unit.value == sourceText
                || (TextComparison.isWrittenInAnotherScript(sourceText, language: language) && unit.value.lowercased() == sourceText.lowercased())
            if unit.state == .translated || unit.state == nil, copied {
                let identical = agreement.counts[unit.place] ?? (identical: 0, translated: 0)
                if let same = TextComparison.sameAsSource(
                    value: unit.value, source: sourceText, language: language, sourceLanguage: context.sourceLanguage,
                    identicalLanguages: identical.identical, translatedLanguages: identical.translated, vocabulary: context.vocabulary) {
                    found.add(.sameAsSource, severity: same.severity, language: language, position: language, coordinates: place, same.message)
                }
            }
            guard !copied else { continue }
            if let message = TextComparison.whitespace(source: sourceText, translation: unit.value, language: language) {
                found.add(.whitespaceMismatch, language: language, position: language, coordinates: place,
                          "\(MessageText.quoted(unit.value)) \(message) (\(MessageText.quoted(sourceText)))")
            }
            if let markdown = TextComparison.markdown(source: sourceText, translation: unit.value, language: language) {
                found.add(markdown.broken ? .markdownBroken : .markdownChanged, language: language, position: language, coordinates: place,
                          "\(MessageText.quoted(unit.value)) \(markdown.message)")
            }
            if let message = TextComparison.links(source: sourceText, translation: unit.value) {
                found.add(.linkMismatch, language: language, position: language, coordinates: place, "\(MessageText.quoted(unit.value)) \(message)")
            }
            if configuration.severity(of: .digitsMismatch, default: .warning) != nil,
               let message = TextComparison.digits(source: sourceText, translation: unit.value) {
                found.add(.digitsMismatch, language: language, position: language, coordinates: place, "\(MessageText.quoted(unit.value)) \(message)")
            }
        }
    }

    // MARK: - Plural categories

    private func pluralCategories(
        _ localization: CatalogLocalization, of key: String, language: String, source: CatalogLocalization?, into found: inout Findings
    ) {
        guard let facts = PluralFacts.cached(language: language) else { return }
        // When the source's own text is the same for every number (only `other`, and maybe `zero`), it was
        // written to read right for any number: a translation that follows it is likely meant so.
        let sourceCategories = Set(Self.pluralVariations(of: source).flatMap { $0.plural.keys })
        let sourceReadsAlike = !sourceCategories.isEmpty && sourceCategories.isSubset(of: [.other, .zero])
        let variations = Self.pluralVariations(of: localization)
        let uses = facts.categories.map(\.rawValue).joined(separator: ", ")
        for (name, plural) in variations {
            let coordinates = name.isEmpty ? [] : [DiagnosticCell.Coordinate("variation", name)]
            guard let other = plural[.other]?.stringUnit?.value else {
                found.add(.missingPluralCategory, severity: .error, language: language, position: language, coordinates: coordinates,
                          "lacks the plural category \"other\", which every number without its own case falls back to: nothing can be shown for them")
                continue
            }
            for category in facts.categories where category != .other && plural[category] == nil {
                let numbers = facts.examples(of: category, variationHasZero: plural[.zero] != nil)
                guard !numbers.isEmpty else { continue }
                // Only big numbers, or a category the language's own words do not tell from other: worth a note.
                let readsLikeOther = facts.categoriesReadLikeOther.contains(category)
                let onlyBigNumbers = (facts.smallestNumber(of: category) ?? 0) >= 1000
                let severity: DiagnosticSeverity = readsLikeOther || onlyBigNumbers || sourceReadsAlike ? .note : .warning
                let shown = numbers.prefix(3)
                var message = "lacks the plural category \"\(category)\" that \(language) uses (\(uses)): \(shown.map(String.init).joined(separator: ", ")) \(shown.count == 1 ? "shows" : "show") the \"other\" text \(MessageText.quoted(other))"
                if readsLikeOther {
                    message += "; CLDR's \(language) unit names read \(category) numbers like other ones, so it may read right"
                } else if sourceReadsAlike {
                    message += "; the \(context.sourceLanguage) text is the same for every number, so it may be meant so"
                }
                found.add(.missingPluralCategory, severity: severity, language: language, position: language,
                          coordinates: coordinates + [.init("plural", category.rawValue)], message)
            }
        }
    }

    /// The plural variations of a localization, with their names: "" for its own, "device iphone" for a
    /// device case's, "%#@files@" for a substitution's.
    private static func pluralVariations(of localization: CatalogLocalization?) -> [(name: String, plural: OrderedMembers<PluralCategory, VariationCase>)] {
        guard let localization else { return [] }
        var variations: [(name: String, plural: OrderedMembers<PluralCategory, VariationCase>)] = []
        func collect(_ value: Variations?, name: String) {
            guard let value else { return }
            if let plural = value.plural { variations.append((name, plural)) }
            for (device, variation) in value.device ?? [:] { collect(variation.variations, name: name.isEmpty ? "device \(device.rawValue)" : name) }
        }
        collect(localization.variations, name: "")
        for (name, substitution) in localization.substitutions ?? [:] { collect(substitution.variations, name: "%#@\(name)@") }
        return variations
    }

    // MARK: - The matrix: every locale, number and device

    private mutating func resolveCells(
        _ key: String, semantics: KeySemantics, staticArgumentProblems: Set<String>, into found: inout Findings
    ) throws(CheckError) {
        var reported: Set<String> = []
        var measuredTexts: [String: [FitMeasurement]] = [:]
        let requirement = configuration.requirement(for: key)
        let facts = context.matrix.facts(of: key)
        for cell in context.matrix.cells(of: key, types: facts.argumentTypes) {
            let resolved = context.matrix.resolve(cell, facts: facts)
            outcome.resolved += 1
            let tag = cell.locale.languageTag
            var coordinates: [DiagnosticCell.Coordinate] = []
            if let device = cell.device { coordinates.append(.init("device", device.rawValue)) }
            if let sample = cell.sample { coordinates += [.init("plural", sample.category.rawValue), .init("number", sample.number)] }
            let positionLanguage = resolved.resolution.usedLanguage ?? resolved.resolution.requestedLanguage
            for problem in resolved.problems {
                switch problem {
                case .droppedNumber(_, let category, _):
                    guard reported.insert("dropped \(tag) \(category) \(cell.device?.rawValue ?? "")").inserted else { continue }
                    found.add(.droppedNumber, language: tag, position: positionLanguage, coordinates: coordinates,
                              "\(resolved.text.map { MessageText.quoted($0) } ?? "the text"): \(problem)")
                case .argument(let error):
                    if case .missingVariant(let variant) = error.reason, variant.hasPrefix("device") {
                        guard reported.insert("device \(tag) \(variant)").inserted else { continue }
                        found.add(.missingDeviceVariant, language: tag, position: positionLanguage, coordinates: coordinates,
                                  "has neither a \(variant) case nor an other case: the \(variant.dropFirst("device ".count)) shows nothing it should")
                        continue
                    }
                    // A plural variation without other in a translation: its missing-plural-category error says it.
                    if case .missingVariant(let variant) = error.reason, variant.hasPrefix("plural"),
                       let used = error.language, used != context.sourceLanguage,
                       context.translationLanguages.contains(used) { continue }
                    // The linter's finding says it already, with where in the file.
                    guard !staticArgumentProblems.contains(error.language ?? tag), !staticArgumentProblems.contains(tag) else { continue }
                    guard reported.insert("argument \(tag) \(error)").inserted else { continue }
                    found.add(.argument, language: tag, position: positionLanguage, coordinates: coordinates, "\(error)")
                case .rawKey, .languageFallback, .pluralFallback:
                    // Reported once per key and language above, where the catalog's file says why.
                    continue
                }
            }
            guard let text = resolved.text, !text.isEmpty else { continue }
            try measure(text, key: key, cell: cell, facts: facts, coordinates: coordinates, requirement: requirement,
                        measured: &measuredTexts, reported: &reported, into: &found)
        }
    }

    // MARK: - Widths

    /// The allowance for a translation's width over its source text's, by the source's length in characters:
    /// the upper ends of IBM's expansion table (W3C, "Text size in translation"), which translators are
    /// asked to meet. Texts longer than 70 characters wrap in a layout, so their width has no fixed place.
    static func expansionAllowance(sourceLength: Int) -> Double? {
        switch sourceLength {
        case ...10: 3.0
        case 11...20: 2.0
        case 21...30: 1.8
        case 31...50: 1.6
        case 51...70: 1.7
        default: nil
        }
    }

    /// How far past its allowance a translation may measure before it is reported: 5% of the allowed width
    /// ("Pairing." → "Abbinamento in corso." is 3.02× where 3× is allowed, and reads fine).
    static let expansionTolerance = 0.05

    private mutating func measure(
        _ text: String, key: String, cell: StringMatrix.Cell, facts: StringMatrix.KeyFacts, coordinates: [DiagnosticCell.Coordinate],
        requirement: FitRequirement?,
        measured: inout [String: [FitMeasurement]], reported: inout Set<String>, into found: inout Findings
    ) throws(CheckError) {
        guard var fitter else { return }
        defer { self.fitter = fitter }
        let tag = cell.locale.languageTag
        let form = "\(tag) \(cell.sample?.category.rawValue ?? "") \(cell.device?.rawValue ?? "")"
        let isRightToLeft = cell.locale.characterDirection == .rightToLeft
        if let requirement {
            let measurements = try measurements(of: text, requirement: requirement, locale: cell.locale, fitter: &fitter, cache: &measured)
            outcome.measured += measurements.count
            guard !noteMissingGlyphs(measurements, language: tag) else { return }
            guard let failing = measurements.first(where: { !$0.problems.isEmpty }), let problem = failing.problems.first,
                  reported.insert("fit \(form)").inserted else { return }
            let sized = coordinates + [.init("size", failing.size.rawValue), .init("style", failing.textStyle.rawValue)]
            let evidence = DiagnosticEvidence(
                text: text, shownText: failing.shown == text ? nil : failing.shown, measuredWidth: failing.measuredWidth,
                allowedWidth: failing.width, lineLimit: requirement.lineLimit, textStyle: failing.textStyle.rawValue,
                dynamicTypeSize: failing.size.rawValue, isRightToLeft: isRightToLeft, slot: requirement.slot?.description)
            let place = requirement.slot.map { " in the \($0) slot" } ?? ""
            found.add(problem.rule, language: tag, position: nil, coordinates: sized,
                      "\(MessageText.quoted(text)) \(problem) at \(failing.size.rawValue) (\(failing.textStyle.rawValue))\(place), the first size it does not fit",
                      evidence: evidence)
            return
        }
        // Without a budget: against the source text's width in the same place.
        guard configuration.checksExpansion, !cell.locale.isPseudo,
              TextComparison.languageCode(tag) != TextComparison.languageCode(context.sourceLanguage),
              configuration.severity(of: .expansion, default: .note) != nil,
              let sourceLocale = context.sourceLocale else { return }
        let sourceCell = StringMatrix.Cell(key: key, locale: sourceLocale, sample: cell.sample.flatMap { sample in
            // The same number, in the source language's category for it.
            context.sourceRules.map { CategorySample(category: $0.category(for: sample.sample), sample: sample.sample) }
        }, device: cell.device)
        guard let sourceText = context.matrix.resolve(sourceCell, facts: facts).text, !sourceText.contains(where: \.isNewline), !text.contains(where: \.isNewline),
              let allowance = Self.expansionAllowance(sourceLength: sourceText.count) else { return }
        let open = FitRequirement(width: 1e9, lineLimit: 1, font: configuration.font, dynamicTypeSizes: configuration.dynamicTypeSizes)
        let translation = try measurements(of: text, requirement: open, locale: cell.locale, fitter: &fitter, cache: &measured)
        let original = try measurements(of: sourceText, requirement: open, locale: sourceLocale, fitter: &fitter, cache: &measured)
        outcome.measured += translation.count
        guard !noteMissingGlyphs(translation, language: tag), !noteMissingGlyphs(original, language: context.sourceLanguage) else { return }
        for (measurement, sourceMeasurement) in zip(translation, original) where sourceMeasurement.measuredWidth > 0 {
            let allowed = sourceMeasurement.measuredWidth * allowance
            // The table's figures are rounded guides: a translation a few points past one is within it.
            guard measurement.measuredWidth > allowed * (1 + Self.expansionTolerance) else { continue }
            guard reported.insert("fit \(form)").inserted else { return }
            let ratio = measurement.measuredWidth / sourceMeasurement.measuredWidth
            let sized = coordinates + [.init("size", measurement.size.rawValue), .init("style", measurement.textStyle.rawValue)]
            let evidence = DiagnosticEvidence(
                text: text, measuredWidth: measurement.measuredWidth, allowedWidth: allowed, lineLimit: 1,
                textStyle: measurement.textStyle.rawValue, dynamicTypeSize: measurement.size.rawValue, isRightToLeft: isRightToLeft,
                sourceText: sourceText, sourceWidth: sourceMeasurement.measuredWidth)
            found.add(.expansion, language: tag, position: nil, coordinates: sized,
                      "\(MessageText.quoted(text)) measures \(Self.points(measurement.measuredWidth)) pt at \(measurement.size.rawValue), \(Self.ratio(ratio))× the \(context.sourceLanguage) text \(MessageText.quoted(sourceText)) (\(Self.points(sourceMeasurement.measuredWidth)) pt), where a translation of \(sourceText.count) character\(sourceText.count == 1 ? "" : "s") is allowed \(Self.ratio(allowance))×: \(Self.points(measurement.measuredWidth - allowed)) pt over; give the key a width budget if its place is wider",
                      evidence: evidence)
            return
        }
    }

    private func measurements(
        of text: String, requirement: FitRequirement, locale: LocaleID, fitter: inout TextFitter, cache: inout [String: [FitMeasurement]]
    ) throws(CheckError) -> [FitMeasurement] {
        // A measurement depends on the text, and on the locale when a component is laid out around it.
        let cacheKey = "\(requirement.width) \(requirement.slot == nil ? "" : locale.identifier)\u{0}\(text)"
        if let known = cache[cacheKey] { return known }
        do {
            let measured = try fitter.measure(text, against: requirement, locale: locale)
            cache[cacheKey] = measured
            return measured
        } catch {
            throw .fit(error)
        }
    }

    /// Records the scripts of characters no font draws, once per language; true when there were any (the
    /// widths are then the boxes', not the text's).
    private mutating func noteMissingGlyphs(_ measurements: [FitMeasurement], language: String) -> Bool {
        var missing = false
        for measurement in measurements {
            for case .missingGlyphs(let characters) in measurement.problems {
                missing = true
                for scalar in characters {
                    let script = UnicodeScript(of: scalar) ?? UnicodeScript(code: scalar.properties.isEmojiPresentation ? "Zsye" : "Zyyy")
                    outcome.missingScripts[script, default: []].insert(language)
                }
            }
        }
        return missing
    }

    static func points(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    static func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}

/// In how many of a key's languages each place is the source text itself, marked translated, and in how
/// many it is translated at all: worked out once a key, in one pass over its languages.
private struct PlaceAgreement {
    let counts: [String: (identical: Int, translated: Int)]

    init(_ entry: CatalogEntry, source: SourceTexts, sourceLanguage: String) {
        var counts: [String: (identical: Int, translated: Int)] = [:]
        for (language, localization) in entry.localizations ?? [:] where language != sourceLanguage {
            for unit in TranslationUnit.units(of: localization, at: []) where unit.state == .translated || unit.state == nil {
                var count = counts[unit.place] ?? (identical: 0, translated: 0)
                count.translated += 1
                if unit.value == source.text(for: unit.place) { count.identical += 1 }
                counts[unit.place] = count
            }
        }
        self.counts = counts
    }
}

/// The diagnostics of one key as they are found, located in the file.
private struct Findings {
    let key: String
    let index: Int
    let context: CatalogContext
    var diagnostics: [Diagnostic] = []

    /// Adds a finding about the key in a language; `position` names the localization it is in (nil for the key).
    mutating func add(
        _ rule: DiagnosticRule, severity: DiagnosticSeverity? = nil, language: String?, position: String?, aboutKey: Bool = true,
        coordinates: [DiagnosticCell.Coordinate] = [], _ message: String, evidence: DiagnosticEvidence? = nil
    ) {
        let found = context.positions.position(key: key, language: position)
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, location: DiagnosticLocation(file: context.file, line: found.line, column: found.column),
            cell: DiagnosticCell(key: aboutKey ? key : nil, keyIndex: index, language: language, coordinates: coordinates), message: message,
            evidence: evidence))
    }

    /// Adds a linter finding, located by its language's localization.
    mutating func add(_ finding: Diagnostic) {
        let found = context.positions.position(key: key, language: finding.cell.language)
        var located = finding
        located.location.file = context.file
        located.location.line = found.line
        located.location.column = found.column
        located.cell.keyIndex = index
        diagnostics.append(located)
    }
}
