import StepperKitLocalization
import StepperKitText

/// A node the layout engine knows directly: it makes its own elements.
protocol PrimitiveNode: Node {
    /// The elements for this node in an environment; zero for `Empty`, several for groups.
    func makeElements(_ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?) throws(LayoutError) -> [LayoutElement]
}

/// Turns a node tree into layout elements for one pass: composite bodies expanded, environment
/// applied, text localized, fonts and icons resolved.
struct ElementBuilder {
    let services: LayoutServices
    /// Which node types are primitives, learnt during this pass: a conformance check costs far more
    /// than a dictionary lookup, and a screen has many nodes of few types.
    private let primitiveTypes = PrimitiveTypes()

    /// Node types seen in one layout pass, used on the thread that lays it out.
    ///
    /// An open-addressing table keyed by the type's metadata address: a screen asks it once per node,
    /// and hashing the address with a multiply costs a fraction of a Dictionary's seeded hash.
    private final class PrimitiveTypes {
        /// A type seen, and its primitive type if it is one.
        private struct Entry {
            let type: ObjectIdentifier
            let primitive: (any PrimitiveNode.Type)?
        }

        /// Slots, a power of two many, at most half full; nil is free.
        private var slots = [Entry?](repeating: nil, count: 64)
        private var count = 0

        /// The answer for a type, if it was seen: `.some(nil)` for a composite.
        func lookUp(_ type: ObjectIdentifier) -> (any PrimitiveNode.Type)?? {
            let mask = slots.count - 1
            var index = Self.hash(type) & mask
            while let entry = slots[index] {
                if entry.type == type { return .some(entry.primitive) }
                index = (index + 1) & mask
            }
            return nil
        }

        /// Remembers a type's answer; the type must not be in the table.
        func insert(_ type: ObjectIdentifier, _ primitive: (any PrimitiveNode.Type)?) {
            if (count + 1) * 2 > slots.count {
                let old = slots
                slots = [Entry?](repeating: nil, count: old.count * 2)
                count = 0
                for case let entry? in old { insert(entry.type, entry.primitive) }
            }
            let mask = slots.count - 1
            var index = Self.hash(type) & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = Entry(type: type, primitive: primitive)
            count += 1
        }

        /// Fibonacci hashing of the metadata address: its high bits, which the mask keeps after the
        /// shift, mix every bit of the address.
        private static func hash(_ type: ObjectIdentifier) -> Int {
            let mixed = UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed >> 32)
        }
    }

    init(services: LayoutServices) {
        self.services = services
    }

    /// The elements of any node: a primitive makes its own, a composite is replaced by its body.
    func elements<N: Node>(for node: N, in environment: EnvironmentValues, stackAxis: Axis? = nil) throws(LayoutError) -> [LayoutElement] {
        let type = ObjectIdentifier(N.self)
        let primitive: (any PrimitiveNode.Type)?
        if let known = primitiveTypes.lookUp(type) {
            primitive = known
        } else {
            primitive = N.self as? any PrimitiveNode.Type
            primitiveTypes.insert(type, primitive)
        }
        if let primitive {
            return try Self.makeElements(of: node, as: primitive, self, environment, stackAxis: stackAxis)
        }
        return try elements(for: node.body(in: environment), in: environment, stackAxis: stackAxis)
    }

    /// A node's elements through its primitive type, which is its own type.
    private static func makeElements<N: Node, P: PrimitiveNode>(
        of node: N, as _: P.Type, _ builder: ElementBuilder, _ environment: EnvironmentValues, stackAxis: Axis?
    ) throws(LayoutError) -> [LayoutElement] {
        // `P` is `N`: the metatype came from `N.self` (same type identifier), so the cast is exact.
        try unsafeBitCast(node, to: P.self).makeElements(builder, environment, stackAxis: stackAxis)
    }

    /// The elements of children laid out along `axis`.
    func children(_ node: AnyNode, in environment: EnvironmentValues, axis: Axis?) throws(LayoutError) -> [LayoutElement] {
        try elements(for: node, in: environment, stackAxis: axis)
    }

    /// Wraps each element of `content` with `wrap` — modifiers on a group apply to each member, as
    /// in SwiftUI.
    func wrapping(
        _ content: AnyNode, in environment: EnvironmentValues, stackAxis: Axis?,
        _ wrap: (LayoutElement) throws(LayoutError) -> LayoutElement
    ) throws(LayoutError) -> [LayoutElement] {
        var wrapped: [LayoutElement] = []
        for element in try elements(for: content, in: environment, stackAxis: stackAxis) {
            wrapped.append(try wrap(element))
        }
        return wrapped
    }

    /// A single element for a node that must be one (a background layer, a button label): several
    /// become a z-stack, none an empty z-stack.
    func single(_ node: AnyNode, in environment: EnvironmentValues) throws(LayoutError) -> LayoutElement {
        let made = try elements(for: node, in: environment)
        if made.count == 1 { return made[0] }
        return ZStackElement(alignment: .center, children: made, environment: environment)
    }

    /// A single element for a node, or nil when it makes none (an empty group, a nil optional).
    func singleOrNone(_ node: AnyNode, in environment: EnvironmentValues) throws(LayoutError) -> LayoutElement? {
        let made = try elements(for: node, in: environment)
        if made.isEmpty { return nil }
        if made.count == 1 { return made[0] }
        return ZStackElement(alignment: .center, children: made, environment: environment)
    }

    // MARK: - Resolution

    /// The localized string of a text for the environment's locale, with what went wrong, if anything.
    func resolve(_ text: LocalizedText, in environment: EnvironmentValues) -> ResolvedText {
        services.resolve(text, locale: environment.locale)
    }

    /// The font of a text style or size at the environment's Dynamic Type size.
    func font(for textFont: TextFont, in environment: EnvironmentValues) throws(LayoutError) -> Font {
        let (pointSize, weight) = Self.pointSizeAndWeight(textFont, environment)
        let font = try services.font(environment.fontSource, size: pointSize, weight: weight)
        return textFont.monospacedDigits ? font.with(features: .tabularDigits) : font
    }

    /// Point size and weight of a font request in an environment.
    static func pointSizeAndWeight(_ textFont: TextFont, _ environment: EnvironmentValues) -> (Double, FontWeight) {
        let (pointSize, weight): (Double, FontWeight)
        switch textFont.size {
        case .fixed(let points):
            (pointSize, weight) = (points, textFont.weight ?? .regular)
        case .style(let style):
            let metrics = SharedDynamicType.table?.metrics(for: style, size: environment.dynamicTypeSize)
            (pointSize, weight) = (metrics?.pointSize ?? 17, textFont.weight ?? metrics?.weight ?? .regular)
        }
        return (pointSize, environment.boldText ? weight.oneHeavier : weight)
    }
}

extension FontWeight {
    /// The next named weight heavier than this one (black stays black): what Bold Text draws.
    var oneHeavier: FontWeight {
        FontWeight.named.map(\.value).first { $0 > self } ?? .black
    }
}
