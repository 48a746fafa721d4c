import Foundation
import Testing
@testable import StepperKit
@testable import StepperKitUI

struct StepperThemeTests {
    static let mint = """
    {
      "shape": "roundedRectangle", "cornerRadius": 10,
      "fill": "#E8F5E9", "border": { "color": "tint", "width": 1 },
      "foreground": "tint",
      "buttonSize": 40, "countMinWidth": 30, "spacing": 2,
      "controlSizes": {
        "mini": { "vertical": 2, "horizontal": 4, "font": "footnote" },
        "regular": { "vertical": 0, "horizontal": 0, "font": "headline" }
      },
      "icons": { "remove": "trash", "add": "cart.badge.plus" }
    }
    """

    @Test func readsEveryKey() throws {
        let theme = try StepperTheme(json: Data(Self.mint.utf8))
        #expect(theme.shape == .roundedRectangle(cornerRadius: 10))
        #expect(theme.fill == .color(Color(rgb8: 0xE8, 0xF5, 0xE9)))
        #expect(theme.border == StepperTheme.Border(fill: .tint, width: 1))
        #expect(theme.foreground == .tint)
        #expect(theme.buttonSize == 40)
        #expect(theme.countMinWidth == 30)
        #expect(theme.spacing == 2)
        #expect(theme.controlSizes[.mini] == StepperTheme.ControlSizeMetrics(vertical: 2, horizontal: 4, font: .footnote))
        #expect(theme.icons.add == .cartBadgePlus)
        #expect(theme.icons.increment == .plus)
    }

    @Test func anEmptyThemeIsTheCapsuleLook() throws {
        #expect(try StepperTheme(json: Data("{}".utf8)) == StepperTheme())
    }

