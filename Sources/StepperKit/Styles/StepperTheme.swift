public import Foundation
import StepperKitLocalization
import StepperKitText
import StepperKitSupport

/// A stepper style as data: a designer writes JSON, the kit turns it into a style — no Swift needed.
///
/// ```json
/// {
///   "shape": "roundedRectangle", "cornerRadius": 10,
///   "fill": "#E8F5E9", "border": { "color": "tint", "width": 1 },
///   "foreground": "tint",
///   "buttonSize": 44, "countMinWidth": 34, "spacing": 0,
///   "controlSizes": {
///     "mini":    { "vertical": 2, "horizontal": 4, "font": "footnote" },
///     "regular": { "vertical": 0, "horizontal": 0, "font": "headline" }
///   },
///   "icons": { "increment": "plus", "decrement": "minus", "remove": "trash", "add": "plus" }
/// }
/// ```
///
/// Every key is optional; what is missing takes the capsule style's value. Unknown keys and wrong
/// values are errors that name the JSON path, such as `controlSizes › mini › font`; lengths are
/// points from 0 to `ScreenLimits.maximumLength`.
public struct StepperTheme: Hashable, Sendable {
    /// The outline of the control.
    public var shape: ShapeKind = .capsule
    /// The paint inside the outline; nil for none.
    public var fill: Fill? = .tintGradient
    /// The outline's paint and width; nil for none.
    public var border: Border?
    /// The paint of icons and the value; nil picks black or white by contrast with the tint.
    public var foreground: Fill?
    /// The side of each button, scaled with Dynamic Type relative to headline.
    public var buttonSize = 44.0
    /// The least width of the value, scaled relative to headline.
    public var countMinWidth = 34.0
    /// Space between buttons and value.
    public var spacing = 0.0
    /// Padding and font per control size; sizes without an entry use regular's, then the defaults.
    public var controlSizes: [ControlSize: ControlSizeMetrics] = [:]
    /// Icon names for the parts.
    public var icons = Icons()

    /// An outline's paint and width.
    public struct Border: Hashable, Sendable {
        /// The outline's paint.
        public var fill: Fill
        /// The outline's width, in points.
        public var width: Double
    }

    /// Padding and font for one control size.
    public struct ControlSizeMetrics: Hashable, Sendable {
        /// The padding above and below the value, in points.
        public var vertical = 0.0
        /// The padding before and after the buttons, in points.
        public var horizontal = 0.0
        /// The font of the value.
        public var font: TextFont = .headline
    }

    /// The icons a themed stepper draws.
    public struct Icons: Hashable, Sendable {
        /// The increment button's icon.
        public var increment = IconName.plus
        /// The decrement button's icon.
        public var decrement = IconName.minus
        /// The decrement button's icon when it removes the item.
        public var remove = IconName.trash
        /// The Add button's icon.
        public var add = IconName.plus
    }

    /// The capsule style's look, as a theme to start from.
    public init() {}

    /// Reads a theme from JSON; see the type's documentation for the keys.
    ///
    /// - Parameters:
    ///   - data: The theme's JSON text, UTF-8 encoded.
    ///   - icons: The icons the theme may name; the kit's own by default. A name the set does
    ///     not have is an error that lists the names it has.
    public init(json data: Data, icons: IconSet? = nil) throws(StepperThemeError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(data))
        } catch {
            let path = error.path.components.map { component -> String in
                switch component {
                case .member(let name), .key(let name): name
                case .index(let index): "[\(index)]"
                }
            }
            throw StepperThemeError(path: path, problem: "not valid JSON: \(error.reason) (line \(error.line), column \(error.column))")
        }
        self = try ThemeReader.read(value, icons: icons ?? (try? IconSet.standard()) ?? IconSet())
    }

    /// The metrics for a control size: its own, else regular's, else none.
    func metrics(for size: ControlSize) -> ControlSizeMetrics {
        controlSizes[size] ?? controlSizes[size == .extraLarge ? .large : .regular] ?? controlSizes[.regular] ?? ControlSizeMetrics()
    }
}

