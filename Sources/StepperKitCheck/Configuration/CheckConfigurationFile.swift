import Foundation
public import StepperKit
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// A project's stepperkit check settings in one JSON file at its root.
///
/// Read by default: the catalogs, locales, the rules' severities, width budgets by key or pattern, ignores with
/// their reasons, the baseline.
///
/// ```json
/// {
///   "catalogs": ["Sources/Shop/Localizable.xcstrings"],
///   "locales": ["en", "es", "ja"],
///   "failOn": "error",
///   "baseline": "stepperkit-baseline.json",
///   "maximumCatalogMiB": 64,
///   "rules": { "same-as-source": "off", "needs-review": "error" },
///   "budgets": [
///     { "keys": "checkout.*", "width": 160, "lines": 1, "style": "headline" },
///     { "keys": "Add to cart", "width": 240, "slot": "button", "stepperStyle": "capsule", "controlSize": "large" }
///   ],
///   "ignore": [
///     { "rule": "same-as-source", "keys": "Brand.*", "reason": "Brand names stay in English" }
///   ]
/// }
/// ```
///
/// Paths in the file are relative to its folder. Every problem of a file is reported at once, each with
/// its JSON path (`budgets[1].width: is -4, not a width in points greater than 0`).
///
/// ```swift
/// let file = try CheckConfigurationFile(contentsOf: ".stepperkit-check.json")
/// var configuration = CheckConfiguration()
/// try file.apply(to: &configuration)
/// ```
public struct CheckConfigurationFile: Sendable {
    /// The name the command line reads by default, in the folder it runs in.
    public static let defaultName = ".stepperkit-check.json"

    /// The file, as given.
    public private(set) var path: String
    /// The catalogs to check when the command line names none, relative to where the command runs.
    public private(set) var catalogs: [String] = []
    /// The locales; nil to keep the command's.
    public private(set) var locales: [LocaleID]?
    /// Whether to add the pseudo-locales.
    public private(set) var includesPseudoLocales: Bool?
    /// The device.
    public private(set) var device: DeviceClass?
    /// The Dynamic Type sizes widths are measured at.
    public private(set) var dynamicTypeSizes: [DynamicTypeSize]?
    /// The font widths are measured with.
    public private(set) var font: FontRequest?
    /// The least severity that fails the run.
    public private(set) var failOn: DiagnosticSeverity?
    /// Severities by rule; .some(nil) is off.
    public private(set) var severities: [String: DiagnosticSeverity?] = [:]
    /// Width budgets, first match first.
    public private(set) var budgets: [WidthBudget] = []
    /// Ignores, each with its reason.
    public private(set) var ignores: [CheckIgnore] = []
    /// The baseline file, relative to where the command runs.
    public private(set) var baseline: String?
    /// The largest catalog a run checks, in bytes ("maximumCatalogMiB"); nil to keep the command's.
    public private(set) var maximumCatalogBytes: Int?

