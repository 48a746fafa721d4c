import StepperKitLocalization
import Testing
import StepperKitUI

/// A third-party setting and a third-party node that reads it: the engine's extension points.
private struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = "dot"
}

extension EnvironmentValues {
    fileprivate var badgeStyle: String {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

/// Draws its environment's badge style as text.
private struct BadgeLabel: View {
    @Environment(\.badgeStyle) private var badgeStyle

    var body: some View {
        Text(verbatim: "badge: \(badgeStyle)")
    }
}

struct CustomViewTests {
    @Test func aCustomViewReadsItsOwnKeyFromTheEnvironment() throws {
        let engine = try engine()
        let screen = VStack {
            BadgeLabel()
            BadgeLabel().environment(\.badgeStyle, "count")
        }
        let result = try engine.layout(screen, in: EnvironmentValues())
        let texts = result.root.allNodes.compactMap { node -> String? in
            if case .text(let text) = node.content { text.shownText } else { nil }
        }
        #expect(texts == ["badge: dot", "badge: count"])
    }
}

/// A node of an app's own that declares no body, as a primitive does.
private struct Bodiless: View {
    typealias Body = Never
}

struct BodilessNodeTests {
    @Test func aNodeWithoutABodyIsALayoutErrorNotATrap() throws {
        let engine = try engine()
        #expect(throws: LayoutError.noBody("Bodiless")) {
            try engine.layout(VStack { Text(verbatim: "x"); Bodiless() }, in: EnvironmentValues())
        }
        #expect(LayoutError.noBody("Bodiless").description
            == "Bodiless declares Body = Never but is not one of the kit's primitive views; give it a body built from them.")
    }
}
