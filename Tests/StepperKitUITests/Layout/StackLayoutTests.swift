import StepperKitLocalization
import Testing
@testable import StepperKitUI

/// The stacks as layout values place their children where the stacks do: one algorithm, two entry points.
struct StackLayoutTests {
    /// The frames of a laid-out tree's leaves (rectangles and texts), in order.
    private func leafFrames(_ view: some View, locale: String = "en_US", width: Double?) throws -> [Rect] {
        let root = try layout(view, in: try environment(locale), proposal: ProposedSize(width: width, height: nil)).root
        return root.allNodes.filter { $0.children.isEmpty && $0.kind != .spacer }.map(\.frame)
    }

    /// Whether two lists of frames agree within a billionth of a point (mirroring a right-to-left
    /// placement adds and subtracts the bounds' edges, which may round the last bit).
    private func same(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
    }

    @Test(arguments: ["en_US", "ar_EG"], [nil, 320.0, 150.0])
    func anHStackLayoutPlacesChildrenWhereAnHStackDoes(locale: String, width: Double?) throws {
        let stack = try leafFrames(HStack(spacing: 6) {
            Text(verbatim: "Entradas para el concierto").layoutPriority(1)
            Spacer(minLength: 0)
            Rectangle().frame(width: 44, height: 30)
            Text(verbatim: "Total")
        }, locale: locale, width: width)
        let layoutValue = try leafFrames(HStackLayout(spacing: 6) {
            Text(verbatim: "Entradas para el concierto").layoutPriority(1)
            Spacer(minLength: 0)
            Rectangle().frame(width: 44, height: 30)
            Text(verbatim: "Total")
        }, locale: locale, width: width)
        #expect(stack.count == 3)
        #expect(same(layoutValue, stack), "\(layoutValue) ≠ \(stack)")
    }

    @Test(arguments: ["en_US", "ar_EG"])
    func aVStackLayoutAlignsAsAVStackDoes(locale: String) throws {
        let stack = try leafFrames(VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: "Oat milk")
            Rectangle().frame(width: 20, height: 10)
            Spacer()
        }, locale: locale, width: 200)
        let layoutValue = try leafFrames(VStackLayout(alignment: .leading, spacing: 2) {
            Text(verbatim: "Oat milk")
            Rectangle().frame(width: 20, height: 10)
            Spacer()
        }, locale: locale, width: 200)
        #expect(same(layoutValue, stack), "\(layoutValue) ≠ \(stack)")
        // Leading is the right edge in Arabic: the rectangle ends where the text does.
        if locale == "ar_EG" { #expect(stack[0].maxX == stack[1].maxX) } else { #expect(stack[0].minX == stack[1].minX) }
    }

    @Test func aZStackLayoutAlignsAsAZStackDoes() throws {
        let stack = try leafFrames(ZStack(alignment: .topTrailing) {
            Rectangle().frame(width: 40, height: 40)
            Rectangle().frame(width: 12, height: 12)
        }, width: nil)
        let layoutValue = try leafFrames(ZStackLayout(alignment: .topTrailing) {
            Rectangle().frame(width: 40, height: 40)
            Rectangle().frame(width: 12, height: 12)
        }, width: nil)
        #expect(layoutValue == stack)
        #expect(stack == [Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 28, y: 0, width: 12, height: 12)])
    }

    /// A spacer in a stack layout grows along its axis only, as in the stack: the row is as tall as its tallest child.
    @Test func aSpacerInAnHStackLayoutGrowsAlongTheRowOnly() throws {
        let root = try layout(HStackLayout(spacing: 0) {
            Rectangle().frame(width: 10, height: 20)
            Spacer()
        }, in: try environment(), proposal: ProposedSize(width: 100, height: 300)).root
        #expect(root.frame.size == Size(width: 100, height: 20))
    }
}
