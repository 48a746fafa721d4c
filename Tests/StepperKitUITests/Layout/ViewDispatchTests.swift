import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// A composite wrapping another node: its body is its content.
private struct Wrapped<Content: View>: View {
    let content: Content

    var body: Content { content }
}

/// The engine reaches every node through its conformance (`View._makeElements`): a composite's body
/// is laid out, a primitive makes its own elements, at any depth of nesting and through type erasure.
struct ViewDispatchTests {
    /// Nests `depth` types around a text, alternately a composite and an optional (a primitive), and
    /// erases every third level, outermost last.
    private func nested<N: View>(_ node: N, depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(node) }
        switch depth % 3 {
        case 0: return nested(Wrapped(content: node), depth: depth - 1)
        case 1: return nested(Optional(node), depth: depth - 1)
        default: return nested(AnyView(node), depth: depth - 1)
        }
    }

    @Test(arguments: [0, 1, 2, 3, 40])
    func nestedCompositesOptionalsAndErasedNodesLayOutTheirText(depth: Int) throws {
        let result = try engine().layout(nested(Text(verbatim: "Añadir"), depth: depth), in: EnvironmentValues())
        #expect(result.root.kind == .text)
        if case .text(let text) = result.root.content { #expect(text.shownText == "Añadir") } else { Issue.record("not a text") }
    }

    @Test func aPrimitiveMakesItsOwnElementsAndANilOptionalMakesNone() throws {
        let stack = HStack { Text(verbatim: "a"); Optional<Text>.none; Wrapped(content: Spacer()); Text(verbatim: "b") }
        let result = try engine().layout(stack, in: EnvironmentValues())
        #expect(result.root.kind == .hStack)
        #expect(result.root.children.map(\.kind) == [.text, .spacer, .text])
    }
}
