import StepperKitLocalization
import Testing
@testable import StepperKit
@testable import StepperKitUI

/// Document 001's cart: the badge overlays the padded icon (`.overlay(alignment: .topTrailing)`) and
/// the bump's keyframes scale both (`.scaleEffect` outside the overlay).
struct CartBadgeLayoutTests {
    /// title2 is 22 pt at the default size, padded 8 pt: 38 pt tall with no badge and with any, so the
    /// screen does not move when the first item lands (it was 50 pt tall at 0 and 44 pt after). A count
    /// wider than the cart widens it, so the badge never reaches over what stands beside the cart.
    @Test(arguments: [(0, 38.0), (1, 38), (99, 38), (1_000_000, 66.063)])
    func theBadgeTakesNoHeight(count: Int, width: Double) throws {
        let root = try layout(CartBadge(count: count), in: try environment()).root
        #expect(abs(root.frame.width - width) < 0.001, "\(root.frame.width)")
        #expect(root.frame.height == 38)
        if count > 0 {
            #expect(try Self.badge(in: root).frame.maxX == root.frame.maxX)
        }
    }

    @Test(arguments: [
        // The badge's top trailing corner on the padded icon's: right in English, left in Arabic.
        ("en_US", Rect(x: 20, y: 0, width: 18, height: 18)),
        ("ar_EG", Rect(x: 0, y: 0, width: 18, height: 18)),
    ])
    func theBadgeSitsOnTheCartsTopTrailingCorner(locale: String, expected: Rect) throws {
        let root = try layout(CartBadge(count: 1), in: try environment(locale)).root
        #expect(try Self.badge(in: root).frame == expected)
    }

    /// At the bump's peak (140 ms, 1.3×) the badge is its resting frame scaled 1.3× about the cart's
    /// centre (19, 19), as the icon is: 23.4 pt square, its corner 5.7 pt above the cart.
    @Test(arguments: [
        ("en_US", Rect(x: 20.3, y: -5.7, width: 23.4, height: 23.4)),
        ("ar_EG", Rect(x: -5.7, y: -5.7, width: 23.4, height: 23.4)),
    ])
    func theBumpScalesTheBadgeWithTheIcon(locale: String, expected: Rect) throws {
        var model = CartBadgeModel(count: 0)
        model.apply(.countChanged(to: 1, now: .zero))
        let environment = try environment(locale)
        let rest = try layout(CartBadge(model: model, time: .seconds(1)), in: environment).root
        let peak = try layout(CartBadge(model: model, time: .milliseconds(140)), in: environment).root
        let badge = try Self.badge(in: peak).frame
        let icon = try #require(peak.allNodes.first { if case .icon = $0.content { true } else { false } }).frame
        #expect(Self.isClose(badge, expected), "\(badge)")
        #expect(Self.isClose(icon, Rect(x: 19 - 11 * 1.3, y: 19 - 11 * 1.3, width: 22 * 1.3, height: 22 * 1.3)), "\(icon)")
        // The cart keeps its resting frame: the bump moves nothing else.
        #expect(peak.frame == rest.frame)
    }

    /// The drawn badge: the last node tagged "badge" (the first is the hidden copy that lends its width).
    static func badge(in root: LaidOutNode) throws -> LaidOutNode {
        try #require(root.allNodes.last { $0.tags.contains("badge") })
    }

    static func isClose(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }
}