    /// Reads a configuration file; styles for slot budgets come from registry (the built-ins by default).
    ///
    /// - Throws: ``ConfigurationError`` listing every problem of the file.
    public init(contentsOf path: String, registry: StepperStyleRegistry = StepperStyleRegistry()) throws(ConfigurationError) {
        self.path = path
        let value = try ConfigurationReader.readJSON(path, what: "configuration")
        let folder = (path as NSString).deletingLastPathComponent
        func relative(_ file: String) -> String {
            file.hasPrefix("/") || folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
        }
        var reader = ConfigurationReader(file: path)
        var result = self
        reader.object(value, at: "") { reader, members in
            reader.expectOnly(["catalogs", "locales", "pseudo", "device", "dynamicType", "font", "failOn", "rules", "budgets", "ignore", "baseline",
                                "maximumCatalogMiB"],
                              in: members, at: "")
            if let catalogs = members["catalogs"] { result.catalogs = reader.strings(catalogs, at: "catalogs").map(relative) }
            if let locales = members["locales"] {
                var parsed: [LocaleID] = []
                for (index, name) in reader.strings(locales, at: "locales").enumerated() {
                    do {
                        parsed.append(try LocaleID(name))
                    } catch {
                        reader.fail(at: "locales[\(index)]", "\(MessageText.quoted(name)) is not a locale: \(error)")
                    }
                }
                if parsed.isEmpty && reader.problems.isEmpty { reader.fail(at: "locales", "is empty; leave it out to check every language of the catalog") }
                result.locales = parsed
            }
            if let pseudo = members["pseudo"] { result.includesPseudoLocales = reader.bool(pseudo, at: "pseudo") }
            if let device = members["device"], let name = reader.string(device, at: "device") {
                if let known = DeviceClass.known.first(where: { $0.rawValue == name.lowercased() }) {
                    result.device = known
                } else {
                    reader.fail(at: "device", "\(MessageText.quoted(name)) is not a device; expected one of \(DeviceClass.known.map(\.rawValue).joined(separator: ", "))")
                }
            }
            if let sizes = members["dynamicType"] {
                var parsed: [DynamicTypeSize] = []
                for (index, name) in reader.strings(sizes, at: "dynamicType").enumerated() {
                    if let size = DynamicTypeSize.named(name) {
                        parsed.append(size)
                    } else {
                        reader.fail(at: "dynamicType[\(index)]", "\(MessageText.quoted(name)) is not a Dynamic Type size; expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                }
                result.dynamicTypeSizes = parsed.sorted()
            }
            if let font = members["font"], let name = reader.string(font, at: "font") {
                let file = relative(name)
                // A name that reads as a file is one, relative to the configuration's folder; else a family.
                let isFamily = FontRequest(pathOrFamily: name) == .family(name) && !FileManager.default.fileExists(atPath: file)
                result.font = isFamily ? .family(name) : .file(file)
            }
            if let maximum = members["maximumCatalogMiB"], let mebibytes = reader.integer(maximum, at: "maximumCatalogMiB") {
                // The catalog reader's own bound, 256 MiB, is the most a check can be allowed.
                if (1...256).contains(mebibytes) {
                    result.maximumCatalogBytes = mebibytes << 20
                } else {
                    reader.fail(at: "maximumCatalogMiB", "is \(mebibytes), not a size in MiB from 1 to 256")
                }
            }
            if let failOn = members["failOn"], let name = reader.string(failOn, at: "failOn") {
                if let severity = DiagnosticSeverity(rawValue: name) {
                    result.failOn = severity
                } else {
                    reader.fail(at: "failOn", "\(MessageText.quoted(name)) is not a severity; expected note, warning or error")
                }
            }
            if let rules = members["rules"] {
                reader.object(rules, at: "rules") { reader, entries in
                    for (id, value) in entries {
                        let place = "rules.\(id)"
                        guard DiagnosticRule.named(id) != nil else {
                            reader.fail(at: place, "is not a rule; the rules are \(DiagnosticRule.allCatalogRules.map(\.identifier).joined(separator: ", "))")
                            continue
                        }
                        guard let name = reader.string(value, at: place) else { continue }
                        if name == "off" {
                            result.severities[id] = .some(nil)
                        } else if let severity = DiagnosticSeverity(rawValue: name) {
                            result.severities[id] = severity
                        } else {
                            reader.fail(at: place, "\(MessageText.quoted(name)) is not a severity; expected off, note, warning or error")
                        }
                    }
                }
            }
            if let budgets = members["budgets"] {
                reader.array(budgets, at: "budgets") { reader, index, item in
                    if let budget = Self.budget(item, at: "budgets[\(index)]", registry: registry, reader: &reader) { result.budgets.append(budget) }
                }
            }
            if let ignores = members["ignore"] {
                reader.array(ignores, at: "ignore") { reader, index, item in
                    let place = "ignore[\(index)]"
                    reader.object(item, at: place) { reader, fields in
                        reader.expectOnly(["rule", "keys", "language", "reason"], in: fields, at: place)
                        let rule = reader.string(fields["rule"], at: place + ".rule")
                        if let rule, DiagnosticRule.named(rule) == nil {
                            reader.fail(at: place + ".rule", "\(MessageText.quoted(rule)) is not a rule")
                        }
                        let keys = reader.string(fields["keys"], at: place + ".keys")
                        let language = reader.string(fields["language"], at: place + ".language")
                        guard let reason = reader.string(fields["reason"], at: place + ".reason"),
                              !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                            reader.fail(at: place + ".reason", "is missing; every ignore says why, so the next person can judge it")
                            return
                        }
                        if rule == nil && keys == nil && language == nil {
                            reader.fail(at: place, "names no rule, keys or language, so it would ignore everything")
                            return
                        }
                        result.ignores.append(CheckIgnore(rule: rule, keys: keys.map(KeyPattern.init), language: language, reason: reason))
                    }
                }
            }
            if let baseline = members["baseline"], let file = reader.string(baseline, at: "baseline") {
                result.baseline = relative(file)
            }
        }
        try reader.finish()
        self = result
    }

    private static func budget(_ value: JSONValue, at place: String, registry: StepperStyleRegistry, reader: inout ConfigurationReader) -> WidthBudget? {
        var budget: WidthBudget?
        reader.object(value, at: place) { reader, fields in
            reader.expectOnly(["keys", "width", "lines", "style", "slot", "stepperStyle", "controlSize"], in: fields, at: place)
            guard let keys = reader.string(fields["keys"], at: place + ".keys", required: true) else { return }
            guard let widthValue = fields["width"] else {
                reader.fail(at: place + ".width", "is missing; a budget is a width in points")
                return
            }
            guard let width = reader.number(widthValue, at: place + ".width") else { return }
            guard width > 0, width <= ScreenLimits.maximumLength else {
                reader.fail(at: place + ".width", "is \(widthValue.plainText), not a width in points greater than 0 and at most \(Int(ScreenLimits.maximumLength))")
                return
            }
            var lines: Int? = 1
            if let value = fields["lines"], let count = reader.integer(value, at: place + ".lines") {
                guard count >= 0 else {
                    reader.fail(at: place + ".lines", "is \(count), not a number of lines (0 for no limit)")
                    return
                }
                lines = count == 0 ? nil : count
            }
            var style = TextStyle.body
            if let name = reader.string(fields["style"], at: place + ".style") {
                guard let known = TextStyle(rawValue: name) else {
                    reader.fail(at: place + ".style", "\(MessageText.quoted(name)) is not a text style; expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                    return
                }
                style = known
            }
            var slot: FitSlot?
            if let name = reader.string(fields["slot"], at: place + ".slot") {
                let styleName = reader.string(fields["stepperStyle"], at: place + ".stepperStyle") ?? "capsule"
                var controlSize = ControlSize.regular
                if let size = reader.string(fields["controlSize"], at: place + ".controlSize") {
                    guard let known = ControlSize(rawValue: size) else {
                        reader.fail(at: place + ".controlSize", "\(MessageText.quoted(size)) is not a control size; expected one of \(ControlSize.allCases.map(\.rawValue).joined(separator: ", "))")
                        return
                    }
                    controlSize = known
                }
                do {
                    slot = try FitSlot(named: name, style: styleName, controlSize: controlSize, registry: registry)
                } catch {
                    reader.fail(at: place + ".slot", "\(error)")
                    return
                }
            } else if fields["stepperStyle"] != nil || fields["controlSize"] != nil {
                reader.fail(at: place, "names a stepperStyle or controlSize but no slot")
                return
            }
            budget = WidthBudget(keys: KeyPattern(keys), width: width, lineLimit: lines, textStyle: style, slot: slot)
        }
        return budget
    }

    /// Sets what the file sets on a configuration, and reads its baseline file.
    ///
    /// A run that writes the baseline anew passes `readingBaseline: false`: it accepts every finding it makes.
    ///
    /// - Throws: ``ConfigurationError`` when the baseline cannot be read.
    public func apply(to configuration: inout CheckConfiguration, readingBaseline: Bool = true) throws(ConfigurationError) {
        if let locales { configuration.locales = locales }
        if let includesPseudoLocales { configuration.includesPseudoLocales = includesPseudoLocales }
        if let device { configuration.device = device }
        if let dynamicTypeSizes { configuration.dynamicTypeSizes = dynamicTypeSizes }
        if let font { configuration.font = font }
        if let failOn { configuration.failOn = failOn }
        if let maximumCatalogBytes { configuration.maximumCatalogBytes = maximumCatalogBytes }
        configuration.severities.merge(severities) { _, file in file }
        configuration.budgets = budgets + configuration.budgets
        configuration.ignores += ignores
        if let baseline, readingBaseline {
            configuration.baseline = try Baseline(contentsOf: baseline)
            configuration.baselineFile = baseline
        }
    }
}

extension JSONValue {
    /// A number or string as written, for messages.
    var plainText: String {
        switch self {
        case .number(let text), .string(let text): text
        default: ConfigurationReader.kind(of: self)
        }
    }
}
