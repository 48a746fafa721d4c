import TestSupport
import Testing
import StepperKitLocalization
import StepperKitText
@testable import StepperKit
@testable import StepperKitUI

/// Every SVG here is drawn by a real SVG renderer, librsvg's `rsvg-convert`; the PNG it writes is
/// decoded (Support/PNGImage.swift) and its size and pixels checked against the laid-out tree.
@Suite(.tags(.rendering))
struct SVGRasterTests {
    /// The capsule's gradient, top to bottom: the tint lightened toward white — 11%, the most that
    /// keeps white text at 4.5:1 on indigo (SwiftUI's 15% would give 4.49:1) — then the tint.
    static let gradientTop = PNGImage.Pixel(red: 0x69, green: 0x68, blue: 0xDB, alpha: 255)
    static let gradientBottom = PNGImage.Pixel(red: 0x58, green: 0x56, blue: 0xD6, alpha: 255)

    @Test(arguments: ["en_US", "es_ES"], [
        0,  // collapsed: the Add button with its title
        1,  // the trash icon
        3,
        1000,  // "1,000" in en, "1000" in es
    ])
    func rsvgDrawsTheCapsuleStepperWhereItWasLaidOut(locale: String, value: Int) throws {
        let root = try RenderingFixtures.capsuleStepper(value: value, locale: locale)
        let image = try RSVG.png(of: SVGRenderer(scale: 2).render(root))

        // rsvg-convert rounds a fractional document size up to whole pixels.
        #expect(image.width == Int((root.frame.width * 2).rounded(.up)))
        #expect(image.height == Int((root.frame.height * 2).rounded(.up)))
        // The capsule's corners are round: nothing is drawn at the very corner.
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        // Above the content, the capsule shows its gradient at that height.
        let sample = (x: Int(root.frame.midX * 2), y: 4)
        let expected = Self.gradient(at: (Double(sample.y) + 0.5) / 2 / root.frame.height)
        #expect(image.pixel(x: sample.x, y: sample.y).isClose(to: expected), "at \(sample)")
        // The white foreground (icons and text) is drawn exactly inside the frames laid out for it;
        // a disabled button's ("+" at 1000, beyond the limit of 99) is white at 30% over the tint.
        var enabled: [Rect] = []
        var disabled: [Rect] = []
        root.walk { node, context in
            guard node.drawsForeground else { return }
            if context.isDisabled { disabled.append(node.frame) } else { enabled.append(node.frame) }
        }
        #expect(disabled.count == (value >= 99 ? 1 : 0))
        expectInk(in: image, scale: 2, confinedTo: enabled, where: { $0.red > 200 && $0.green > 200 && $0.alpha == 255 })
        let dimmed = image.points { (125...160).contains($0.red) && $0.blue > 200 && $0.alpha == 255 }
        for frame in disabled {
            let box = (x: Int(frame.minX * 2)...Int((frame.maxX * 2).rounded(.up)), y: Int(frame.minY * 2)...Int((frame.maxY * 2).rounded(.up)))
            #expect(dimmed.contains { box.x.contains($0.x) && box.y.contains($0.y) }, "no dimmed ink in \(frame)")
        }
    }

    @Test func theBackgroundColourFillsTheDocumentAtTheGivenScale() throws {
        let root = try RenderingFixtures.capsuleStepper(value: 3, locale: "en_US")
        let image = try RSVG.png(of: SVGRenderer(scale: 1, background: .white).render(root))
        #expect((image.width, image.height) == (122, 44))
        #expect(image.pixel(x: 0, y: 0) == PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Below the count, the capsule shows its gradient near the bottom.
        #expect(image.pixel(x: 61, y: 40).isClose(to: Self.gradient(at: 40.5 / 44)))
    }

