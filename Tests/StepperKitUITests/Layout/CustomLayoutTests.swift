import StepperKitLocalization
import StepperKitText
import Testing
@testable import StepperKitUI

/// An app's own container on the public `Layout` protocol: a flow layout, as the article "Writing a Layout"
/// writes it (its code compiled there by DocSnippetTests, run here), sized and placed by the engine.
struct CustomLayoutTests {
    /// Subviews left to right, wrapping to a new row when the next one does not fit.
    struct FlowLayout: Layout {
        var spacing = 8.0

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            rows(in: proposal.width ?? .infinity, subviews).reduce(Size(width: 0, height: 0)) { size, row in
                Size(width: max(size.width, row.width), height: size.height + (size.height > 0 ? spacing : 0) + row.height)
            }
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in rows(in: bounds.width, subviews) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
                y += row.height + spacing
            }
        }

        private func rows(in width: Double, _ subviews: Subviews) -> [(indices: [Int], width: Double, height: Double)] {
            var rows: [(indices: [Int], width: Double, height: Double)] = []
            for (index, subview) in subviews.enumerated() {
                let size = subview.sizeThatFits(.unspecified)
                if let last = rows.last, last.width + spacing + size.width <= width {
                    rows[rows.count - 1] = (last.indices + [index], last.width + spacing + size.width, max(last.height, size.height))
                } else {
                    rows.append(([index], size.width, size.height))
                }
            }
            return rows
        }
    }

    /// A layout that places nothing: its subviews sit at the centre.
    struct Idle: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// A layout that counts its cache's uses: made once a pass, kept between the calls.
    struct Counting: Layout {
        final class Calls: @unchecked Sendable { var made = 0 }
        let calls: Calls

        func makeCache(subviews: Subviews) -> Int {
            calls.made += 1
            return 0
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> Size {
            cache += 1
            return Size(width: Double(cache), height: 1)
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    private func chips(_ widths: [Double]) -> some View {
        FlowLayout {
            ForEach(widths) { width in
                Rectangle().fill(.tint).frame(width: width, height: 20)
            }
        }
    }

    private func frames(_ node: some View, width: Double, direction: LayoutDirection = .leftToRight) throws -> (Rect, [Rect]) {
        var environment = EnvironmentValues(locale: try LocaleID(direction == .leftToRight ? "en_US" : "ar_EG"))
        environment.layoutDirection = direction
        let root = try engine().layout(node, in: environment, proposal: ProposedSize(width: width, height: nil)).root
        let container = try #require(root.allNodes.first { $0.kind == .layout })
        return (container.frame, container.children.map(\.frame))
    }

    @Test func aFlowLayoutWrapsItsChipsIntoRows() throws {
        let (container, chips) = try frames(chips([60, 50, 70, 40]), width: 200)
        // 60 + 8 + 50 = 118; + 8 + 70 = 196 fits 200; 40 wraps to the second row.
        #expect(chips == [
            Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 68, y: 0, width: 50, height: 20),
            Rect(x: 126, y: 0, width: 70, height: 20), Rect(x: 0, y: 28, width: 40, height: 20),
        ])
        #expect(container.size == Size(width: 196, height: 48))
    }

    @Test func aNarrowerProposalMakesMoreRows() throws {
        let (container, chips) = try frames(chips([60, 50, 70, 40]), width: 120)
        #expect(chips.map(\.origin) == [Point(x: 0, y: 0), Point(x: 68, y: 0), Point(x: 0, y: 28), Point(x: 78, y: 28)])
        #expect(container.size == Size(width: 118, height: 48))
    }

    @Test func rightToLeftMirrorsThePlacementsInTheBounds() throws {
        let (container, chips) = try frames(chips([60, 50]), width: 200, direction: .rightToLeft)
        #expect(container.size == Size(width: 118, height: 20))
        #expect(chips.map(\.minX) == [container.maxX - 60, container.maxX - 118])
    }

    @Test func anUnplacedSubviewSitsAtTheCentreAtTheContainersProposal() throws {
        let node = Idle { Rectangle().fill(.tint).frame(width: 30, height: 10) }.frame(width: 100, height: 50)
        let (container, children) = try frames(node, width: 100)
        #expect(container.size == Size(width: 100, height: 50))
        #expect(children == [Rect(x: container.minX + 35, y: container.minY + 20, width: 30, height: 10)])
    }

    @Test func theCacheIsMadeOnceAndKeptBetweenCalls() throws {
        let calls = Counting.Calls()
        let node = Counting(calls: calls) { Text(verbatim: "a") }
        let root = try engine().layout(node, in: EnvironmentValues(locale: try LocaleID("en_US"))).root
        #expect(calls.made == 1)
        #expect(root.frame.size.height == 1)
    }

    @Test func anUnspecifiedDimensionIsReplacedAsSwiftUIReplacesIt() {
        #expect(ProposedViewSize(width: 320, height: nil).replacingUnspecifiedDimensions() == Size(width: 320, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 1, height: 2)) == Size(width: 1, height: 2))
    }
}
