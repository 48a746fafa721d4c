public import Foundation
import StepperKitLocalization
import StepperKitText

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

/// What is wrong in a theme file, and where.
public struct StepperThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the faulty value, such as ["controlSizes", "mini", "font"].
    public let path: [String]
    /// What is wrong with it.
    public let problem: String

    public var description: String {
        // Keys in the path can hold any text; the message stays on one line.
        let message = path.isEmpty ? "Invalid theme: \(problem)." : "Invalid theme at \(path.joined(separator: " › ")): \(problem)."
        return MessageText.escapedLine(message)
    }
}

/// Validates the JSON object of a theme key by key, tracking the path for errors.
private enum ThemeReader {
    typealias Object = OrderedMembers<String, JSONValue>

    static func read(_ value: JSONValue, icons iconSet: IconSet) throws(StepperThemeError) -> StepperTheme {
        let root = try object(value, at: [])
        try rejectUnknownKeys(root, allowed: ["shape", "cornerRadius", "fill", "border", "foreground", "buttonSize",
                                              "countMinWidth", "spacing", "controlSizes", "icons"], at: [])
        var theme = StepperTheme()
        var cornerRadius = 8.0
        if let value = root["cornerRadius"] { cornerRadius = try length(value, at: ["cornerRadius"]) }
        if let shape = root["shape"] {
            switch try string(shape, at: ["shape"]) {
            case "capsule": theme.shape = .capsule
            case "rectangle": theme.shape = .rectangle
            case "roundedRectangle": theme.shape = .roundedRectangle(cornerRadius: cornerRadius)
            case let other:
                throw StepperThemeError(path: ["shape"], problem: "\"\(other)\" is not a shape; use capsule, rectangle or roundedRectangle")
            }
        }
        if let fill = root["fill"] {
            theme.fill = try self.fill(fill, at: ["fill"], allowNone: true)
        }
        if let border = root["border"] {
            let members = try object(border, at: ["border"])
            try rejectUnknownKeys(members, allowed: ["color", "width"], at: ["border"])
            var color = Fill.tint
            if let value = members["color"], let fill = try self.fill(value, at: ["border", "color"], allowNone: false) {
                color = fill
            }
            var width = 1.0
            if let value = members["width"] { width = try length(value, at: ["border", "width"]) }
            theme.border = StepperTheme.Border(fill: color, width: width)
        }
        if let foreground = root["foreground"] {
            theme.foreground = foreground == .string("contrasting")
                ? nil : try self.fill(foreground, at: ["foreground"], allowNone: false)
        }
        if let value = root["buttonSize"] { theme.buttonSize = try length(value, at: ["buttonSize"]) }
        if let value = root["countMinWidth"] { theme.countMinWidth = try length(value, at: ["countMinWidth"]) }
        if let value = root["spacing"] { theme.spacing = try length(value, at: ["spacing"]) }
        if let sizes = root["controlSizes"] {
            for (key, value) in try object(sizes, at: ["controlSizes"]) {
                guard let size = ControlSize(rawValue: key) else {
                    throw StepperThemeError(path: ["controlSizes", key], problem: "not a control size; use \(ControlSize.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                theme.controlSizes[size] = try metrics(value, at: ["controlSizes", key])
            }
        }
        if let icons = root["icons"] {
            let members = try object(icons, at: ["icons"])
            try rejectUnknownKeys(members, allowed: ["increment", "decrement", "remove", "add"], at: ["icons"])
            for (key, value) in members {
                let name = IconName(try string(value, at: ["icons", key]))
                guard iconSet.contains(name) else {
                    throw StepperThemeError(path: ["icons", key], problem: "no icon is named \"\(name)\"; use \(iconSet.names.map(\.rawValue).joined(separator: ", "))")
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

    private static func metrics(_ value: JSONValue, at path: [String]) throws(StepperThemeError) -> StepperTheme.ControlSizeMetrics {
        let members = try object(value, at: path)
        try rejectUnknownKeys(members, allowed: ["vertical", "horizontal", "font"], at: path)
        var metrics = StepperTheme.ControlSizeMetrics()
        if let vertical = members["vertical"] { metrics.vertical = try length(vertical, at: path + ["vertical"]) }
        if let horizontal = members["horizontal"] { metrics.horizontal = try length(horizontal, at: path + ["horizontal"]) }
        if let font = members["font"] {
            let name = try string(font, at: path + ["font"])
            guard let style = TextStyle(rawValue: name) else {
                throw StepperThemeError(path: path + ["font"], problem: "\"\(name)\" is not a text style; use \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            metrics.font = .style(style)
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
                throw StepperThemeError(path: path, problem: "\"\(text)\" is not a colour; use \(choices)")
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

    private static func rejectUnknownKeys(_ members: Object, allowed: Set<String>, at path: [String]) throws(StepperThemeError) {
        if let unknown = members.map(\.key).sorted().first(where: { !allowed.contains($0) }) {
            throw StepperThemeError(path: path + [unknown], problem: "unknown key; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
    }
}
