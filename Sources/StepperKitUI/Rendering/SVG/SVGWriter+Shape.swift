extension SVGWriter {
    /// Draws a shape: its fill over the frame, then its stroke inside the frame (inset by half the
    /// line width, corners shrinking with it, as SwiftUI's `strokeBorder`).
    mutating func draw(_ shape: LaidOutShape, in frame: Rect) {
        if let fill = shape.fill {
            let (name, geometry) = Self.geometry(of: shape.kind, in: frame)
            element(name, geometry + paint(fill, as: "fill", over: frame))
        }
        if let stroke = shape.stroke, shape.lineWidth > 0 {
            let inset = shape.lineWidth / 2
            let (name, geometry) = Self.geometry(of: shape.kind.inset(by: inset), in: frame.insetBy(inset))
            element(name, geometry + [("fill", "none")] + paint(stroke, as: "stroke", over: frame)
                + [("stroke-width", SVGMarkup.number(shape.lineWidth))])
        }
    }

    /// The element and attributes that outline a shape kind in a rectangle.
    static func geometry(of kind: ShapeKind, in rect: Rect) -> (String, [Attribute]) {
        let shortSide = min(rect.width, rect.height)
        switch kind.storage {
        case .rectangle:
            return ("rect", rectangle(rect))
        case .roundedRectangle(let radius):
            let clamped = min(max(radius, 0), shortSide / 2)
            return ("rect", rectangle(rect) + (clamped > 0 ? [("rx", SVGMarkup.number(clamped))] : []))
        case .capsule:
            return ("rect", rectangle(rect) + [("rx", SVGMarkup.number(shortSide / 2))])
        case .circle:
            return ("circle", [
                ("cx", SVGMarkup.number(rect.midX)), ("cy", SVGMarkup.number(rect.midY)),
                ("r", SVGMarkup.number(shortSide / 2)),
            ])
        }
    }

    /// The position and size attributes of a `<rect>`.
    static func rectangle(_ rect: Rect) -> [Attribute] {
        [
            ("x", SVGMarkup.number(rect.minX)), ("y", SVGMarkup.number(rect.minY)),
            ("width", SVGMarkup.number(rect.width)), ("height", SVGMarkup.number(rect.height)),
        ]
    }
}

extension ShapeKind {
    /// The shape drawn `amount` inside its bounds: a rounded rectangle's corners shrink with it.
    func inset(by amount: Double) -> ShapeKind {
        guard case .roundedRectangle(let radius) = storage else { return self }
        return .roundedRectangle(cornerRadius: max(radius - amount, 0))
    }
}

extension Rect {
    /// The rectangle shrunk by `amount` on every side, never below zero size.
    func insetBy(_ amount: Double) -> Rect {
        Rect(
            x: minX + amount, y: minY + amount,
            width: max(width - 2 * amount, 0), height: max(height - 2 * amount, 0)
        )
    }
}