/// What is wrong in a theme file, and where: every problem the file has, not only the first.
///
/// ```swift
/// do {
///     _ = try StepperTheme(json: Data(#"{"shape": "pill", "controlSizes": {"mini": {"font": "tiny"}}}"#.utf8))
/// } catch {
///     print(error.problems.count)   // 2: the shape and the font
///     print(error)           // Invalid theme, 2 problems: (1) at shape: "pill" is not a shape; … (2) at controlSizes › mini › font: …
/// }
/// ```
public struct StepperThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One faulty value of a theme: its JSON path and what is wrong with it.
    ///
    /// ```swift
    /// StepperThemeError.Problem(path: ["shape"], problem: "expected a string").description   // "at shape: expected a string"
    /// ```
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The JSON path of the faulty value, such as ["controlSizes", "mini", "font"]; empty for the whole file.
        public let path: [String]
        /// What is wrong with it.
        public let problem: String

        /// A problem at a path.
        public init(path: [String], problem: String) {
            self.path = path
            self.problem = problem
        }

        /// "at PATH: PROBLEM", or the problem alone for the whole file.
        public var description: String {
            path.isEmpty ? problem : "at \(path.joined(separator: " › ")): \(problem)"
        }
    }

    /// Every problem found, in the order the reader met them; never empty.
    public let problems: [Problem]

    /// The most problems a message lists; the others are counted.
    static let listedProblemLimit = 20

    /// The JSON path of the first faulty value, such as ["controlSizes", "mini", "font"].
    public var path: [String] { problems.first?.path ?? [] }
    /// What is wrong with the first faulty value.
    public var problem: String { problems.first?.problem ?? "" }

    /// An error of one problem.
    public init(path: [String], problem: String) {
        problems = [Problem(path: path, problem: problem)]
    }

    /// An error of several problems, in the order they were found.
    public init(problems: [Problem]) {
        self.problems = problems.isEmpty ? [Problem(path: [], problem: "invalid")] : problems
    }

    /// One line: the problem, or each problem numbered (the first 20, then how many more).
    public var description: String {
        // Keys in the path can hold any text; the message stays on one line.
        guard problems.count > 1 else {
            let message = path.isEmpty ? "Invalid theme: \(problem)." : "Invalid theme at \(path.joined(separator: " › ")): \(problem)."
            return MessageText.escapedLine(message)
        }
        var parts = problems.prefix(Self.listedProblemLimit).enumerated().map { "(\($0.offset + 1)) \($0.element)." }
        if problems.count > Self.listedProblemLimit { parts.append("… and \(problems.count - Self.listedProblemLimit) more.") }
        return MessageText.escapedLine("Invalid theme, \(problems.count) problems: " + parts.joined(separator: " "))
    }
}

/// Validates the JSON object of a theme key by key, tracking the path for errors; a faulty value is
/// noted and reading goes on, so one error reports every problem of the file.
private struct ThemeReader {
    typealias Object = OrderedMembers<String, JSONValue>

    private var problems: [StepperThemeError.Problem] = []

    static func read(_ value: JSONValue, icons iconSet: IconSet) throws(StepperThemeError) -> StepperTheme {
        var reader = ThemeReader()
        let theme = reader.theme(value, icons: iconSet)
        guard reader.problems.isEmpty, let theme else { throw StepperThemeError(problems: reader.problems) }
        return theme
    }

    /// Runs one check; its error is noted and nil returned, so the checks after it still run.
    private mutating func noting<T>(_ check: () throws(StepperThemeError) -> T) -> T? {
        do {
            return try check()
        } catch {
            problems += error.problems
            return nil
        }
    }

    private mutating func theme(_ value: JSONValue, icons iconSet: IconSet) -> StepperTheme? {
        guard let root = noting({ () throws(StepperThemeError) in try Self.object(value, at: []) }) else { return nil }
        rejectUnknownKeys(root, allowed: ["shape", "cornerRadius", "fill", "border", "foreground", "buttonSize",
                                          "countMinWidth", "spacing", "controlSizes", "icons"], at: [])
        var theme = StepperTheme()
        var cornerRadius = 8.0
        if let value = root["cornerRadius"], let radius = noting({ () throws(StepperThemeError) in try Self.length(value, at: ["cornerRadius"]) }) {
            cornerRadius = radius
        }
        if let shape = root["shape"], let name = noting({ () throws(StepperThemeError) in try Self.string(shape, at: ["shape"]) }) {
            switch name {
            case "capsule": theme.shape = .capsule
            case "rectangle": theme.shape = .rectangle
            case "roundedRectangle": theme.shape = .roundedRectangle(cornerRadius: cornerRadius)
            case let other:
                problems.append(.init(path: ["shape"], problem: "\(MessageText.quoted(other)) is not a shape; use capsule, rectangle or roundedRectangle"))
            }
        }
        if let fill = root["fill"], let paint = noting({ () throws(StepperThemeError) in try Self.fill(fill, at: ["fill"], allowNone: true) }) {
            theme.fill = paint
        }
        if let border = root["border"], let members = noting({ () throws(StepperThemeError) in try Self.object(border, at: ["border"]) }) {
            rejectUnknownKeys(members, allowed: ["color", "width"], at: ["border"])
            var color = Fill.tint
            if let value = members["color"],
               let fill = noting({ () throws(StepperThemeError) in try Self.fill(value, at: ["border", "color"], allowNone: false) }), let fill {
                color = fill
            }
            var width = 1.0
            if let value = members["width"], let length = noting({ () throws(StepperThemeError) in try Self.length(value, at: ["border", "width"]) }) {
                width = length
            }
            theme.border = StepperTheme.Border(fill: color, width: width)
        }
        if let foreground = root["foreground"] {
            if foreground == .string("contrasting") {
                theme.foreground = nil
            } else if let paint = noting({ () throws(StepperThemeError) in try Self.fill(foreground, at: ["foreground"], allowNone: false) }) {
                theme.foreground = paint
            }
        }
        for (key, keyPath) in [("buttonSize", \StepperTheme.buttonSize), ("countMinWidth", \.countMinWidth), ("spacing", \.spacing)] {
            if let value = root[key], let length = noting({ () throws(StepperThemeError) in try Self.length(value, at: [key]) }) {
                theme[keyPath: keyPath] = length
            }
        }
        if let sizes = root["controlSizes"], let members = noting({ () throws(StepperThemeError) in try Self.object(sizes, at: ["controlSizes"]) }) {
            for (key, value) in members {
                guard let size = ControlSize(rawValue: key) else {
                    problems.append(.init(path: ["controlSizes", key],
                                          problem: "not a control size; use \(ControlSize.allCases.map(\.rawValue).joined(separator: ", "))"))
                    continue
                }
                if let metrics = metrics(value, at: ["controlSizes", key]) { theme.controlSizes[size] = metrics }
            }
        }
        if let icons = root["icons"], let members = noting({ () throws(StepperThemeError) in try Self.object(icons, at: ["icons"]) }) {
            rejectUnknownKeys(members, allowed: ["increment", "decrement", "remove", "add"], at: ["icons"])
            for (key, value) in members where ["increment", "decrement", "remove", "add"].contains(key) {
                guard let text = noting({ () throws(StepperThemeError) in try Self.string(value, at: ["icons", key]) }) else { continue }
                let name = IconName(text)
                guard iconSet.contains(name) else {
                    problems.append(.init(path: ["icons", key],
                                          problem: "no icon is named \(MessageText.quoted(text)); use \(iconSet.names.map(\.rawValue).joined(separator: ", "))"))
                    continue
                }
                switch key {
                case "increment": theme.icons.increment = name
                case "decrement": theme.icons.decrement = name
                case "remove": theme.icons.remove = name
                default: theme.icons.add = name
                }
            }
        }
        return theme
    }

