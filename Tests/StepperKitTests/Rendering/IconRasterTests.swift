import TestSupport
import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// Icons drawn by librsvg: the Material glyphs filled, and a gradient spread over the icon as it is
/// on screen (the icon's path is scaled from its grid, and its paint with it).
@Suite(.tags(.rendering))
struct IconRasterTests {
    static let orange = PNGImage.Pixel(red: 0xFF, green: 0x95, blue: 0x00, alpha: 255)
    static let pink = PNGImage.Pixel(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 255)

    /// Document 000's cup: orange at the top of the icon, pink at the bottom. Before the paint was laid
    /// on the grid, the gradient's screen coordinates were scaled 4.6× with the path and the whole icon
    /// came out orange.
    @Test func aVerticalGradientRunsFromTheIconsTopToItsBottom() throws {
        let root = try RenderingFixtures.layout(
            Icon(.cart).font(.system(size: 110)).foregroundStyle(.linearGradient([.orange, .pink], from: .top, to: .bottom)).padding(24)
        )
        let icon = try #require(root.allNodes.first { $0.drawsForeground }).frame
        #expect(icon == Rect(x: 24, y: 24, width: 110, height: 110))
        let image = try RSVG.png(of: SVGRenderer(scale: 1).render(root))
        let ink = image.points(where: { $0.alpha == 255 })
        let (top, bottom) = (try #require(ink.map(\.y).min()), try #require(ink.map(\.y).max()))
        for row in [top, bottom] {
            // The middle of the row's ink: the row may have gaps (the cart's handle, its two wheels).
            let xs = ink.filter { $0.y == row }.map(\.x).sorted()
            let x = xs[xs.count / 2]
            let fraction = (Double(row) + 0.5 - icon.minY) / icon.height
            let drawn = image.pixel(x: x, y: row)
            #expect(drawn.isClose(to: Self.mix(Self.orange, Self.pink, fraction), tolerance: 3), "row \(row) at \(fraction): \(drawn)")
        }
        // The filled cart spans most of its em, handle to wheels, so its ends are far apart in colour.
        #expect(bottom - top > 80)
    }

    /// A chevron mirrored right to left keeps a leading-to-trailing gradient where the screen has it:
    /// orange at the left edge, pink at the right, though its grid is drawn with x flipped.
    @Test func aMirroredIconKeepsItsGradientOnScreen() throws {
        let environment = EnvironmentValues(locale: try LocaleID("ar_EG")).with { $0.fontSource = .file(RenderingFixtures.dejaVuSansPath) }
        let node = Icon(.chevronForward).font(.system(size: 110))
            .foregroundStyle(.linearGradient([.orange, .pink], from: .leading, to: .trailing))
        let root = try LayoutEngine().layout(node, in: environment).root
        let icon = try #require(root.allNodes.first { if case .icon(let icon) = $0.content { icon.isMirrored } else { false } })
        let image = try RSVG.png(of: SVGRenderer(scale: 1).render(root))
        let ink = image.points(where: { $0.alpha == 255 })
        for column in [try #require(ink.map(\.x).min()), try #require(ink.map(\.x).max())] {
            let row = try #require(ink.first { $0.x == column }).y
            let fraction = (Double(column) + 0.5 - icon.frame.minX) / icon.frame.width
            let drawn = image.pixel(x: column, y: row)
            #expect(drawn.isClose(to: Self.mix(Self.orange, Self.pink, fraction), tolerance: 3), "column \(column) at \(fraction): \(drawn)")
        }
    }

    /// The colour `fraction` of the way between two, interpolated in sRGB as SVG does.
    static func mix(_ start: PNGImage.Pixel, _ end: PNGImage.Pixel, _ fraction: Double) -> PNGImage.Pixel {
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + Double(b - a) * fraction).rounded()) }
        return PNGImage.Pixel(red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue), alpha: 255)
    }
}
