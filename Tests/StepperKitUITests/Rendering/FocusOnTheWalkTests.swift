import Foundation
import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// A focused control's indicator is drawn as the walk leaves it, around all it draws, seen or not.
/// In the terminal a control that is not seen shows no focus; SVG draws its ring inside its transparent group.
struct FocusOnTheWalkTests {
    static func layout(_ screen: some View, focus: ActionID) throws -> LaidOutNode {
        let engine = try engine()
        let environment = EnvironmentValues(locale: try LocaleID("en_US")).with { $0.focusedAction = focus }
        return try engine.layout(screen, in: environment, proposal: ProposedSize(width: 320, height: nil)).root
    }

    /// A focused button whose text is transparent, a transparent button, and a line that makes the
    /// screen wider than both, so that a bracket after the text is not cut off.
    static func screen() -> some View {
        VStack {
            Button("add") {
                HStack {
                    Icon(.plus)
                    Text("Add to cart").opacity(0)
                }
            }
            Button("remove") { Text("Remove") }.opacity(0)
            Text("A line wider than the buttons")
        }
    }

    /// The lines of a drawing that open and close groups or draw the focus ring, indented as written.
    static func structure(_ svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter {
            let line = $0.drop { $0 == " " }
            return line.hasPrefix("<g") || line.hasPrefix("</g") || line.hasPrefix("<rect")
        }.map { $0.replacingOccurrences(of: #" x=.*class="#, with: " class=", options: .regularExpression) }
    }

    @Test func theTerminalBracketsAllAFocusedControlDrawsEvenWhatIsNotSeen() throws {
        let lines = TerminalRenderer().render(try Self.layout(Self.screen(), focus: "add")).split(separator: "\n")
        // The bracket closes after the transparent text's columns, not right after the icon's ("[+]").
        #expect(lines.first == "       [+             ]")
    }

    @Test func aControlThatIsNotSeenShowsNoFocusInTheTerminal() throws {
        let focused = TerminalRenderer().render(try Self.layout(Self.screen(), focus: "remove"))
        let unfocused = TerminalRenderer().render(try Self.layout(Self.screen(), focus: "other"))
        #expect(focused == unfocused)
    }

    @Test func theSVGFocusRingIsDrawnAfterTheControlsChildrenInsideItsGroups() throws {
        let add = SVGRenderer().render(try Self.layout(Self.screen(), focus: "add"))
        #expect(Self.structure(add) == [
            "  <g role=\"button\">",
            "    <g opacity=\"0\">",   // the transparent text
            "    </g>",
            "    <rect class=\"focus-ring\"/>",
            "  </g>",
            "  <g opacity=\"0\">",
            "    <g role=\"button\">",
            "    </g>",
            "  </g>",
        ])
        // A transparent control's ring is drawn too, inside its transparent group.
        let remove = SVGRenderer().render(try Self.layout(Self.screen(), focus: "remove"))
        #expect(Self.structure(remove) == [
            "  <g role=\"button\">",
            "    <g opacity=\"0\">",
            "    </g>",
            "  </g>",
            "  <g opacity=\"0\">",
            "    <g role=\"button\">",
            "      <rect class=\"focus-ring\"/>",
            "    </g>",
            "  </g>",
        ])
    }
}
