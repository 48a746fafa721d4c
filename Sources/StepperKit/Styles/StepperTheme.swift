public import Foundation
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
/// values are errors that name the JSON path, such as `controlSizes › mini › font`.
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
    /// Padding and font per control size; sizes without an entry use `regular`'s, then the defaults.
    public var controlSizes: [ControlSize: ControlSizeMetrics] = [:]
    /// Icon names for the parts.
    public var icons = Icons()

    /// An outline's paint and width.
    public struct Border: Hashable, Sendable {
        public var fill: Fill
        public var width: Double
    }

    /// Padding and font for one control size.
    public struct ControlSizeMetrics: Hashable, Sendable {
        public var vertical = 0.0
        public var horizontal = 0.0
        public var font: TextFont = .headline
    }

    /// The icons a themed stepper draws.
    public struct Icons: Hashable, Sendable {
        public var increment = IconName.plus
        public var decrement = IconName.minus
        public var remove = IconName.trash
        public var add = IconName.plus
    }

    /// The capsule style's look, as a theme to start from.
    public init() {}

    /// Reads a theme from JSON; see the type's documentation for the keys.
    public init(json data: Data) throws(StepperThemeError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw StepperThemeError(path: [], problem: "not valid JSON (\(error.localizedDescription))")
        }
        self = try ThemeReader.read(object)
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
        path.isEmpty ? "Invalid theme: \(problem)." : "Invalid theme at \(path.joined(separator: " › ")): \(problem)."
    }
}

/// Validates the JSON object of a theme key by key, tracking the path for errors.
private enum ThemeReader {
    static let knownIcons: Set<IconName> = [.plus, .minus, .trash, .cart, .cartBadgePlus, .backpack, .cup]

    static func read(_ object: Any) throws(StepperThemeError) -> StepperTheme {
        let root = try dictionary(object, at: [])
        try rejectUnknownKeys(root, allowed: ["shape", "cornerRadius", "fill", "border", "foreground", "buttonSize",
                                              "countMinWidth", "spacing", "controlSizes", "icons"], at: [])
        var theme = StepperTheme()
        let cornerRadius = try root["cornerRadius"].map { value throws(StepperThemeError) in try length(value, at: ["cornerRadius"]) } ?? 8
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
            let object = try dictionary(border, at: ["border"])
            try rejectUnknownKeys(object, allowed: ["color", "width"], at: ["border"])
            let color = try object["color"].map { value throws(StepperThemeError) in try self.fill(value, at: ["border", "color"], allowNone: false) } ?? .tint
            let width = try object["width"].map { value throws(StepperThemeError) in try length(value, at: ["border", "width"]) } ?? 1
            theme.border = color.map { StepperTheme.Border(fill: $0, width: width) }
        }
        if let foreground = root["foreground"] {
            if (foreground as? String) == "contrasting" {
                theme.foreground = nil
            } else {
                theme.foreground = try self.fill(foreground, at: ["foreground"], allowNone: false)
            }
        }
        if let value = root["buttonSize"] { theme.buttonSize = try length(value, at: ["buttonSize"]) }
        if let value = root["countMinWidth"] { theme.countMinWidth = try length(value, at: ["countMinWidth"]) }
        if let value = root["spacing"] { theme.spacing = try length(value, at: ["spacing"]) }
        if let sizes = root["controlSizes"] {
            let object = try dictionary(sizes, at: ["controlSizes"])
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                guard let size = ControlSize(rawValue: key) else {
                    throw StepperThemeError(path: ["controlSizes", key], problem: "not a control size; use \(ControlSize.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                theme.controlSizes[size] = try metrics(value, at: ["controlSizes", key])
            }
        }
        if let icons = root["icons"] {
            let object = try dictionary(icons, at: ["icons"])
            try rejectUnknownKeys(object, allowed: ["increment", "decrement", "remove", "add"], at: ["icons"])
            for (key, value) in object {
                let name = IconName(try string(value, at: ["icons", key]))
                guard knownIcons.contains(name) else {
                    throw StepperThemeError(path: ["icons", key], problem: "no icon is named \"\(name)\"; use \(knownIcons.map(\.rawValue).sorted().joined(separator: ", "))")
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

    private static func metrics(_ value: Any, at path: [String]) throws(StepperThemeError) -> StepperTheme.ControlSizeMetrics {
        let object = try dictionary(value, at: path)
        try rejectUnknownKeys(object, allowed: ["vertical", "horizontal", "font"], at: path)
        var metrics = StepperTheme.ControlSizeMetrics()
        if let vertical = object["vertical"] { metrics.vertical = try length(vertical, at: path + ["vertical"]) }
        if let horizontal = object["horizontal"] { metrics.horizontal = try length(horizontal, at: path + ["horizontal"]) }
        if let font = object["font"] {
            let name = try string(font, at: path + ["font"])
            guard let style = TextStyle(rawValue: name) else {
                throw StepperThemeError(path: path + ["font"], problem: "\"\(name)\" is not a text style; use \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            metrics.font = .style(style)
        }
        return metrics
    }

    /// "tint", "tintGradient", "none" (when allowed) or "#RRGGBB[AA]".
    private static func fill(_ value: Any, at path: [String], allowNone: Bool) throws(StepperThemeError) -> Fill? {
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

    private static func dictionary(_ value: Any, at path: [String]) throws(StepperThemeError) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw StepperThemeError(path: path, problem: "expected an object") }
        return object
    }

    private static func string(_ value: Any, at path: [String]) throws(StepperThemeError) -> String {
        guard let text = value as? String else { throw StepperThemeError(path: path, problem: "expected a string") }
        return text
    }

    /// A finite, non-negative number of points.
    private static func length(_ value: Any, at path: [String]) throws(StepperThemeError) -> Double {
        // JSON booleans arrive as Bool, numbers as NSNumber; `true` is not a length.
        guard type(of: value) != Bool.self, let number = (value as? NSNumber)?.doubleValue,
              number.isFinite, number >= 0
        else { throw StepperThemeError(path: path, problem: "expected a number of points, 0 or more") }
        return number
    }

    private static func rejectUnknownKeys(_ object: [String: Any], allowed: Set<String>, at path: [String]) throws(StepperThemeError) {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw StepperThemeError(path: path + [unknown], problem: "unknown key; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
    }
}
