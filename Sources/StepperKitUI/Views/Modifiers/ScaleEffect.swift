/// A node drawn scaled about an anchor; its layout size and position in its parent do not change.
public struct ScaleEffect: View {
    /// The node drawn scaled.
    public let content: AnyView
    /// The horizontal scale: 1 draws the node as laid out.
    public let x: Double
    /// The vertical scale.
    public let y: Double
    /// The point of the node's frame that stays in place, in fractions of its width and height.
    public let anchor: UnitPoint
    public typealias Body = Never
}

extension View {
    /// Draws the node scaled about an anchor (its centre by default), as SwiftUI's scale effect.
    ///
    /// What it draws, its text and the area its buttons answer touch in grow or shrink; layout does not.
    /// A scale below 0 or not finite draws the node at 0 or 1: mirroring is not drawn.
    ///
    /// ```swift
    /// Icon(.cart).font(.title2).scaleEffect(1.3)   // a cart bumping as an item lands
    /// ```
    public consuming func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ScaleEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the node scaled by a horizontal and a vertical factor about an anchor, as SwiftUI's scale effect.
    ///
    /// ```swift
    /// Capsule().fill(.tint).frame(width: 80, height: 20).scaleEffect(x: 1.2, y: 1, anchor: .leading)
    /// ```
    public consuming func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ScaleEffect {
        func held(_ scale: Double) -> Double { scale.isFinite ? max(scale, 0) : 1 }
        return ScaleEffect(content: AnyView(self), x: held(x), y: held(y), anchor: anchor)
    }
}

extension ScaleEffect: PrimitiveView {
    func makeElements(
        _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?, identity: ViewIdentity
    ) throws(LayoutError) -> ElementList {
        try builder.wrapping(content, in: environment, stackAxis: stackAxis, identity: identity) { child in
            ScaleEffectElement(child: child, x: x, y: y, anchor: anchor, environment: environment)
        }
    }
}

/// A scale effect: laid out in place, its subtree drawn scaled about the anchor of its frame.
final class ScaleEffectElement: WrapperElement {
    let x: Double
    let y: Double
    let anchor: UnitPoint

    init(child: LayoutElement, x: Double, y: Double, anchor: UnitPoint, environment: EnvironmentValues) {
        self.x = x
        self.y = y
        self.anchor = anchor
        super.init(child: child, environment: environment)
    }

    override func placeNode(in frame: Rect) -> LaidOutNode {
        let placed = child.place(in: frame)
        guard x != 1 || y != 1 else { return placed }
        // The anchor mirrors with the layout direction, as leading and trailing do.
        let fraction = layoutDirection == .rightToLeft ? 1 - anchor.x : anchor.x
        let center = Point(x: frame.minX + frame.width * fraction, y: frame.minY + frame.height * anchor.y)
        return placed.scaled(x: x, y: y, about: center)
    }
}

extension LaidOutNode {
    /// The subtree drawn scaled about a point: every frame and hit area mapped, texts drawn at the scale,
    /// outlines' widths scaled with the smaller factor.
    func scaled(x: Double, y: Double, about center: Point) -> LaidOutNode {
        func map(_ rect: Rect) -> Rect {
            Rect(x: center.x + (rect.minX - center.x) * x, y: center.y + (rect.minY - center.y) * y, width: rect.width * x, height: rect.height * y)
        }
        var content = self.content
        switch content {
        case .text(var text):
            text.drawingScale = (text.drawingScale.x * x, text.drawingScale.y * y)
            content = .text(text)
        case .shape(let shape):
            content = .shape(LaidOutShape(kind: shape.kind, fill: shape.fill, stroke: shape.stroke, lineWidth: shape.lineWidth * min(x, y)))
        case .icon, .none:
            break
        }
        let extras = button.map { self.extras(hitArea: map($0.hitArea)) } ?? self.extras
        return LaidOutNode(
            kind: kind, frame: map(frame), content: content, children: children.map { $0.scaled(x: x, y: y, about: center) },
            opacity: opacity, extras: extras
        )
    }
}