    private mutating func metrics(_ value: JSONValue, at path: [String]) -> StepperTheme.ControlSizeMetrics? {
        guard let members = noting({ () throws(StepperThemeError) in try Self.object(value, at: path) }) else { return nil }
        rejectUnknownKeys(members, allowed: ["vertical", "horizontal", "font"], at: path)
        var metrics = StepperTheme.ControlSizeMetrics()
        if let vertical = members["vertical"], let length = noting({ () throws(StepperThemeError) in try Self.length(vertical, at: path + ["vertical"]) }) {
            metrics.vertical = length
        }
        if let horizontal = members["horizontal"],
           let length = noting({ () throws(StepperThemeError) in try Self.length(horizontal, at: path + ["horizontal"]) }) {
            metrics.horizontal = length
        }
        if let font = members["font"], let name = noting({ () throws(StepperThemeError) in try Self.string(font, at: path + ["font"]) }) {
            if let style = TextStyle(rawValue: name) {
                metrics.font = .style(style)
            } else {
                problems.append(.init(path: path + ["font"],
                                      problem: "\(MessageText.quoted(name)) is not a text style; use \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
        }
        return metrics
    }

    /// "tint", "tintGradient", "none" (when allowed) or "#RRGGBB[AA]".
    private static func fill(_ value: JSONValue, at path: [String], allowNone: Bool) throws(StepperThemeError) -> Fill? {
        let text = try string(value, at: path)
        switch text {
        case "tint": return .tint
        case "tintGradient": return .tintGradient
        case "none" where allowNone: return nil
        default:
            guard let color = Color(hex: text) else {
                let choices = allowNone ? "tint, tintGradient, none or #RRGGBB" : "tint, tintGradient or #RRGGBB"
                throw StepperThemeError(path: path, problem: "\(MessageText.quoted(text)) is not a colour; use \(choices)")
            }
            return .color(color)
        }
    }

    private static func object(_ value: JSONValue, at path: [String]) throws(StepperThemeError) -> Object {
        guard case .object(let members) = value else { throw StepperThemeError(path: path, problem: "expected an object") }
        return members
    }

    private static func string(_ value: JSONValue, at path: [String]) throws(StepperThemeError) -> String {
        guard case .string(let text) = value else { throw StepperThemeError(path: path, problem: "expected a string") }
        return text
    }

    /// A number of points from 0 to `ScreenLimits.maximumLength`: more than any screen is a mistake.
    private static func length(_ value: JSONValue, at path: [String]) throws(StepperThemeError) -> Double {
        guard case .number(let text) = value, let number = Double(text), number.isFinite, number >= 0 else {
            throw StepperThemeError(path: path, problem: "expected a number of points, 0 or more")
        }
        guard number <= ScreenLimits.maximumLength else {
            throw StepperThemeError(
                path: path, problem: "\(text) points is more than \(Int(ScreenLimits.maximumLength)), the most any screen can show")
        }
        return number
    }

    /// Notes every key of an object that is not one of `allowed`.
    private mutating func rejectUnknownKeys(_ members: Object, allowed: Set<String>, at path: [String]) {
        for unknown in members.map(\.key).sorted() where !allowed.contains(unknown) {
            problems.append(.init(path: path + [unknown], problem: "unknown key; expected one of \(allowed.sorted().joined(separator: ", "))"))
        }
    }
}