    @Test(arguments: [
        (#"{"shape": "blob"}"#, "Invalid theme at shape: \"blob\" is not a shape; use capsule, rectangle or roundedRectangle."),
        (##"{"colour": "#FFFFFF"}"##, "Invalid theme at colour: unknown key; expected one of border, buttonSize, controlSizes, cornerRadius, countMinWidth, fill, foreground, icons, shape, spacing."),
        (#"{"fill": "pink"}"#, "Invalid theme at fill: \"pink\" is not a colour; use tint, tintGradient, none or #RRGGBB."),
        (#"{"buttonSize": -4}"#, "Invalid theme at buttonSize: expected a number of points, 0 or more."),
        (#"{"spacing": true}"#, "Invalid theme at spacing: expected a number of points, 0 or more."),
        (#"{"controlSizes": {"huge": {}}}"#, "Invalid theme at controlSizes › huge: not a control size; use mini, small, regular, large, extraLarge."),
        (#"{"controlSizes": {"mini": {"font": "tiny"}}}"#, "Invalid theme at controlSizes › mini › font: \"tiny\" is not a text style; use largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2."),
        (#"{"icons": {"add": "rocket"}}"#, "Invalid theme at icons › add: no icon is named \"rocket\"; use cart, cart.badge.plus, chevron.backward, chevron.forward, minus, plus, trash."),
        (#"{"border": {"width": "thin"}}"#, "Invalid theme at border › width: expected a number of points, 0 or more."),
        (#"[1, 2]"#, "Invalid theme: expected an object."),
        // Sizes beyond any screen: a 1e5-point button once made the terminal renderer take 13 GB.
        (#"{"buttonSize": 1e5}"#, "Invalid theme at buttonSize: 1e5 points is more than 4096, the most any screen can show."),
        (#"{"countMinWidth": 1e308}"#, "Invalid theme at countMinWidth: 1e308 points is more than 4096, the most any screen can show."),
        (#"{"controlSizes": {"mini": {"horizontal": 5000}}}"#, "Invalid theme at controlSizes › mini › horizontal: 5000 points is more than 4096, the most any screen can show."),
        (#"{"border": {"width": 1e9}}"#, "Invalid theme at border › width: 1e9 points is more than 4096, the most any screen can show."),
        (#"{} {}"#, "Invalid theme: not valid JSON: unexpected content after the end of the top-level JSON value (line 1, column 4)."),
        // A key with a JSON-escaped line break is named escaped, so the message stays on one line.
        (#"{"a\nb": 1}"#, "Invalid theme at a\\nb: unknown key; expected one of border, buttonSize, controlSizes, cornerRadius, countMinWidth, fill, foreground, icons, shape, spacing."),
    ])
    func badThemesNameTheJSONPath(json: String, message: String) {
        #expect(throws: StepperThemeError.self) { try StepperTheme(json: Data(json.utf8)) }
        do {
            _ = try StepperTheme(json: Data(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == message)
        }
    }

    // The reader stopped at the first problem: `"pill" is not a shape` hid the bad font after it.
    @Test func reportsEveryProblemOfATheme() throws {
        let json = #"{"shape": "pill", "buttonSize": -1, "controlSizes": {"mini": {"font": "tiny"}}, "icons": {"add": "rocket"}}"#
        let error = try #require(throws: StepperThemeError.self) { try StepperTheme(json: Data(json.utf8)) }
        #expect(error.problems.map(\.path) == [["shape"], ["buttonSize"], ["controlSizes", "mini", "font"], ["icons", "add"]])
        #expect(error.path == ["shape"])
        #expect(error.localizedDescription == error.description)
        #expect(error.description.hasPrefix(#"Invalid theme, 4 problems: (1) at shape: "pill" is not a shape; use capsule, rectangle or roundedRectangle. (2) at buttonSize: expected a number of points, 0 or more. (3) at controlSizes › mini › font: "tiny" is not a text style; "#))
        #expect(error.description.hasSuffix(#"(4) at icons › add: no icon is named "rocket"; use cart, cart.badge.plus, chevron.backward, chevron.forward, minus, plus, trash."#))
    }

    // A file of thousands of bad keys lists twenty and counts the rest, on one line.
    @Test func listsTwentyProblemsAndCountsTheRest() throws {
        let json = "{" + (0..<1000).map { #""k\#($0)": 1"# }.joined(separator: ", ") + "}"
        let error = try #require(throws: StepperThemeError.self) { try StepperTheme(json: Data(json.utf8)) }
        #expect(error.problems.count == 1000)
        #expect(error.description.hasSuffix("… and 980 more."))
        #expect(!error.description.contains("\n"))
        #expect(error.description.count < 4000)
    }

    @Test func notJSONIsAnErrorWithLineAndColumn() {
        #expect(throws: StepperThemeError.self) { try StepperTheme(json: Data("{".utf8)) }
        do {
            _ = try StepperTheme(json: Data("{\n  \"spacing\": ,\n}".utf8))
            Issue.record("a theme with a missing value was accepted")
        } catch {
            #expect(error.path == ["spacing"])
            #expect(error.description.hasPrefix("Invalid theme at spacing: not valid JSON: "))
            #expect(error.description.hasSuffix("(line 2, column 14)."))
        }
    }

    @Test func aRegisteredThemeDrawsWithItsMetricsAndPaint() throws {
        var registry = StepperStyleRegistry()
        try registry.register(theme: try StepperTheme(json: Data(Self.mint.utf8)), as: "mint")
        let stepper = QuantityStepper(value: 3, in: 0...9, label: "Quantity").stepperStyle(try registry.style(named: "mint"))
        let root = try layout(stepper, in: try environment()).root
        let themed = try #require(root.first(tagged: "themed"))
        // 40 + 2 + 30 + 2 + 40: buttons, spacing, count, spacing, buttons; no padding at regular.
        #expect(themed.frame.size == Size(width: 114, height: 40))
        let shapes = themed.allNodes.compactMap { node -> LaidOutShape? in
            if case .shape(let shape) = node.content { shape } else { nil }
        }
        #expect(shapes.map(\.kind) == [.roundedRectangle(cornerRadius: 10), .roundedRectangle(cornerRadius: 10)])
        #expect(shapes.first?.fill == .solid(Color(rgb8: 0xE8, 0xF5, 0xE9)))
        #expect(shapes.last?.stroke == .solid(.indigo))
    }
}

/// The themes that ship in `Resources/Themes/`, compiled into the library.
struct BuiltInThemeTests {
    @Test func mintAndMidnightShipWithTheKit() throws {
        #expect(StepperTheme.builtInNames == ["midnight", "mint"])
        let mint = try StepperTheme.builtIn(named: "mint")
        #expect(mint.shape == .roundedRectangle(cornerRadius: 10))
        #expect(mint.icons.add == .cartBadgePlus)
        #expect(try StepperTheme.builtIn(named: "midnight").foreground == .color(Color(rgb8: 0xFF, 0xFF, 0xFF)))
    }

    @Test func anUnknownBuiltInNameListsTheKnownOnes() {
        #expect(throws: StepperThemeError.self) { try StepperTheme.builtIn(named: "mauve") }
        do {
            _ = try StepperTheme.builtIn(named: "mauve")
        } catch {
            #expect(error.description == "Invalid theme: no built-in theme is named \"mauve\"; use midnight, mint.")
        }
    }
}
