/// The outline of a shape node.
public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle

    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(radius.compact))"
        case .capsule: "capsule"
        case .circle: "circle"
        }
    }
}

/// A shape filled and or stroked; it takes all the space it is offered.
///
/// ```swift
/// Capsule().fill(.tintGradient)
/// Circle().stroke(.tint, lineWidth: 1)
/// ```
public struct ShapeNode: Node {
    public let kind: ShapeKind
    public let fill: Fill?
    public let stroke: Fill?
    public let lineWidth: Double

    public init(_ kind: ShapeKind, fill: Fill? = .foreground, stroke: Fill? = nil, lineWidth: Double = 1) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }

    public typealias Body = Never
}

/// Shape values with SwiftUI's names, each turning into a ``ShapeNode`` with a fill or stroke.
public protocol ShapeDescription: Node {
    /// The outline.
    var kind: ShapeKind { get }
}

extension ShapeDescription {
    /// The shape filled.
    public func fill(_ fill: Fill) -> ShapeNode { ShapeNode(kind, fill: fill) }

    /// The shape filled with a colour.
    public func fill(_ color: Color) -> ShapeNode { ShapeNode(kind, fill: .color(color)) }

    /// The shape's outline drawn inside its bounds.
    public func stroke(_ fill: Fill, lineWidth: Double = 1) -> ShapeNode {
        ShapeNode(kind, fill: nil, stroke: fill, lineWidth: lineWidth)
    }

    /// The shape filled with the foreground, as a bare SwiftUI shape is.
    public func body(in environment: EnvironmentValues) -> ShapeNode { ShapeNode(kind) }
}

/// A rectangle.
public struct Rectangle: ShapeDescription {
    public init() {}
    public var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: ShapeDescription {
    public let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: ShapeDescription {
    public init() {}
    public var kind: ShapeKind { .capsule }
}

/// The largest circle centred in the bounds.
public struct Circle: ShapeDescription {
    public init() {}
    public var kind: ShapeKind { .circle }
}