    @Test(arguments: ["Añadir al carrito", "Add to cart", "1.000.000 artículos"])
    func darkTextSpansTheWidthItWasMeasuredAt(text: String) throws {
        let root = try RenderingFixtures.layout(Text(verbatim: text).font(.system(size: 17)).padding(4))
        let image = try RSVG.png(of: SVGRenderer(scale: 2, background: .white).render(root))
        let textNode = root.allNodes.first { $0.drawsForeground }
        let textFrame = try #require(textNode).frame
        let isInk: (PNGImage.Pixel) -> Bool = { $0.red < 100 && $0.green < 100 && $0.blue < 100 }
        expectInk(in: image, scale: 2, confinedTo: [textFrame], where: isInk)
        // The ink reaches across the measured width: side bearings are all that may be left blank.
        let inkX = image.points(where: isInk).map(\.x)
        let (left, right) = (try #require(inkX.min()), try #require(inkX.max()))
        let inkWidth = Double(right - left + 1) / 2
        #expect(inkWidth > textFrame.width - 3, "ink \(inkWidth) pt of a \(textFrame.width) pt line")
    }

    /// Inter has no Arabic-Indic digits: layout shapes "١" with DejaVu Sans, and the SVG draws that
    /// face's glyph — a thin upright stroke — not Inter's missing-glyph box, which a character no
    /// installed font has (Kawi) still shows.
    @Test func charactersTheFontLacksAreDrawnWithTheFallbackFace() throws {
        let digit = try Self.inkBox(of: "١")
        #expect(digit.height > 30)
        #expect(digit.width * 3 < digit.height, "ink \(digit.width)×\(digit.height) px: a box, not the digit one")
        let box = try Self.inkBox(of: "\u{11F04}")
        #expect(box.width * 2 > box.height, "ink \(box.width)×\(box.height) px: Inter's missing-glyph box")
    }

    /// The size in pixels of the dark ink of a text drawn at 60 pt on white.
    static func inkBox(of text: String) throws -> (width: Int, height: Int) {
        let root = try RenderingFixtures.layout(Text(verbatim: text).font(.system(size: 60)).padding(4))
        let image = try RSVG.png(of: SVGRenderer(scale: 1, background: .white).render(root))
        let ink = image.points(where: { $0.red < 100 && $0.green < 100 && $0.blue < 100 })
        let (xs, ys) = (ink.map(\.x), ink.map(\.y))
        let width = try #require(xs.max()) - (try #require(xs.min())) + 1
        let height = try #require(ys.max()) - (try #require(ys.min())) + 1
        return (width, height)
    }

    // MARK: - Helpers

    /// The gradient's colour at `fraction` of the height, interpolated in sRGB as SVG does.
    static func gradient(at fraction: Double) -> PNGImage.Pixel {
        func mix(_ top: Int, _ bottom: Int) -> Int { Int((Double(top) + Double(bottom - top) * fraction).rounded()) }
        return PNGImage.Pixel(
            red: mix(gradientTop.red, gradientBottom.red), green: mix(gradientTop.green, gradientBottom.green),
            blue: mix(gradientTop.blue, gradientBottom.blue), alpha: 255
        )
    }

    /// Expects every pixel that passes `isInk` to lie in one of `frames` (in points, give or take a
    /// pixel of antialiasing), and every frame to hold some.
    func expectInk(
        in image: PNGImage, scale: Double, confinedTo frames: [Rect], where isInk: (PNGImage.Pixel) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let boxes = frames.map { frame in
            (x: Int((frame.minX * scale).rounded(.down)) - 1...Int((frame.maxX * scale).rounded(.up)) + 1,
             y: Int((frame.minY * scale).rounded(.down)) - 1...Int((frame.maxY * scale).rounded(.up)) + 1)
        }
        let ink = image.points(where: isInk)
        let stray = ink.filter { point in !boxes.contains { $0.x.contains(point.x) && $0.y.contains(point.y) } }
        #expect(stray.isEmpty, "\(stray.count) ink pixels outside every frame, first at \(stray.prefix(3))", sourceLocation: sourceLocation)
        for (frame, box) in zip(frames, boxes) {
            #expect(ink.contains { box.x.contains($0.x) && box.y.contains($0.y) }, "no ink in \(frame)", sourceLocation: sourceLocation)
        }
    }
}

extension LaidOutNode {
    /// Whether the node draws text or an icon.
    var drawsForeground: Bool {
        switch content {
        case .text, .icon: true
        case .none, .shape: false
        }
    }
}
